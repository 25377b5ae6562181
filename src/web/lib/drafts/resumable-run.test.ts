import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { FetchError } from '#web/lib/api-client.ts';
import { uploadPhoto, type UploadOutcome } from '#web/lib/photo-upload.ts';
import { runResumable, type RunDraft, type RunPhase, type RunSteps } from './resumable-run.ts';

// The resumable run (D-193) with a made-up feature: its create and its photo uploads are faked,
// so what is checked is the engine's own promise — one create per draft key, each photo under its
// own key, progress written to the draft at once, and the service worker's photos counted.

vi.mock('#web/lib/photo-upload.ts', () => ({ uploadPhoto: vi.fn() }));
vi.mock('#web/lib/upload-queue.ts', () => ({ replayQueuedUploads: vi.fn() }));
const upload = vi.mocked(uploadPhoto);

interface Progress {
  ownerId: string;
  code: string;
}
interface TestDraft extends RunDraft<Progress> {
  title: string;
}

const photo = (n: number) => ({
  id: `p${n}`,
  name: `photo-${n}.jpg`,
  blob: new Blob([`bytes ${n}`]),
  status: 'pending' as const,
  uploadKey: `photo-key-${n}`,
});
const networkDown = () => new FetchError('fetch failed');

let draft: TestDraft;
let phases: RunPhase[];
let held: { key: string }[];
const create = vi.fn<(title: string, key: string, userId: string) => Promise<{ code: string }>>();

function steps(waitForHeldPhotos = false): RunSteps<TestDraft, string, Progress> {
  return {
    check: (d) => (d.title ? { kind: 'ok', values: d.title } : { kind: 'failed', message: 'No title' }),
    create,
    createRefused: () => ({ message: 'Refused', errors: { title: ['Too short'] } }),
    photoTarget: ({ code }) => ({ kind: 'item', itemId: code, code }),
    heldByWorker: () => Promise.resolve(held),
    waitForHeldPhotos,
  };
}

/** `null`: nobody signed in. */
const run = (userId: string | null = 'u1', waitForHeld = false) =>
  runResumable(steps(waitForHeld), {
    userId: userId ?? undefined,
    getDraft: () => draft,
    update: (change) => (draft = change(draft)),
    setPhase: (phase) => phases.push(phase),
    setProgress: () => undefined,
    flush: () => Promise.resolve(),
  });

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });

beforeEach(() => {
  draft = { title: 'Sofa', photos: [photo(1), photo(2)], createKey: 'create-key', progress: null, submitting: true };
  phases = [];
  held = [];
  create.mockReset().mockResolvedValue({ code: 'Kt7Q2mXa' });
  upload.mockReset().mockResolvedValue({ kind: 'uploaded', body: {} });
  setOnline(true);
});
afterEach(() => setOnline(true));

describe('the resumable run', () => {
  it('creates once under the draft’s key, then sends each photo under its own key', async () => {
    expect(await run()).toEqual({ kind: 'done', progress: { code: 'Kt7Q2mXa', ownerId: 'u1' } });
    expect(create).toHaveBeenCalledWith('Sofa', 'create-key', 'u1');
    expect(upload.mock.calls.map(([input]) => [input.key, input.name])).toEqual([
      ['photo-key-1', 'photo-1.jpg'],
      ['photo-key-2', 'photo-2.jpg'],
    ]);
    expect(draft.progress).toEqual({ ownerId: 'u1', code: 'Kt7Q2mXa' });
    expect(draft.photos.map((p) => p.status)).toEqual(['uploaded', 'uploaded']);
    expect(phases.at(-1)).toEqual({ kind: 'idle' });
  });

  it('a create cut off by the network waits, and the next run sends it again under the same key', async () => {
    create.mockRejectedValueOnce(networkDown());
    expect(await run()).toEqual({ kind: 'offline' });
    expect(phases.at(-1)).toEqual({ kind: 'offline' });
    expect(draft.progress).toBeNull();

    await run();
    expect(create.mock.calls.map(([, key]) => key)).toEqual(['create-key', 'create-key']);
  });

  it('a recorded create is not sent again; only the photos not yet uploaded are', async () => {
    draft = { ...draft, progress: { ownerId: 'u1', code: 'Kt7Q2mXa' } };
    draft.photos[0] = { ...draft.photos[0], status: 'uploaded' } as TestDraft['photos'][number];
    await run();
    expect(create).not.toHaveBeenCalled();
    expect(upload.mock.calls.map(([input]) => input.key)).toEqual(['photo-key-2']);
  });

  it('another account’s draft starts over with a fresh create key and fresh photo keys', async () => {
    draft = { ...draft, progress: { ownerId: 'someone-else', code: 'Old' } };
    await run();
    const key = create.mock.calls[0]?.[1];
    expect(key).not.toBe('create-key');
    expect(draft.createKey).toBe(key);
    expect(draft.progress).toEqual({ ownerId: 'u1', code: 'Kt7Q2mXa' });
    expect(draft.photos.map((p) => p.uploadKey)).not.toContain('photo-key-1');
  });

  it('refusals stop the run with what they say; nothing is sent offline or signed out', async () => {
    create.mockRejectedValueOnce(new Error('boom'));
    expect(await run()).toEqual({ kind: 'failed', message: 'Refused', errors: { title: ['Too short'] } });
    expect(await run(null)).toEqual({ kind: 'failed', message: MSG.notSignedIn });
    draft = { ...draft, title: '' };
    expect(await run()).toEqual({ kind: 'failed', message: 'No title' });
    setOnline(false);
    draft = { ...draft, title: 'Sofa' };
    expect(await run()).toEqual({ kind: 'offline' });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('a refused photo stops the run with its message', async () => {
    upload.mockResolvedValueOnce({ kind: 'failed', status: 413, message: 'Too large' });
    expect(await run()).toEqual({ kind: 'failed', message: 'Too large' });
  });

  it('photos the service worker holds are marked queued and count as posted, unless the feature waits', async () => {
    held = [{ key: 'photo-key-1' }];
    upload.mockResolvedValue({ kind: 'queued' } satisfies UploadOutcome);
    expect(await run()).toMatchObject({ kind: 'done' });
    expect(upload).toHaveBeenCalledTimes(1);
    expect(draft.photos.map((p) => p.status)).toEqual(['queued', 'queued']);

    expect(await run('u1', true)).toEqual({ kind: 'waiting-photos' });
    expect(phases.at(-1)).toEqual({ kind: 'waiting-photos', count: 2 });

    // Offline with only the worker's photos left, a waiting run says so rather than 'offline'.
    setOnline(false);
    expect(await run('u1', true)).toEqual({ kind: 'waiting-photos' });
    expect(await run('u1', false)).toEqual({ kind: 'offline' });
  });

  it('a held photo the worker reports sent during the run stays uploaded', async () => {
    held = [{ key: 'photo-key-2' }];
    upload.mockImplementationOnce(async () => {
      // The worker's message about photo 2 arrives while photo 1 is on its way.
      draft = { ...draft, photos: draft.photos.map((p, i) => (i === 1 ? { ...p, status: 'uploaded' as const } : p)) };
      return { kind: 'uploaded', body: {} };
    });
    expect(await run('u1', true)).toMatchObject({ kind: 'done' });
    expect(draft.photos.map((p) => p.status)).toEqual(['uploaded', 'uploaded']);
  });

  it('a photo no worker could keep waits for the network', async () => {
    upload.mockResolvedValueOnce({ kind: 'offline' });
    expect(await run()).toEqual({ kind: 'offline' });
    expect(draft.photos.map((p) => p.status)).toEqual(['pending', 'uploaded']);
  });
});
