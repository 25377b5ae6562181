import { expect } from 'vitest';
import { adminCli } from './admin-cli.ts';
import { Session, STRONG_PASSWORD, uniqueEmail } from './api.ts';
import { imageFile, png } from './images.ts';

export const CATEGORY = { yourself: 1, startup: 2, organization: 3 } as const;

export async function createFundraiser(
  session: Session,
  category: keyof typeof CATEGORY = 'yourself',
  headers?: Record<string, string>,
) {
  const reply = await session.post('/fundraisers/', { fundraising_category_id: CATEGORY[category] }, headers);
  expect(reply.status).toBe(201);
  return reply.body.data as { id: string; short_code: string; status: string };
}

export const individualDetails = (fundraiser: string, overrides: Record<string, unknown> = {}) => ({
  fundraiser,
  fundraiser_title: 'School fees for Baraka',
  fundraiser_details: 'Baraka starts form one in January at Alliance High School.',
  fundraiser_goal: 50000,
  ...overrides,
});

export function upload(session: Session, fundraiser: string, files: File[], headers?: Record<string, string>) {
  const form = new FormData();
  form.set('fundraiser', fundraiser);
  for (const file of files) form.append('image', file);
  return session.request('/fundraiser-images/', { method: 'POST', body: form, headers });
}

/** A fundraiser with details and one photo, still Pending Review. */
export async function completeFundraiser(session: Session, title = 'School fees for Baraka', details?: string) {
  const fundraiser = await createFundraiser(session);
  const saved = await session.post(
    '/individual-details/',
    individualDetails(fundraiser.id, { fundraiser_title: title, ...(details && { fundraiser_details: details }) }),
  );
  expect(saved.status).toBe(201);
  const uploaded = await upload(session, fundraiser.id, [imageFile(await png(), 'photo.png')]);
  expect(uploaded.status).toBe(201);
  return fundraiser;
}

let reviewer: Promise<Session> | undefined;

/** A signed-in reviewer, made once per test file with `npm run admin -- create-reviewer`. */
export function reviewerSession() {
  return (reviewer ??= (async () => {
    const email = uniqueEmail('reviewer');
    const created = await adminCli('create-reviewer', email, STRONG_PASSWORD);
    expect(created.code, created.out).toBe(0);
    const session = new Session();
    const login = await session.post('/users/login/', { email_address: email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
    return session;
  })());
}

export async function approve(shortCode: string) {
  const reply = await (await reviewerSession()).post(`/moderation/fundraisers/${shortCode}/approve/`);
  expect(reply.status).toBe(200);
}
