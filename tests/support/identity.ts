import { expect } from 'vitest';
import type { Session } from './api.ts';
import { imageFile, jpegWithExif, png } from './images.ts';

// Identity checks (D-258) through the real server: a person sends their document and selfie as the
// app does (multipart), a reviewer decides.

/** POST /users/me/identity/ with a national ID number and two photos; `fields` replace or drop (null) any part. */
export async function sendIdentity(session: Session, fields: Record<string, string | File | null> = {}) {
  const form = new FormData();
  const parts: Record<string, string | File | null> = {
    document_type: 'national_id',
    document_number: '12 345 678',
    document: imageFile(await jpegWithExif(1200, 800), 'id-card.jpg', 'image/jpeg'),
    selfie: imageFile(await png(600, 800), 'selfie.png'),
    ...fields,
  };
  for (const [name, value] of Object.entries(parts)) if (value !== null) form.set(name, value);
  return session.request('/users/me/identity/', { method: 'POST', body: form });
}

/** Sends a person's documents and has `reviewer` approve them: their identity is checked. */
export async function checkIdentity(person: Session, reviewer: Session) {
  const sent = await sendIdentity(person);
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  const approved = await reviewer.post(`/moderation/identities/${sent.body.data.id}/approve/`, {});
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return sent.body.data.id as string;
}
