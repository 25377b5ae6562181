import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { IDENTITY_MSG } from '#shared/schemas/identity.schema.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session, STRONG_PASSWORD } from '#tests/support/api.ts';
import { checkIdentity, sendIdentity } from '#tests/support/identity.ts';
import { startPayoutServer, type PayoutServer } from '#tests/support/payouts.ts';

// Identity documents are kept no longer than needed (D-258): gone 30 days after the decision, and
// at once with a deleted account; the decision and its date stay.

let server: PayoutServer;
beforeAll(async () => {
  server = await startPayoutServer('identity-documents', { PAYOUT_IDENTITY_REQUIRED: '1' });
}, 60_000);
afterAll(() => server?.dispose());

/** Every file under the server's media folder (the disk store). */
const mediaFiles = (): string[] =>
  fs.existsSync(server.mediaDir) ? (fs.readdirSync(server.mediaDir, { recursive: true }) as string[]) : [];

describe('documents', () => {
  it('are deleted 30 days after the decision; the decision and its date stay', async () => {
    const { session } = await verifiedUser('old-id', server.api);
    const id = await checkIdentity(session, server.reviewer);
    const row = await server
      .db()
      .selectFrom('identity_checks')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const photoId = (key: string) => path.basename(key).split('.')[0]!;
    const ours = () =>
      mediaFiles().filter((f) => [row.document_key!, row.selfie_key!].some((k) => f.includes(photoId(k))));
    expect(ours().length).toBeGreaterThanOrEqual(2);

    // 29 days on: still kept. 31 days on: gone (the job runs when the demo clock moves).
    const dev = new Session(undefined, server.api);
    const at = (days: number) => new Date(Date.parse(row.decided_at!) + days * 86_400_000).toISOString();
    try {
      expect((await dev.request('/dev/clock', { method: 'PUT', json: { now: at(29) } })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(ours().length).toBeGreaterThanOrEqual(2);
      expect((await dev.request('/dev/clock', { method: 'PUT', json: { now: at(31) } })).status).toBe(200);
      for (let i = 0; ours().length > 0 && i < 100; i++) await new Promise((r) => setTimeout(r, 100));
    } finally {
      await dev.request('/dev/clock', { method: 'DELETE' });
    }
    expect(ours()).toEqual([]);
    const after = await server
      .db()
      .selectFrom('identity_checks')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      status: 'approved',
      decided_at: row.decided_at,
      document_number: null,
      document_key: null,
    });
    expect(after.documents_deleted_at).not.toBeNull();
    const listed = (await server.reviewer.get('/moderation/identities/?status=approved')).body.data.find(
      (x: { id: string }) => x.id === id,
    );
    expect(listed).toMatchObject({ has_documents: false, document_number: null });
    expect((await server.reviewer.get(`/moderation/identities/${id}/document/`)).body.message).toBe(
      IDENTITY_MSG.noDocuments,
    );
    expect((await session.get('/users/me/identity/')).body.data.status).toBe('approved');
  });

  it('go with a deleted account; a waiting check goes whole, a decided one keeps its decision', async () => {
    const waiting = await verifiedUser('deleted-waiting', server.api);
    const decided = await verifiedUser('deleted-decided', server.api);
    const pendingId = (await sendIdentity(waiting.session)).body.data.id as string;
    const decidedId = await checkIdentity(decided.session, server.reviewer);
    const rows = await server
      .db()
      .selectFrom('identity_checks')
      .selectAll()
      .where('id', 'in', [pendingId, decidedId])
      .execute();
    const keys = rows.flatMap((r) => [r.document_key!, r.selfie_key!]);
    for (const person of [waiting, decided]) {
      const gone = await person.session.post(API.deleteMe, { confirm: 'DELETE', password: STRONG_PASSWORD });
      expect(gone.status).toBe(200);
    }
    for (const key of keys) expect(fs.existsSync(path.join(server.mediaDir, key)), key).toBe(false);
    const left = await server
      .db()
      .selectFrom('identity_checks')
      .selectAll()
      .where('id', 'in', [pendingId, decidedId])
      .execute();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ id: decidedId, status: 'approved', document_number: null, selfie_key: null });
  });
});
