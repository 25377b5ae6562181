// Where uploaded photos live: one interface, two drivers (D-220). The local disk is the embedded
// default (`npm start` needs nothing); an S3-compatible bucket lets several server instances, and
// a CDN in front of them, see the same files. Callers only ever speak in keys (`<folder>/<name>`),
// never in disk paths or bucket URLs.

export interface MediaObject {
  contentType: string;
  length: number;
  /** The backend's validator, quoted as HTTP sends it, when it has one. */
  etag?: string;
  /** The bytes; null when the caller's If-None-Match matched (answer 304 without reading them). */
  body: ReadableStream<Uint8Array> | null;
}

export interface MediaEntry {
  key: string;
  lastModified: Date;
}

export interface MediaStore {
  /** Stores the bytes under the key; a reader never sees the object half written. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none or the key is not a media key. */
  get(key: string, ifNoneMatch?: string): Promise<MediaObject | null>;
  /** Deletes these objects; missing ones are fine. */
  delete(keys: string[]): Promise<void>;
  /**
   * Every object whose key starts with the prefix (a folder is `<folder>/`; '' for everything),
   * including what a killed process left half written (the media sweep finds leftovers this way).
   */
  list(prefix: string): AsyncIterable<MediaEntry>;
  /** Where the files go, for the start-up line ("disk ./data/media", "S3 bucket …"). */
  readonly description: string;
}

// Keys are made by the server (a photo's owner id and its own id), so the rule can be strict: a
// key is `/`-separated names of letters, digits, `-`, `_` and `.`, none empty and none starting
// with a dot. That refuses `..` and `.` outright, absolute paths, backslashes and any %-escape, on
// every driver: a bucket would store `a/../b` literally, but a CDN or proxy in front may not read
// it the same way, so such a key is never written or served anywhere.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
const MAX_KEY_LENGTH = 512;

export function isMediaKey(key: string) {
  return key.length > 0 && key.length <= MAX_KEY_LENGTH && key.split('/').every((s) => SEGMENT.test(s));
}

// Photos only some may see (a cash book's receipts, D-239; identity documents, D-258): stored like
// every photo, but /media/ never serves them; the API does, after checking who asks.
const PRIVATE_FOLDERS = ['cash-book/', 'identity/'];

export const isPrivateMediaKey = (key: string) => PRIVATE_FOLDERS.some((folder) => key.startsWith(folder));

/** Throws for a key no driver may write or delete: the server made it, so it is a bug. */
export function assertMediaKey(key: string) {
  if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
}

// The only files the server writes and serves under /media/ (sharp's output, by extension).
const CONTENT_TYPES = new Map([
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
]);

/** The type a stored photo is served with, from its name; undefined for anything else. */
export const mediaContentType = (key: string) => CONTENT_TYPES.get(/\.([a-z]+)$/.exec(key)?.[1] ?? '');

/** Whether an If-None-Match header names this validator (weak comparison, as for a GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
