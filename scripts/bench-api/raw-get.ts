import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as it crossed the wire (still compressed when the server compressed it). */
  body: Buffer;
}

// fetch() decompresses bodies, and the bare server must replay the very bytes the real one sent;
// node:http hands them over untouched.
export function rawGet(origin: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    const req = http.get(new URL(path, origin), { headers, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${path}: no answer in 30 s`)));
    req.on('error', reject);
  });
}
