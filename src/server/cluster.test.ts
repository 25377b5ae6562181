import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dialect, Session, STRONG_PASSWORD, uniqueEmail } from '#tests/support/api.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { adminCliOn } from '#tests/support/admin-cli.ts';
import { donationBody, postCallback, successCallback, to254, type SimPush } from '#tests/support/donations.ts';
import { completeFundraiser } from '#tests/support/fundraisers.ts';
import { liveFundraiserIn } from '#tests/support/own-server.ts';
import { startCluster, type Cluster } from '#tests/setup/cluster.ts';
import { fundraiserMoney, untilFinal } from '#tests/setup/cluster-money.ts';

// Two server instances on one PostgreSQL database and one S3 bucket, behind nginx running the
// shipped deploy/nginx/harambee.conf (D-226): whatever one instance wrote, the other serves; a
// payment started on one is settled on the other; and `kill -9` of one in the middle of a burst
// of donors loses no acknowledged donation, counts none twice, and leaves the other serving.

const SEEN_BY_DONOR = 'image/webp';

let cluster: Cluster;
const instance = (i: number) => cluster.instances[i]!;
const ids = (replies: { id?: string }[]) => replies.map((r) => r.id!);
const viaNginx = () => new Session(undefined, `${cluster.url}/api`);

beforeAll(async () => {
  if (dialect() !== 'postgres') return;
  cluster = await startCluster({
    baseDatabaseUrl: inject('serverEnv').DATABASE_URL!,
    // A's payments call back to B and B's to A: "settled on the other instance" by construction.
    callbacks: 'crossed',
    donorDelayMs: 300,
    // Late enough that the payment below is settled by its callback; soon enough that the ones
    // whose callback went to the killed instance are asked about within the test.
    env: { PAYMENT_FIRST_QUERY_SECONDS: '3', PAYMENT_GIVE_UP_SECONDS: '10', PAYMENT_REPUSH_SECONDS: '0' },
  });
}, 120_000);
afterAll(() => cluster?.stop(), 60_000);

async function reviewerOn(api: string) {
  const email = uniqueEmail('cluster-reviewer');
  const created = await adminCliOn(instance(0).env, 'create-reviewer', email, STRONG_PASSWORD);
  expect(created.code, created.out).toBe(0);
  const session = new Session(undefined, api);
  expect((await session.post('/users/login/', { email_address: email, password: STRONG_PASSWORD })).status).toBe(200);
  return session;
}

async function simPush(phone: string) {
  const res = await fetch(`${cluster.darajaSimUrl}/simulator/pushes?phone=${to254(phone)}`);
  return ((await res.json()) as SimPush[]).at(-1)!;
}
const simQueries = async () =>
  ((await (await fetch(`${cluster.darajaSimUrl}/simulator/stats`)).json()) as { queries: number }).queries;

async function pollDonation(api: string, id: string) {
  for (let i = 0; i < 100; i++) {
    const { body } = await new Session(undefined, api).get(`/donations/${id}/`);
    if (body.data.status !== 'pending') return body.data as { status: string };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`donation ${id} still pending`);
}

describe.runIf(dialect() === 'postgres')('two instances behind nginx (D-226)', () => {
  it('serves a fundraiser created and photographed on A from B: page, review JSON and photo', async () => {
    const [a, b] = [instance(0), instance(1)];
    const { session } = await verifiedUser('cluster-owner', a.api);
    const fundraiser = await completeFundraiser(session, 'Borehole for Kajiado Township');
    const reviewer = await reviewerOn(b.api);
    expect((await reviewer.post(`/moderation/fundraisers/${fundraiser.short_code}/approve/`)).status).toBe(200);

    for (const origin of [b.origin, cluster.url]) {
      const review = await new Session(undefined, `${origin}/api`).get(`/fundraisers/${fundraiser.short_code}/review/`);
      expect(review.status).toBe(200);
      expect(review.body.data.detail.fundraiser_title).toBe('Borehole for Kajiado Township');
      const photo = review.body.data.images[0].variants[0].url as string;
      const image = await fetch(`${origin}${photo}`);
      expect([image.status, image.headers.get('content-type')]).toEqual([200, SEEN_BY_DONOR]);
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
      const page = await fetch(`${origin}/f/${fundraiser.short_code}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Borehole for Kajiado Township');
    }
    // nginx passed requests to both instances (its log names every request it proxied).
    expect(cluster.nginx.accessLog()).toMatch(/GET \/f\/\w+ HTTP\/1\.1" 200/);
  });

  it('settles a donation started on A with the callback landing on B, counted once even when replayed on A', async () => {
    const [a, b] = [instance(0), instance(1)];
    const { id: fundraiserId, shortCode } = await liveFundraiserIn(cluster.db);
    const queriesBefore = await simQueries();
    const body = donationBody(shortCode, { amount: 750 });
    const started = await new Session(undefined, a.api).post('/donations/', body);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const push = await simPush(body.phone);
    expect(push.CallBackURL.startsWith(`${b.origin}/api/`)).toBe(true);

    expect((await pollDonation(`${cluster.url}/api`, started.body.data.id)).status).toBe('succeeded');
    // The callback settled it: no status query was needed.
    expect(await simQueries()).toBe(queriesBefore);
    // Daraja posting the same result again, to the other instance, changes nothing.
    const callbackOnA = push.CallBackURL.replace(b.origin, a.origin);
    const replayed = await postCallback(callbackOnA, successCallback(push.CheckoutRequestID, 750, 'TST7654321'));
    expect(replayed.status).toBe(200);
    const money = await fundraiserMoney(cluster.db, fundraiserId);
    expect(money).toMatchObject({ raisedMinor: 75_000, supporters: 1, succeeded: { n: 1 }, exact: true });
  });

  it('loses no acknowledged donation and counts none twice when A is killed mid-burst; B keeps serving', async () => {
    const [a, b] = [instance(0), instance(1)];
    const { id: fundraiserId, shortCode } = await liveFundraiserIn(cluster.db);
    const DONORS = 50;
    let killed = false;
    const donor = async (i: number) => {
      // Spread over a second and a half, so A dies with some requests answered, some in flight
      // and some not yet sent.
      await new Promise((r) => setTimeout(r, i * 30));
      const sentAfterKill = killed;
      const reply = await viaNginx()
        .post('/donations/', donationBody(shortCode, { amount: 100 + i }))
        .catch(() => ({ status: 0, body: null }));
      return { status: reply.status, id: reply.body?.data?.id as string | undefined, sentAfterKill };
    };
    const burst = Array.from({ length: DONORS }, (_, i) => donor(i));
    await new Promise((r) => setTimeout(r, 600));
    await a.crash();
    killed = true;
    const results = await Promise.all(burst);

    const acknowledged = results.filter((r) => r.status === 202);
    // A really died mid-burst: requests went out both before and after.
    expect(results.some((r) => r.sentAfterKill) && results.some((r) => !r.sentAfterKill)).toBe(true);
    // nginx sends requests after the kill to B (a refused connection is retried there).
    expect(results.filter((r) => r.sentAfterKill).every((r) => r.status === 202)).toBe(true);
    // Only requests that were at A when it died may fail, and only with nginx's own answer.
    for (const r of results.filter((r) => r.status !== 202)) expect([502, 504]).toContain(r.status);
    expect(acknowledged.length).toBeGreaterThan(DONORS / 2);
    const rows = await cluster.db
      .selectFrom('donations')
      .select('id')
      .where('fundraiser_id', '=', fundraiserId)
      .execute();
    const stored = new Set(rows.map((r) => r.id));
    for (const id of ids(acknowledged)) expect(stored.has(id), `acknowledged ${id} is stored`).toBe(true);

    // Callbacks meant for A are lost with it: B's status queries settle those payments. Every
    // acknowledged donation was pushed, and the simulator pays every ordinary number.
    expect(await untilFinal(cluster.db, ids(acknowledged), 30_000)).toBe(0);
    const final = await cluster.db
      .selectFrom('donations')
      .select(['id', 'status'])
      .where('fundraiser_id', '=', fundraiserId)
      .execute();
    for (const r of acknowledged) expect(final.find((d) => d.id === r.id)?.status).toBe('succeeded');
    const money = await fundraiserMoney(cluster.db, fundraiserId);
    expect(money).toMatchObject({ creditedTwice: 0, differences: [], exact: true });
    expect(money.raisedMinor).toBe(money.succeeded.totalMinor);
    expect(money.succeeded.n).toBeGreaterThanOrEqual(acknowledged.length);

    // B keeps serving through nginx: pages and a new donation.
    await expect(fetch(`${a.origin}/api/health`)).rejects.toThrow();
    for (let i = 0; i < 10; i++) expect((await fetch(`${cluster.url}/f/${shortCode}`)).status).toBe(200);
    const late = await viaNginx().post('/donations/', donationBody(shortCode, { amount: 999 }));
    expect(late.status).toBe(202);
    expect((await pollDonation(b.api, late.body.data.id)).status).not.toBe('pending');
  }, 90_000);
});
