import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { FakeXHR } from '#web/test-support/fake-xhr.ts';
import { mockApi } from '#web/test-support/render.tsx';
import { setSessionEndHandler } from './api-client.ts';
import { uploadPhoto } from './photo-upload.ts';

// The network boundary is faked: XMLHttpRequest (the direct upload, with progress) by FakeXHR
// answering from a script, fetch (token refresh, the hand-over to the service worker) by
// mockApi. What the worker does with a hand-over is the e2e suite's business; here it answers 202.

const UPLOAD = 'POST /api/fundraiser-images/';
const REFRESH = 'POST /api/token/refresh/';
const stored = { message: MSG.imagesUploaded, data: { fundraiser: 'f-1', images: [{ id: 'i-1' }] } };
const unauthorized = { status: 401, body: { message: 'Authentication credentials were not provided or have expired' } };
const input = () => ({
  fundraiserId: 'f-1',
  shortCode: 'AbCd1234',
  key: 'photo-key-1',
  file: new Blob(['jpeg bytes']),
  name: 'goat.jpg',
});

let sessionEnd: ReturnType<typeof vi.fn<(reason: 401 | 403) => void>>;
const setController = (controller: object | null) =>
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } });

beforeEach(() => {
  FakeXHR.script = [];
  FakeXHR.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXHR);
  sessionEnd = vi.fn<(reason: 401 | 403) => void>();
  setSessionEndHandler(sessionEnd);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('uploadPhoto()', () => {
  it('posts one photo with its key, marked direct, and reports progress up to 1', async () => {
    mockApi({});
    FakeXHR.script = [
      {
        status: 201,
        body: stored,
        progress: [
          [25, 100],
          [100, 100],
        ],
      },
    ];
    const onProgress = vi.fn<(fraction: number) => void>();
    await expect(uploadPhoto({ ...input(), onProgress })).resolves.toEqual({ kind: 'uploaded', body: stored });

    const [xhr] = FakeXHR.sent;
    expect(FakeXHR.sent).toHaveLength(1);
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/fundraiser-images/');
    expect(xhr?.withCredentials).toBe(true);
    expect(xhr?.headers).toMatchObject({
      'Idempotency-Key': 'photo-key-1',
      'X-Upload-Direct': '1',
      'X-Fundraiser-Code': 'AbCd1234',
    });
    expect(xhr?.body?.get('fundraiser')).toBe('f-1');
    expect(xhr?.body?.getAll('image')).toHaveLength(1);
    expect((xhr?.body?.get('image') as File).name).toBe('goat.jpg');
    expect(onProgress.mock.calls.map(([f]) => f)).toEqual([0.25, 1, 1]);
  });

  it('on a 401 refreshes the session once and sends the same photo again under the same key', async () => {
    const api = mockApi({ [REFRESH]: { body: { access: 'new-access' } } });
    FakeXHR.script = [unauthorized, { status: 201, body: stored }];
    await expect(uploadPhoto(input())).resolves.toEqual({ kind: 'uploaded', body: stored });
    expect(api.callsTo(REFRESH)).toHaveLength(1);
    expect(FakeXHR.sent.map((x) => x.headers['Idempotency-Key'])).toEqual(['photo-key-1', 'photo-key-1']);
    expect(sessionEnd).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh fails, without sending again', async () => {
    mockApi({ [REFRESH]: unauthorized });
    FakeXHR.script = [unauthorized];
    await expect(uploadPhoto(input())).resolves.toMatchObject({ kind: 'failed', status: 401 });
    expect(FakeXHR.sent).toHaveLength(1);
    expect(sessionEnd).toHaveBeenCalledWith(401);
  });

  it('ends the session when the retry is a 401 again, after one refresh only', async () => {
    const api = mockApi({ [REFRESH]: { body: { access: 'a' } } });
    FakeXHR.script = [unauthorized, unauthorized];
    await expect(uploadPhoto(input())).resolves.toMatchObject({ kind: 'failed', status: 401 });
    expect(api.callsTo(REFRESH)).toHaveLength(1);
    expect(FakeXHR.sent).toHaveLength(2);
    expect(sessionEnd).toHaveBeenCalledTimes(1);
  });

  it('ends the session on a 403', async () => {
    mockApi({});
    FakeXHR.script = [{ status: 403, body: { message: 'You do not have permission to do this' } }];
    await expect(uploadPhoto(input())).resolves.toEqual({
      kind: 'failed',
      status: 403,
      message: 'You do not have permission to do this',
    });
    expect(sessionEnd).toHaveBeenCalledWith(403);
  });

  it('waits a second and asks again while the first request with the key is still running', async () => {
    vi.useFakeTimers();
    mockApi({});
    FakeXHR.script = [
      { status: 409, body: { message: MSG.idempotencyInFlight } },
      { status: 201, body: stored },
    ];
    const outcome = uploadPhoto(input());
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeXHR.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ kind: 'uploaded', body: stored });
    expect(FakeXHR.sent).toHaveLength(2);
  });

  it('gives up on a busy key after a few tries', async () => {
    vi.useFakeTimers();
    mockApi({});
    FakeXHR.script = Array.from({ length: 10 }, () => ({ status: 409, body: { message: MSG.idempotencyInFlight } }));
    const outcome = uploadPhoto(input());
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toMatchObject({ kind: 'failed', status: 409, message: MSG.idempotencyInFlight });
    expect(FakeXHR.sent).toHaveLength(4);
  });

  it('hands the photo to the service worker when the network fails, and reports it queued', async () => {
    setController({});
    const api = mockApi({ [UPLOAD]: { status: 202, body: { queued: true, message: 'Saved on this phone' } } });
    FakeXHR.script = ['network'];
    await expect(uploadPhoto(input())).resolves.toEqual({ kind: 'queued' });

    expect(api.callsTo(UPLOAD)).toHaveLength(1);
    const init = api.fetch.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('Idempotency-Key')).toBe('photo-key-1');
    expect(headers.has('X-Upload-Direct')).toBe(false);
    expect((init?.body as FormData).get('fundraiser')).toBe('f-1');
  });

  it('reports uploaded when the hand-over reached the server after all', async () => {
    setController({});
    mockApi({ [UPLOAD]: { status: 201, body: stored } });
    FakeXHR.script = ['network'];
    await expect(uploadPhoto(input())).resolves.toEqual({ kind: 'uploaded', body: stored });
  });

  it('reports offline when the network fails and no service worker can keep the photo', async () => {
    const api = mockApi({});
    FakeXHR.script = ['network'];
    await expect(uploadPhoto(input())).resolves.toEqual({ kind: 'offline' });
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('passes the server refusal on with its message and field errors', async () => {
    mockApi({});
    const refusal = { message: 'A maximum of 5 files can be uploaded', errors: { image: [MSG.maxFiles] } };
    FakeXHR.script = [{ status: 400, body: refusal }];
    await expect(uploadPhoto(input())).resolves.toEqual({ kind: 'failed', status: 400, ...refusal });
    expect(sessionEnd).not.toHaveBeenCalled();
  });

  it('falls back to the default message when the refusal has none', async () => {
    mockApi({});
    FakeXHR.script = [{ status: 500 }];
    await expect(uploadPhoto(input())).resolves.toEqual({
      kind: 'failed',
      status: 500,
      message: MSG.uploadFailed,
    });
  });

  it('rejects with an AbortError when cancelled', async () => {
    mockApi({});
    FakeXHR.script = [{ status: 201, body: stored }];
    const controller = new AbortController();
    const outcome = uploadPhoto({ ...input(), signal: controller.signal });
    controller.abort();
    await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe("uploadPhoto() for an offered item's photo", () => {
  const itemInput = () => ({
    kind: 'item' as const,
    itemId: 'Kt7Q2mXa',
    code: 'Kt7Q2mXa',
    key: 'item-key-1',
    file: new Blob(['jpeg bytes']),
    name: 'shoes.jpg',
  });

  it('posts {item, image} to /api/item-images/ with its key and code, marked direct', async () => {
    mockApi({});
    FakeXHR.script = [{ status: 201, body: { message: 'Photos added', data: { item: 'Kt7Q2mXa', images: [] } } }];
    await expect(uploadPhoto(itemInput())).resolves.toMatchObject({ kind: 'uploaded' });
    const [xhr] = FakeXHR.sent;
    expect(xhr?.url).toBe('/api/item-images/');
    expect(xhr?.headers).toMatchObject({
      'Idempotency-Key': 'item-key-1',
      'X-Upload-Direct': '1',
      'X-Item-Code': 'Kt7Q2mXa',
    });
    expect(xhr?.body?.get('item')).toBe('Kt7Q2mXa');
    expect(xhr?.body?.has('fundraiser')).toBe(false);
  });

  it('hands it to the service worker at /api/item-images/ when the network fails', async () => {
    setController({});
    const api = mockApi({
      'POST /api/item-images/': { status: 202, body: { queued: true, message: 'Saved on this phone' } },
    });
    FakeXHR.script = ['network'];
    await expect(uploadPhoto(itemInput())).resolves.toEqual({ kind: 'queued' });
    const init = api.fetch.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('item-key-1');
    expect((init?.body as FormData).get('item')).toBe('Kt7Q2mXa');
  });
});
