import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { IDENTITY_MSG } from '#shared/schemas/identity.schema.ts';
import { outbox, verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { checkIdentity, sendIdentity } from '#tests/support/identity.ts';
import { imageFile } from '#tests/support/images.ts';
import { startPayoutServer, type PayoutServer } from '#tests/support/payouts.ts';
import { addTreasurer, approvalCode } from '#tests/support/treasurers.ts';
import { withdraw } from '#tests/support/withdrawals.ts';

// Organisers and treasurers are who they say (D-258): money leaves nobody a reviewer has not
// checked; the documents are never public and are gone 30 days after the decision.

let server: PayoutServer;
beforeAll(async () => {
  server = await startPayoutServer('identity', { PAYOUT_IDENTITY_REQUIRED: '1' });
}, 60_000);
afterAll(() => server?.dispose());

/** Every file under the server's media folder (the disk store). */
const mediaFiles = (): string[] =>
  fs.existsSync(server.mediaDir) ? (fs.readdirSync(server.mediaDir, { recursive: true }) as string[]) : [];

describe('an owner before their first withdrawal', () => {
  it('cannot withdraw until a reviewer checked their ID and selfie, then can', async () => {
    const f = await server.ownerWithMoney([2_000]);
    const publicPage = async () => (await fetch(`${new URL(server.api).origin}/f/${f.shortCode}`)).text();
    expect(await publicPage()).not.toContain('is-checked');
    const refused = await withdraw(f.owner, f.shortCode, 1_000);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(IDENTITY_MSG.ownerRequired);
    expect((await f.owner.get('/users/me/identity/')).body).toEqual({ data: null });

    const sent = await sendIdentity(f.owner);
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect(sent.body).toEqual({ message: IDENTITY_MSG.submitted, data: { id: sent.body.data.id, status: 'pending' } });
    expect((await f.owner.get('/users/me/identity/')).body.data).toMatchObject({ status: 'pending', reason: null });
    // Waiting: sending again is refused, and money still does not leave.
    expect((await sendIdentity(f.owner)).body.message).toBe(IDENTITY_MSG.alreadyPending);
    expect((await withdraw(f.owner, f.shortCode, 1_000)).status).toBe(409);

    // The reviewer sees the account's name beside the number (spaces dropped) and both photos.
    const queue = (await server.reviewer.get('/moderation/identities/')).body.data as Record<string, unknown>[];
    const mine = queue.find((x) => x.id === sent.body.data.id)!;
    expect(mine).toMatchObject({
      status: 'pending',
      document_type: 'national_id',
      document_number: '12345678',
      has_documents: true,
      payout_name_agrees: null,
      user: { email_address: f.ownerEmail, name: 'Achieng Odhiambo' },
    });
    for (const photo of ['document', 'selfie']) {
      const reply = await server.reviewer.request(`/moderation/identities/${mine.id as string}/${photo}/`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('cache-control')).toBe('private, no-store');
      expect(reply.headers.get('content-type')).toMatch(/^image\//);
    }

    expect((await server.reviewer.post(`/moderation/identities/${mine.id as string}/approve/`, {})).status).toBe(200);
    expect((await f.owner.get('/users/me/identity/')).body.data.status).toBe('approved');
    // The public page says so, beside the reviewer's approval of the fundraiser itself.
    expect(await publicPage()).toContain('<span class="badge is-checked">Organiser&#x27;s identity checked</span>');
    const mail = (await outbox(f.ownerEmail, server.api)).find((m) => m.subject === 'Your identity check on Harambee');
    expect(mail?.text).toContain('your identity is checked');
    expect((await withdraw(f.owner, f.shortCode, 1_000)).status).toBe(201);
    expect((await sendIdentity(f.owner)).body.message).toBe(IDENTITY_MSG.alreadyApproved);
  });

  it('is told why a check was refused, and sends the documents again', async () => {
    const { session } = await verifiedUser('refused-id', server.api);
    const sent = await sendIdentity(session, { document_type: 'passport', document_number: 'ak0123456' });
    expect(sent.status).toBe(202);
    const reason = 'The selfie is too dark to compare with the passport';
    const refused = await server.reviewer.post(`/moderation/identities/${sent.body.data.id}/reject/`, { reason });
    expect(refused.body).toEqual({ message: IDENTITY_MSG.rejected });
    expect((await session.get('/users/me/identity/')).body.data).toMatchObject({
      status: 'rejected',
      document_type: 'passport',
      reason,
    });
    const exported = (await session.get(API.myDataExport)).body.identity_checks;
    expect(exported).toMatchObject([
      { document_type: 'passport', document_number: 'AK0123456', status: 'rejected', reason },
    ]);
    const again = await sendIdentity(session);
    expect(again.status).toBe(202);
    expect((await session.get('/users/me/identity/')).body.data).toMatchObject({
      id: again.body.data.id,
      status: 'pending',
    });
  });
});

describe('what is sent', () => {
  it('is refused with a clear word per field, and nothing is stored', async () => {
    const { session } = await verifiedUser('bad-id', server.api);
    const before = mediaFiles().length;
    const cases: [Record<string, string | File | null>, string, string][] = [
      [{ document_type: null }, 'document_type', IDENTITY_MSG.documentTypeRequired],
      [{ document_number: '12ab' }, 'document_number', IDENTITY_MSG.nationalIdInvalid],
      [{ document_type: 'passport', document_number: 'A1!' }, 'document_number', IDENTITY_MSG.passportInvalid],
      [{ document: null }, 'document', IDENTITY_MSG.documentRequired],
      [{ selfie: null }, 'selfie', IDENTITY_MSG.selfieRequired],
      [{ selfie: imageFile(new TextEncoder().encode('not a picture'), 'me.png') }, 'selfie', 'me.png'],
    ];
    for (const [fields, field, words] of cases) {
      const reply = await sendIdentity(session, fields);
      expect(reply.status, field).toBe(400);
      expect(reply.body.errors[field][0], field).toContain(words);
    }
    expect((await session.get('/users/me/identity/')).body.data).toBeNull();
    expect(mediaFiles().length).toBe(before);
  });

  it('is never public: not under /media/, not to its owner, not to anyone but reviewers', async () => {
    const { session } = await verifiedUser('private-id', server.api);
    const sent = await sendIdentity(session);
    const row = await server
      .db()
      .selectFrom('identity_checks')
      .selectAll()
      .where('id', '=', sent.body.data.id)
      .executeTakeFirstOrThrow();
    const origin = new URL(server.api).origin;
    for (const key of [row.document_key!, row.selfie_key!]) {
      expect(fs.existsSync(path.join(server.mediaDir, key))).toBe(true);
      expect((await fetch(`${origin}/media/${key}`)).status).toBe(404);
    }
    expect((await session.get(`/moderation/identities/${row.id}/document/`)).status).toBe(403);
    expect((await session.get('/moderation/identities/')).status).toBe(403);
    expect((await session.post(`/moderation/identities/${row.id}/approve/`, {})).status).toBe(403);
    expect((await new Session(undefined, server.api).get(`/moderation/identities/${row.id}/selfie/`)).status).toBe(401);
  });
});

describe('reviewers', () => {
  it('decide a check once, even two at once, and never their own', async () => {
    const { session } = await verifiedUser('race-id', server.api);
    const sent = await sendIdentity(session);
    const id = sent.body.data.id as string;
    const replies = await Promise.all([
      server.reviewer.post(`/moderation/identities/${id}/approve/`, {}),
      server.reviewer.post(`/moderation/identities/${id}/reject/`, { reason: 'Blurred' }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.message).toBe(IDENTITY_MSG.notPending);

    const own = await sendIdentity(server.reviewer);
    expect(own.status).toBe(202);
    const refused = await server.reviewer.post(`/moderation/identities/${own.body.data.id}/approve/`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(IDENTITY_MSG.ownCheck);
    expect((await server.reviewer.post(`/moderation/identities/${id}/reject/`, { reason: ' ' })).status).toBe(400);
  });
});

describe('a treasurer', () => {
  it('approves a withdrawal only once their own identity is checked', async () => {
    const f = await server.ownerWithMoney([3_000]);
    await checkIdentity(f.owner, server.reviewer);
    const treasurer = await addTreasurer(f.owner, f.shortCode, server.api);
    const requested = await withdraw(f.owner, f.shortCode, 1_000);
    expect(requested.status).toBe(201);
    const id = requested.body.data.id as string;
    const refused = await treasurer.session.post(`/withdrawals/${id}/approvals/`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(IDENTITY_MSG.treasurerRequired);
    await checkIdentity(treasurer.session, server.reviewer);
    expect(await approvalCode(treasurer.session, treasurer.phone, id)).toMatch(/^\d{6}$/);
  });
});
