import http from 'node:http';
import { PAYOUT_PATHS } from '#shared/daraja-payouts.ts';

// A pass-through in front of the Daraja simulator that can stop one payout (or refund) request on its way, so
// a test can kill the server at an exact point: while the request has not reached M-Pesa yet
// ('request': held, then dropped), or after M-Pesa took it but before the server heard back
// ('answer': forwarded, its acknowledgement held). Everything else passes untouched.

export type HoldAt = 'request' | 'answer' | null;

export async function startDarajaProxy(target: string) {
  let holdAt: HoldAt = null;
  let holdPath: string = PAYOUT_PATHS.b2c;
  let arrived: (() => void) | null = null;
  const held: http.ServerResponse[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const isPayout = req.method === 'POST' && req.url === holdPath;
      const stop = isPayout ? holdAt : null;
      if (stop) holdAt = null;
      if (stop === 'request') {
        held.push(res);
        arrived?.();
        return;
      }
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'content-type'])
        if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
      void fetch(new URL(req.url ?? '/', target), {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      }).then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        if (stop === 'answer') {
          held.push(res);
          arrived?.();
          return;
        }
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}`,
    /** Holds the next request to `path` (B2C by default) at `at`; resolves when it is held. */
    holdNextPayout(at: Exclude<HoldAt, null>, path: string = PAYOUT_PATHS.b2c) {
      holdAt = at;
      holdPath = path;
      return new Promise<void>((resolve) => (arrived = resolve));
    },
    /** Drops whatever is held (its caller is dead by then). */
    dropHeld: () => held.splice(0).forEach((res) => res.destroy()),
    close: () =>
      new Promise<void>((resolve) => {
        held.splice(0).forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
