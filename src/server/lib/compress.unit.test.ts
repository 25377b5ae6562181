import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressSmall } from './compress.ts';

// A file served with the Content-Length of its plain bytes, as serveStatic sends one.
const text = 'Harambee '.repeat(500);
const app = new Hono();
app.use(compressSmall);
app.get('/file.txt', (c) =>
  c.body(text, 200, { 'content-type': 'text/plain', 'content-length': String(Buffer.byteLength(text)) }),
);
app.get('/packed.js', (c) =>
  c.body('already', 200, { 'content-type': 'text/javascript', 'content-encoding': 'br', 'content-length': '7' }),
);

const get = (path: string, encoding: string) => app.request(path, { headers: { 'accept-encoding': encoding } });

describe('compressSmall', () => {
  it('gives the compressed bytes their own Content-Length', async () => {
    for (const [encoding, unpack] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await get('/file.txt', encoding);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      expect(bytes.length).toBeLessThan(Buffer.byteLength(text));
      expect(unpack(bytes).toString()).toBe(text);
    }
  });

  it('leaves a precompressed file and a client that takes no compression alone', async () => {
    const packed = await get('/packed.js', 'br, gzip');
    expect(await packed.text()).toBe('already');
    const plain = await get('/file.txt', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(text);
  });
});
