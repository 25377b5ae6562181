import { API } from '#shared/api-paths.ts';

// The hot reads: what a visitor's first minutes on Harambee ask the server for. Each is asked for
// as a browser asks (compression accepted), so the server's compressing is part of the figure.

export type ReadKey =
  | 'home'
  | 'list-page'
  | 'list-page-50'
  | 'list-api'
  | 'list-api-50'
  | 'search-page'
  | 'search-api'
  | 'fundraiser-page'
  | 'review-api'
  | 'fundraiser-page-cold'
  | 'review-api-cold';

export interface Read {
  key: ReadKey;
  /** What the table calls it. */
  label: string;
  path: string;
  headers: Record<string, string>;
  /** Measured with the server's 2 s copy of the review expired before every request. */
  cold?: boolean;
}

const ACCEPT_ENCODING = 'gzip, br';
const PAGE = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': ACCEPT_ENCODING };
const JSON_ = { accept: 'application/json', 'accept-encoding': ACCEPT_ENCODING };

export const PAGE_SEARCH = 'water tank';
export const API_SEARCH = 'school fees';

/** `code`: the big fundraiser's short code (on the demo data, the demo fundraiser with most gifts). */
export function hotReads(code: string): Read[] {
  const list = `/api${API.fundraisers}`;
  const review = `/api${API.review(code)}`;
  return [
    { key: 'home', label: '`/` (home page)', path: '/', headers: PAGE },
    { key: 'list-page', label: '`/fundraisers` page 1', path: '/fundraisers', headers: PAGE },
    // The drawn list's ?page=N is "N pages at once", capped at 10 (load-public-page.ts): 120 cards.
    {
      key: 'list-page-50',
      label: '`/fundraisers?page=50` (draws pages 1–10)',
      path: '/fundraisers?page=50',
      headers: PAGE,
    },
    { key: 'list-api', label: 'list API page 1', path: `${list}?page=1`, headers: JSON_ },
    // The API's page 50 is one page of 12 cards, 588 rows in.
    { key: 'list-api-50', label: 'list API page 50 (cards 589–600)', path: `${list}?page=50`, headers: JSON_ },
    {
      key: 'search-page',
      label: `\`/fundraisers?q=${PAGE_SEARCH}\``,
      path: `/fundraisers?q=${encodeURIComponent(PAGE_SEARCH)}`,
      headers: PAGE,
    },
    {
      key: 'search-api',
      label: `search API \`${API_SEARCH}\``,
      path: `/api${API.search}?q=${encodeURIComponent(API_SEARCH)}`,
      headers: JSON_,
    },
    { key: 'fundraiser-page', label: '`/f/{big}` (2 s cache)', path: `/f/${code}`, headers: PAGE },
    { key: 'review-api', label: 'review JSON of big (2 s cache)', path: review, headers: JSON_ },
    {
      key: 'fundraiser-page-cold',
      label: '`/f/{big}`, cache expired',
      path: `/f/${code}`,
      headers: PAGE,
      cold: true,
    },
    { key: 'review-api-cold', label: 'review JSON, cache expired', path: review, headers: JSON_, cold: true },
  ];
}

async function getJson<T>(origin: string, path: string): Promise<T> {
  const res = await fetch(origin + path, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

type Card = { short_code: string; supporters_count: number; title: string | null };
type CardPage = { data: Card[]; meta: { total: number } };

/** The demo fundraiser with the most supporters: the demo's nearest thing to the big one. */
export async function mostSupported(origin: string) {
  const { data } = await getJson<CardPage>(origin, `/api${API.fundraisers}?page_size=50`);
  const best = [...data].sort((a, b) => b.supporters_count - a.supporters_count)[0];
  if (!best) throw new Error('No live fundraiser: was the demo data seeded?');
  return best;
}

/** The big fundraiser as the server sees it (the review answers, and how many gave). */
export async function checkBig(origin: string, code: string) {
  const { data } = await getJson<{ data: { fundraiser: { status: string } } }>(origin, `/api${API.review(code)}`);
  if (data.fundraiser.status !== 'live') throw new Error(`/f/${code} is ${data.fundraiser.status}, not live`);
}

/** How many live fundraisers there are and how many each search matches, to show the searches are fair. */
export async function searchShares(origin: string) {
  const live = await getJson<CardPage>(origin, `/api${API.fundraisers}?page=1`);
  const share = async (q: string) =>
    (await getJson<CardPage>(origin, `/api${API.search}?q=${encodeURIComponent(q)}`)).meta.total;
  return { live: live.meta.total, [PAGE_SEARCH]: await share(PAGE_SEARCH), [API_SEARCH]: await share(API_SEARCH) };
}
