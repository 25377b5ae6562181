import { keyValueStore, unloadBackup } from '#web/lib/storage.ts';

// A resumable draft on this device (decisions.md: "drafts, including chosen photos, live in
// IndexedDB"), in two parts: the small record (values, step, progress), written on every change,
// and one entry per photo Blob, written once when the photo is picked. Re-writing megabytes of
// photos on each keystroke would make typing sluggish on a low-end phone.
//
// An IndexedDB write begun as the page goes away (a reload, a killed tab) is lost with the page,
// so the last record is also written synchronously to a backup then (D-185); reading takes
// whichever of the two was saved last.

/** What every draft has: a version to refuse old shapes, and its photos with their Blobs. */
export interface DraftBase {
  version: 1;
  photos: { id: string; blob: Blob }[];
}

type PhotoOf<D extends DraftBase> = D['photos'][number];
type Stored<D extends DraftBase> = Omit<D, 'photos'> & {
  photos: Omit<PhotoOf<D>, 'blob'>[];
  /** When this copy was written (ms): the newer of the record and its backup wins. */
  savedAt?: number;
};

export interface DraftStore<D> {
  /** The saved draft with its photos, or null when there is none (or it is unreadable). */
  load: () => Promise<D | null>;
  /** The saved record without its photos' Blobs (enough to ask what state it is in). */
  peek: () => Promise<Omit<D, 'photos'> | null>;
  save: (draft: D) => Promise<void>;
  /** Synchronous, for the moment the page goes away: the record only (photos are saved on pick). */
  saveBeforeUnload: (draft: D) => void;
  /** A finished draft (or starting over) removes it and every photo of it. */
  clear: (photoIds: string[]) => Promise<void>;
}

/** One draft under `key`; `revive` fills what an older saved shape lacks. */
export function createDraftStore<D extends DraftBase>(
  key: string,
  revive: (stored: D) => D = (stored) => stored,
): DraftStore<D> {
  type Record = Stored<D>;
  const store = keyValueStore('drafts');
  const backup = unloadBackup(key);
  const photoKey = (id: string) => `${key}:photo:${id}`;
  /** Photo ids whose Blob is already in the store, so each is written once. */
  const savedPhotos = new Set<string>();

  const toRecord = (draft: D) =>
    ({
      ...draft,
      photos: draft.photos.map(({ blob: _blob, ...meta }) => meta),
      savedAt: Date.now(),
    }) as Record;

  async function peek(): Promise<Record | null> {
    const stored = await store.get<Record>(key).catch(() => undefined);
    const unloaded = backup.read<Record>();
    const newest = unloaded && (unloaded.savedAt ?? 0) > (stored?.savedAt ?? 0) ? unloaded : stored;
    return newest?.version === 1 ? newest : null;
  }

  return {
    peek,
    async load() {
      const record = await peek();
      if (!record) return null;
      const photos: PhotoOf<D>[] = [];
      for (const meta of record.photos) {
        const blob = await store.get<Blob>(photoKey(meta.id)).catch(() => undefined);
        if (!blob) continue;
        savedPhotos.add(meta.id);
        photos.push({ ...meta, blob } as PhotoOf<D>);
      }
      const { savedAt: _savedAt, ...rest } = record;
      return revive({ ...rest, photos } as unknown as D);
    },
    async save(draft) {
      const keep = new Set(draft.photos.map((p) => p.id));
      for (const photo of draft.photos) {
        if (savedPhotos.has(photo.id)) continue;
        await store.set(photoKey(photo.id), photo.blob);
        savedPhotos.add(photo.id);
      }
      await store.set(key, toRecord(draft));
      for (const id of [...savedPhotos]) {
        if (keep.has(id)) continue;
        await store.del(photoKey(id));
        savedPhotos.delete(id);
      }
    },
    saveBeforeUnload: (draft) => backup.write(toRecord(draft)),
    async clear(photoIds) {
      backup.remove();
      await store.del(key);
      await Promise.all([...new Set([...photoIds, ...savedPhotos])].map((id) => store.del(photoKey(id))));
      savedPhotos.clear();
    },
  };
}
