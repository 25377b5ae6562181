import fs from 'node:fs';
import { API } from '#shared/api-paths.ts';
import { rawGet } from './raw-get.ts';

// What is measured: the four requests a donor's visit leans on most, each with the headers a
// browser sends. Every one asks for compression, as browsers always do: the server's cost of
// compressing is part of what a visitor waits for.

export interface Target {
  /** A short, stable name for the table and the JSON (the short code changes every run). */
  name: 'review' | 'donor page' | 'search' | 'static asset';
  path: string;
  headers: Record<string, string>;
}

/** The bytes one answer carried, and the two headers a client needs to read them. */
export interface Snapshot {
  path: string;
  contentType: string;
  contentEncoding: string | null;
  body: Buffer;
}

const ACCEPT_ENCODING = 'gzip, br';
const JSON_HEADERS = { accept: 'application/json', 'accept-encoding': ACCEPT_ENCODING };
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': ACCEPT_ENCODING };

async function getJson<T>(origin: string, path: string): Promise<T> {
  const res = await fetch(origin + path, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

/** The app's entry script, read from the built shell: the largest file every first visit needs. */
export function entryScript(indexHtml = 'dist/web/index.html') {
  const src = fs.readFileSync(indexHtml, 'utf8').match(/<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"/)?.[1];
  if (!src) throw new Error(`No /assets/*.js entry script in ${indexHtml}`);
  return src;
}

/** A live fundraiser (the demo seed makes six) and a word of its title that search must find. */
export async function findTargets(origin: string): Promise<Target[]> {
  type Card = { short_code: string; title: string | null };
  const live = await getJson<{ data: Card[] }>(origin, `/api${API.fundraisers}`);
  const fundraiser = live.data.find((c) => c.title);
  if (!fundraiser?.title) throw new Error('No live fundraiser with a title: was the demo data seeded?');
  // The longest word is the most specific one: a realistic query, not a stop word.
  const word = fundraiser.title
    .split(/[^\p{L}]+/u)
    .sort((a, b) => b.length - a.length)[0]!
    .toLowerCase();
  const searchPath = `/api${API.search}?q=${encodeURIComponent(word)}`;
  const found = await getJson<{ data: unknown[] }>(origin, searchPath);
  if (found.data.length === 0) throw new Error(`Search for "${word}" found nothing`);
  return [
    { name: 'review', path: `/api${API.review(fundraiser.short_code)}`, headers: JSON_HEADERS },
    { name: 'donor page', path: `/f/${fundraiser.short_code}`, headers: PAGE_HEADERS },
    { name: 'search', path: searchPath, headers: JSON_HEADERS },
    { name: 'static asset', path: entryScript(), headers: { accept: '*/*', 'accept-encoding': ACCEPT_ENCODING } },
  ];
}

/** One answer from the real server, kept for the bare server to replay. */
export async function snapshot(origin: string, target: Target): Promise<Snapshot> {
  const res = await rawGet(origin, target.path, target.headers);
  if (res.status !== 200) throw new Error(`GET ${target.path}: ${res.status}, expected 200`);
  const encoding = res.headers['content-encoding'];
  return {
    path: target.path,
    contentType: res.headers['content-type'] ?? 'application/octet-stream',
    contentEncoding: typeof encoding === 'string' ? encoding : null,
    body: res.body,
  };
}
