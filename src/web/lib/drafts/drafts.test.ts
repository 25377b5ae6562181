import { beforeEach, describe, expect, it } from 'vitest';
import { createDraftSaver } from './draft-saver.ts';
import { createDraftStore } from './draft-store.ts';

// The resumable-draft engine (D-185) on fake-indexeddb and jsdom's localStorage: photos stored
// once and read back, the synchronous copy written as the page goes away, and the saver's
// at-least-once-a-second rule while typing goes on.

interface TestDraft {
  version: 1;
  text: string;
  photos: { id: string; name: string; blob: Blob }[];
}

const KEY = 'engine-test:v1';
const store = createDraftStore<TestDraft>(KEY);
const saver = createDraftSaver(store);
const draft = (text: string, photos: TestDraft['photos'] = []): TestDraft => ({ version: 1, text, photos });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => store.clear([]));

describe('the draft store', () => {
  it('keeps the record and each photo’s Blob, and clearing removes both', async () => {
    const photo = { id: 'p1', name: 'roof.jpg', blob: new Blob(['jpeg bytes'], { type: 'image/jpeg' }) };
    await store.save(draft('Roof for the school', [photo]));
    const loaded = await store.load();
    expect(loaded).toMatchObject({ text: 'Roof for the school', photos: [{ id: 'p1', name: 'roof.jpg' }] });
    expect(loaded).not.toHaveProperty('savedAt');
    // A photo comes back only with its Blob entry (jsdom's Blob does not survive fake-indexeddb's
    // cloning with its fields, so its presence is what is checked).
    expect(loaded!.photos[0]?.blob).toBeDefined();

    await store.clear(['p1']);
    expect(await store.load()).toBeNull();
  });

  it('reads the copy written as the page went away when it is newer than IndexedDB’s', async () => {
    await store.save(draft('typed before the pause'));
    await sleep(5);
    store.saveBeforeUnload(draft('typed just before the reload'));
    expect((await store.load())?.text).toBe('typed just before the reload');

    // A later save to IndexedDB is newer again.
    await sleep(5);
    await store.save(draft('typed after the reload'));
    expect((await store.load())?.text).toBe('typed after the reload');
  });

  it('a cleared draft leaves no copy behind to come back', async () => {
    store.saveBeforeUnload(draft('left as the page closed'));
    await store.clear([]);
    expect(await store.load()).toBeNull();
    expect(await store.peek()).toBeNull();
  });
});

describe('the draft saver', () => {
  it('writes synchronously as the page goes away, before IndexedDB could answer', async () => {
    saver.schedule(draft('Mama Njeri'));
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(`harambee.unload.${KEY}`)).toContain('Mama Njeri');
    await saver.flush();
    expect((await store.load())?.text).toBe('Mama Njeri');
  });

  it('copies the newest draft as the page goes away even while its IndexedDB write is on its way', async () => {
    saver.schedule(draft('Maji ya Ziwa water filters'));
    const writing = saver.flush();
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(`harambee.unload.${KEY}`)).toContain('Maji ya Ziwa water filters');
    await writing;
  });

  it('leaves no copy of a discarded draft as the page goes away', async () => {
    saver.schedule(draft('posted already'));
    await saver.discard([]);
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(`harambee.unload.${KEY}`)).toBeNull();
    expect(await store.load()).toBeNull();
  });

  it('saves at least once a second while typing never pauses for a quarter second', async () => {
    const started = Date.now();
    let saved: string | undefined;
    for (let key = 1; Date.now() - started < 1400; key++) {
      saver.schedule(draft(`keystroke ${key}`));
      await sleep(100);
      saved ??= (await store.peek())?.text;
    }
    expect(saved).toMatch(/^keystroke \d+$/);
    await saver.flush();
  });
});
