import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { register, verifiedUser } from '#tests/support/accounts.ts';
import { Session, uniqueEmail } from '#tests/support/api.ts';
import { liveFundraiser, review } from '#tests/support/donations.ts';
import { createFundraiser, individualDetails } from '#tests/support/fundraisers.ts';
import { emulatorIdToken } from '#tests/support/firebase.ts';
import { getPage } from '#tests/support/pages.ts';

// Invisible direction controls typed into free text are dropped on the server too (the shared
// schemas, D-154): what is stored and shown is the visible text, in its order.

const RLO = '\u202e';
const CONTROLS = /[\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

describe('free text with bidi controls', () => {
  // The first test makes the file's reviewer with the admin command (a process): slow on a busy machine.
  it('stores and shows a title without them, on its page too', async () => {
    const fundraiser = await liveFundraiser(`Fees for ${RLO}gnp.exe\u200b`);
    const data = await review(fundraiser.short_code);
    expect(data.detail.fundraiser_title).toBe('Fees for gnp.exe');
    const page = await (await getPage(`/f/${fundraiser.short_code}`)).text();
    expect(page).toContain('Fees for gnp.exe');
    expect(page).not.toMatch(CONTROLS);
  }, 120_000);

  it('stores a name without them, at sign-up and when changed', async () => {
    const session = new Session();
    const { reply } = await register(session, { email_address: uniqueEmail('bidi'), firstname: `Achi${RLO}eng` });
    expect(reply.status).toBe(201);
    expect(reply.body.data.user.firstname).toBe('Achieng');
    const { session: signedIn } = await verifiedUser('bidi');
    const changed = await signedIn.request('/users/me/', {
      method: 'PATCH',
      json: { lastname: `\u2067Odhiambo\u2069` },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.user.lastname).toBe('Odhiambo');
  });

  it('drops them from the name in a Google sign-in token too', async () => {
    const email = uniqueEmail('bidi-google');
    const token = await emulatorIdToken({
      providerId: 'google.com',
      sub: `google.com-${randomUUID()}`,
      email,
      name: `Wanj${RLO}iru \u200bKamau`,
    });
    const reply = await new Session().post('/users/social-register/', { id_token: token, email_address: email });
    expect(reply.status).toBe(200);
    expect(reply.body.data.user).toMatchObject({ firstname: 'Wanjiru', lastname: 'Kamau' });
  });

  it('refuses a title that is only controls as empty', async () => {
    const { session } = await verifiedUser('bidi');
    const fundraiser = await createFundraiser(session);
    const saved = await session.post(
      '/individual-details/',
      individualDetails(fundraiser.id, { fundraiser_title: `${RLO}\u200b ` }),
    );
    expect(saved.status).toBe(400);
    expect(saved.body.errors.fundraiser_title).toEqual(['Fundraiser title is required']);
  });
});
