import { API } from '#shared/api-paths.ts';
import type { Recorder } from './recorder.ts';

// What the simulated people do, each request through nginx and timed into the recorder: a donor
// opens the fundraiser's page, presses Donate, and the page polls the donation as the app's
// (use-donation.ts: at once, then every 2 s) until it is final; a browser opens the home page,
// the list or a search. Every donor has an address and an M-Pesa number of their own, as a crowd
// would: neither the per-address nor the per-number limit is what is measured.

export interface Site {
  /** nginx's origin. */
  origin: string;
  shortCode: string;
  /** A word of the fundraiser's title, for the searches. */
  searchWord: string;
}

const PAGE = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip, br' };
const JSON_ACCEPT = { accept: 'application/json', 'accept-encoding': 'gzip, br' };
const POLL_MS = 2000;
/** A donor's page gives up polling after this long (the donation stays pending in the database). */
const POLL_GIVE_UP_MS = 60_000;

let people = 0;
/** A new person: an address in 10.0.0.0/8 and a number no other donor of the run has. */
function person() {
  const n = ++people;
  return {
    ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    // 0720 000 000 up: far from the simulator's magic numbers (0700 00x xxx).
    phone: `07${String(20_000_000 + n)}`,
  };
}

/** One request, timed to its last byte; the parsed JSON when asked for and the status is `expect`. */
async function timed(
  recorder: Recorder,
  route: string,
  url: string,
  init: RequestInit & { headers: Record<string, string> },
  expect: number,
) {
  const started = performance.now();
  try {
    const res = await fetch(url, init);
    const body = await res.text();
    recorder.record(route, performance.now() - started, res.status === expect ? undefined : String(res.status));
    return res.status === expect ? body : null;
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    recorder.record(route, performance.now() - started, cause ?? (err as Error).name);
    return null;
  }
}

/** One donor's visit; resolves with the donation's id once the page saw it final (or gave up). */
export async function donor(recorder: Recorder, site: Site) {
  const { ip, phone } = person();
  const headers = { 'x-forwarded-for': ip };
  await timed(
    recorder,
    'GET /f/{code}',
    `${site.origin}/f/${site.shortCode}`,
    { headers: { ...PAGE, ...headers } },
    200,
  );
  const started = await timed(
    recorder,
    'POST /api/donations/',
    `${site.origin}/api${API.donations}`,
    {
      method: 'POST',
      headers: { ...JSON_ACCEPT, ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ short_code: site.shortCode, amount: 50 + (people % 950), phone, display_name: 'Wanjiru' }),
    },
    202,
  );
  const id = started && (JSON.parse(started) as { data: { id: string } }).data.id;
  if (!id) return undefined;
  const giveUp = performance.now() + POLL_GIVE_UP_MS;
  for (;;) {
    const read = await timed(
      recorder,
      'GET /api/donations/{id}/',
      `${site.origin}/api${API.donation(id)}`,
      { headers: { ...JSON_ACCEPT, ...headers } },
      200,
    );
    const status = read && (JSON.parse(read) as { data: { status: string } }).data.status;
    if ((status && status !== 'pending') || performance.now() > giveUp) return id;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

let visits = 0;
/** One page of background browsing: the home page, the list, a search, in turn. */
export async function browse(recorder: Recorder, site: Site) {
  const headers = { 'x-forwarded-for': person().ip };
  const search = `/api${API.search}?q=${encodeURIComponent(site.searchWord)}`;
  const pages: [string, string, Record<string, string>][] = [
    ['GET /', '/', PAGE],
    ['GET /fundraisers', '/fundraisers', PAGE],
    [`GET /api${API.search}?q=`, search, JSON_ACCEPT],
  ];
  const [route, path, accept] = pages[visits++ % pages.length]!;
  await timed(recorder, route, `${site.origin}${path}`, { headers: { ...accept, ...headers } }, 200);
}

/**
 * Open-loop arrivals: `perSecond` starts of `visit` at even intervals for `seconds`, whatever the
 * server's speed (a crowd does not wait for the previous donor to finish), then waits for all.
 */
export async function arrivals<T>(perSecond: number, seconds: number, visit: () => Promise<T>) {
  const count = Math.round(perSecond * seconds);
  const began = performance.now();
  const visits: Promise<T>[] = [];
  for (let i = 0; i < count; i++) {
    const due = began + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    visits.push(visit());
  }
  return Promise.all(visits);
}
