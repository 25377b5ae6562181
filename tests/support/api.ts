import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { inject } from 'vitest';

// A small HTTP client for the API tests: real requests to the real server process, a cookie jar
// per session, and a distinct client address per session (the server trusts X-Forwarded-For in
// tests) so one test's rate-limit counters never leak into another's.

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
  setCookies: string[];
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  body?: RequestInit['body'];
  headers?: Record<string, string>;
}

let ipCounter = 0;
const nextIp = () => {
  ipCounter++;
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`;
};

export const apiUrl = () => inject('apiUrl');
export const dialect = () => inject('dialect');

export class Session {
  readonly cookies = new Map<string, string>();
  /** `api` points the session at another server process than the suite's (a crash test's own). */
  constructor(
    readonly ip = nextIp(),
    readonly api?: string,
  ) {}

  async request<T = any>(path: string, opts: RequestOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...opts.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body = opts.body;
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${this.api ?? apiUrl()}${path}`, {
      method: opts.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
    });
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (a docs page, an image): the raw text is returned
    }
    return { status: res.status, body: parsed as T, headers: res.headers, setCookies };
  }

  post<T = any>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>(path, { method: 'POST', json, headers });
  }
  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>(path, { headers });
  }
}

export const uniqueEmail = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.test`;

export const STRONG_PASSWORD = 'Str0ng!Pass';

/**
 * A request through node:http, for headers fetch will not send as given (it always writes its own
 * Host): a forged Host must reach the server to prove nothing is built from it.
 */
export function rawRequest(
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const url = new URL(`${apiUrl()}${path}`);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}
