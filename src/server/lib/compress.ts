import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import { createTtlCache } from './ttl-cache.ts';

// Responses drawn per request (API JSON, the shell, the donor's page) are compressed here, on the
// main thread and at once: they are a few KB, which takes well under a millisecond, whereas
// hono's compress() queues each one on libuv's four pool threads behind whatever holds them
// (password hashing, file reads). Static files are compressed once, at build time
// (scripts/precompress.mjs), and served as they are (decisions log D-055).

const MIN_BYTES = 1024;
const MAX_BYTES = 2 * 1024 * 1024;
// A shared link brings the same page and the same review to many phones at once: identical bytes
// are compressed once (hashing 4 KB costs a few microseconds, compressing it a hundred).
const packedCache = createTtlCache<Buffer<ArrayBuffer>>({ ttlMs: 60_000, max: 300 });

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

function pickEncoding(accept: string | undefined) {
  const offered = new Set((accept ?? '').split(',').map((part) => part.split(';')[0]!.trim()));
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return undefined;
}

export const compressSmall = createMiddleware(async (c, next) => {
  await next();
  const res = c.res;
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  const type = res.headers.get('content-type') ?? '';
  const length = Number(res.headers.get('content-length') ?? NaN);
  if (!encoding || !res.body || res.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) return;
  if (length < MIN_BYTES || length > MAX_BYTES) return;
  if (c.req.method === 'HEAD' || res.headers.get('cache-control')?.includes('no-transform')) return;
  const body = new Uint8Array(await res.arrayBuffer());
  if (body.length < MIN_BYTES || body.length > MAX_BYTES) {
    c.res = new Response(body, res);
    return;
  }
  const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
  let packed = packedCache.get(key);
  if (!packed) {
    // Brotli at quality 5 is faster than gzip's default and still smaller.
    const zipped =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body, { level: 6 });
    // zlib's output always sits on a plain ArrayBuffer (never shared memory), as a body needs.
    packed = zipped as Buffer<ArrayBuffer>;
    packedCache.set(key, packed);
  }
  const headers = new Headers(res.headers);
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(packed.length));
  headers.append('vary', 'Accept-Encoding');
  // Cleared first: replacing an answer makes Hono re-wrap the new one around a stream of its body,
  // which @hono/node-server then writes chunk by chunk instead of in one go.
  c.res = undefined;
  c.res = new Response(packed, { status: res.status, headers });
});
