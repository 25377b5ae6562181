// The bare server bench:api compares the real one with: hono on @hono/node-server, no middleware,
// answering each measured path with the bytes the real server sent for it, from memory. What the
// real server spends beyond this (routing, guards, database, rendering, compression) is its own.
//
//   tsx scripts/bench-api/bare-server-main.ts <snapshots.json> <port>
import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { StoredSnapshot } from './bare-server.ts';

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('Usage: bare-server-main.ts <snapshots.json> <port>');
const snapshots = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredSnapshot[];

const app = new Hono();
for (const s of snapshots) {
  const body = new Uint8Array(Buffer.from(s.body, 'base64'));
  const headers: Record<string, string> = { 'content-type': s.contentType };
  if (s.contentEncoding) headers['content-encoding'] = s.contentEncoding;
  // Routed by path alone: the search's query string selects nothing here.
  app.get(new URL(s.path, 'http://bare').pathname, (c) => c.body(body, 200, headers));
}

serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' });
