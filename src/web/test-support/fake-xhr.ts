/** One scripted answer: a status and body (with upload progress events first), or a network failure. */
export type Scripted = { status: number; body?: unknown; progress?: [number, number][] } | 'network';

/**
 * XMLHttpRequest for tests: each send() takes the next answer of `FakeXHR.script` and keeps the
 * request in `FakeXHR.sent`. Install it with `vi.stubGlobal('XMLHttpRequest', FakeXHR)`.
 */
export class FakeXHR {
  static script: Scripted[] = [];
  static sent: FakeXHR[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    this.body = body;
    FakeXHR.sent.push(this);
    const next = FakeXHR.script.shift() ?? { status: 500, body: { message: 'Not scripted' } };
    void Promise.resolve().then(() => {
      if (next === 'network') return this.onerror?.();
      for (const [loaded, total] of next.progress ?? [])
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      this.status = next.status;
      this.responseText = next.body === undefined ? '' : JSON.stringify(next.body);
      this.onload?.();
    });
  }
}
