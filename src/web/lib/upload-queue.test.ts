import { afterEach, describe, expect, it, vi } from 'vitest';
import { onUploadMessage, queuedUploads, replayQueuedUploads, type UploadMessage } from './upload-queue.ts';

// The service worker is what cannot run in jsdom: a stand-in container and controller play its
// side of the protocol (src/sw/upload-queue.ts).

const held = [{ key: 'k-1', fundraiser: 'f-1', shortCode: 'AbCd1234', name: 'goat.jpg' }];

function fakeWorker(answer: (message: unknown, port?: MessagePort) => void) {
  const container = new EventTarget();
  const controller = { postMessage: vi.fn((message: unknown, ports?: MessagePort[]) => answer(message, ports?.[0])) };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(container, { controller }),
  });
  return { container, controller };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('queuedUploads()', () => {
  it('asks the worker over a port and returns what it holds', async () => {
    const { controller } = fakeWorker((_, port) => port?.postMessage({ uploads: held }));
    await expect(queuedUploads()).resolves.toEqual(held);
    expect(controller.postMessage).toHaveBeenCalledWith({ type: 'LIST_UPLOADS' }, [expect.anything()]);
  });

  it('returns [] when the answer does not match the protocol', async () => {
    fakeWorker((_, port) => port?.postMessage({ uploads: [{ key: 'k-1' }] }));
    await expect(queuedUploads()).resolves.toEqual([]);
  });

  it('returns [] without a controlling worker', async () => {
    await expect(queuedUploads()).resolves.toEqual([]);
  });

  it('returns [] when the worker does not answer within 2 s', async () => {
    vi.useFakeTimers();
    fakeWorker(() => {});
    const list = queuedUploads();
    await vi.advanceTimersByTimeAsync(2000);
    await expect(list).resolves.toEqual([]);
  });
});

describe('replayQueuedUploads()', () => {
  it('asks the worker to replay', () => {
    const { controller } = fakeWorker(() => {});
    replayQueuedUploads();
    expect(controller.postMessage).toHaveBeenCalledWith({ type: 'REPLAY_UPLOADS' });
  });

  it('does nothing without a worker', () => {
    expect(() => replayQueuedUploads()).not.toThrow();
  });
});

describe('onUploadMessage()', () => {
  it('passes on upload messages only, until unsubscribed', () => {
    const { container } = fakeWorker(() => {});
    const seen: UploadMessage[] = [];
    const stop = onUploadMessage((m) => seen.push(m));
    const queued = { type: 'upload-queued', key: 'k-1', fundraiser: 'f-1', shortCode: 'AbCd1234', name: 'goat.jpg' };
    const done = {
      type: 'upload-done',
      key: 'k-1',
      fundraiser: 'f-1',
      shortCode: 'AbCd1234',
      status: 201,
      body: { message: 'ok' },
    };
    container.dispatchEvent(new MessageEvent('message', { data: queued }));
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'SOMETHING_ELSE' } }));
    container.dispatchEvent(new MessageEvent('message', { data: done }));
    stop();
    container.dispatchEvent(new MessageEvent('message', { data: done }));
    expect(seen).toEqual([queued, done]);
  });

  it('ignores a message whose payload does not match the protocol', () => {
    const { container } = fakeWorker(() => {});
    const seen: UploadMessage[] = [];
    const stop = onUploadMessage((m) => seen.push(m));
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'upload-done', key: 'k-1', status: '201' } }));
    stop();
    expect(seen).toEqual([]);
  });
});

describe('item photos in the same queue', () => {
  const itemHeld = { kind: 'item', key: 'k-2', item: 'Kt7Q2mXa', code: 'Kt7Q2mXa', name: 'shoes.jpg' };

  it('each side lists only its own kind of upload', async () => {
    const { queuedItemUploads } = await import('./upload-queue.ts');
    fakeWorker((_, port) => port?.postMessage({ uploads: [...held, itemHeld] }));
    await expect(queuedUploads()).resolves.toEqual(held);
    await expect(queuedItemUploads()).resolves.toEqual([itemHeld]);
  });

  it("an item's messages reach the item listeners only, a fundraiser's the fundraiser listeners only", async () => {
    const { onItemUploadMessage } = await import('./upload-queue.ts');
    const { container } = fakeWorker(() => {});
    const fundraiserSeen: unknown[] = [];
    const itemSeen: unknown[] = [];
    const stops = [onUploadMessage((m) => fundraiserSeen.push(m)), onItemUploadMessage((m) => itemSeen.push(m))];
    const itemDone = {
      type: 'upload-done',
      kind: 'item',
      key: 'k-2',
      item: 'Kt7Q2mXa',
      code: 'Kt7Q2mXa',
      status: 201,
      body: null,
    };
    const fundraiserDone = {
      type: 'upload-done',
      key: 'k-1',
      fundraiser: 'f-1',
      shortCode: 'AbCd1234',
      status: 201,
      body: null,
    };
    container.dispatchEvent(new MessageEvent('message', { data: itemDone }));
    container.dispatchEvent(new MessageEvent('message', { data: fundraiserDone }));
    stops.forEach((stop) => stop());
    expect(itemSeen).toEqual([itemDone]);
    expect(fundraiserSeen).toEqual([fundraiserDone]);
  });
});
