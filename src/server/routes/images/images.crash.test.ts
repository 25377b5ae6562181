import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { dialect, Session, type Reply } from '#tests/support/api.ts';
import { createFundraiser, upload } from '#tests/support/fundraisers.ts';
import { imageFile, png } from '#tests/support/images.ts';
import { startOwnServer } from '#tests/support/own-server.ts';
import { sweepMedia } from '#server/jobs/media-sweep.ts';
import { createDiskMediaStore } from '#server/media/disk-media-store.ts';

// A server killed with `kill -9` in the middle of an upload, restarted on the same data folder and
// database. Time passing is stood in for by making timestamps older in the database and on disk.

const HOUR_AGO = () => new Date(Date.now() - 3600_000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}

let server: Awaited<ReturnType<typeof startOwnServer>>;
beforeAll(async () => {
  server = await startOwnServer(`crash-${dialect()}`);
});
afterAll(async () => {
  await server?.dispose();
});

describe('an upload whose server was killed mid-request', () => {
  it('is retried under the same key after the lease: one photo, and the files the crash left are swept', async () => {
    const { session } = await verifiedUser('crash', server.api);
    const { id, short_code } = await createFundraiser(session);
    const files = () =>
      fs.existsSync(path.join(server.mediaDir, id)) ? fs.readdirSync(path.join(server.mediaDir, id)) : [];
    const headers = { 'Idempotency-Key': `crash-${id}` };
    // 49 megapixels of one colour: a small request, but seconds of image work to be killed in.
    const bytes = await png(7000, 7000);
    const send = () => upload(session, id, [imageFile(bytes, 'big.png')], headers);

    const first = send().catch(() => 'no answer' as const);
    const claimed = async () =>
      Boolean(
        await server
          .db()
          .selectFrom('idempotency_keys')
          .select('key')
          .where('key', '=', headers['Idempotency-Key'])
          .executeTakeFirst(),
      );
    await until(async () => (await claimed()) && files().length > 0, 'the upload to claim its key and write files');
    await server.crash();
    expect(await first).toBe('no answer');
    const leftByCrash = files();

    await server.restart();
    // The claim survived the crash; until its lease runs out, the key is still held.
    const early = await send();
    expect([early.status, early.body.message]).toEqual([409, MSG.idempotencyInFlight]);

    // Even when its files look old, the sweep spares them: the killed request's slot reservation
    // is within its lease as far as the database knows (an upload in flight looks the same).
    const age = (names: string[]) => {
      for (const name of names) fs.utimesSync(path.join(server.mediaDir, id, name), HOUR_AGO(), HOUR_AGO());
    };
    age(leftByCrash);
    expect(await sweepMedia({ db: server.db(), media: createDiskMediaStore(server.mediaDir) })).toBe(0);
    expect(files().sort()).toEqual([...leftByCrash].sort());

    await server
      .db()
      .updateTable('idempotency_keys')
      .set({ claimed_at: HOUR_AGO().toISOString() })
      .where('key', '=', headers['Idempotency-Key'])
      .execute();
    // Several retries at once: exactly one takes the key over and does the work.
    const retries = await Promise.all([send(), send(), send()]);
    const fresh = retries.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') !== 'true');
    expect(fresh).toHaveLength(1);
    const answer = fresh[0]!;
    for (const reply of retries.filter((r) => r !== answer)) {
      if (reply.status === 409) expect(reply.body.message).toBe(MSG.idempotencyInFlight);
      else expect([reply.status, reply.body]).toEqual([201, answer.body]);
    }
    const replay: Reply = await send();
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(replay.body).toEqual(answer.body);
    const photo = answer.body.data.images[0] as { id: string; image: string };
    const review = await new Session(undefined, server.api).get(`/fundraisers/${short_code}/review/`);
    expect(review.body.data.images.map((i: { id: string }) => i.id)).toEqual([photo.id]);

    // The retry freed the killed request's slot: what it wrote now belongs to no photo, and the
    // sweep at start-up removes it. The stored photo's files stay, however old.
    const orphans = files().filter((n) => !n.startsWith(photo.id));
    expect(orphans.length).toBeGreaterThan(0);
    expect(orphans.sort()).toEqual([...leftByCrash].sort());
    age(files());
    await server.restart();
    await until(() => files().every((n) => n.startsWith(photo.id)), 'the sweep to remove the orphans');
    expect(files().filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect(files().length).toBeGreaterThan(2); // the original, its WebP copies and the preview
    const original = await fetch(`${server.api.replace(/\/api$/, '')}${photo.image}`);
    expect(original.status).toBe(200);
  }, 240_000);
});
