import { keyValueStore } from '#web/lib/storage.ts';
import type { DraftPhoto, WizardDraft } from './draft.types.ts';

// The draft lives in IndexedDB in two parts: the small record (step, values, progress), written on
// every change, and one entry per photo Blob, written once when the photo is picked. Re-writing
// megabytes of photos on each keystroke would make typing sluggish on a low-end phone.

const store = keyValueStore('drafts');
const DRAFT_KEY = 'fundraiser-wizard:v1';
const photoKey = (id: string) => `${DRAFT_KEY}:photo:${id}`;

type StoredPhoto = Omit<DraftPhoto, 'blob'>;
type StoredDraft = Omit<WizardDraft, 'photos'> & { photos: StoredPhoto[] };

/** Photo ids whose Blob is already in the store, so each is written once. */
const savedPhotos = new Set<string>();

export function emptyDraft(): WizardDraft {
  return {
    version: 1,
    step: 'select-beneficiary',
    completed: [],
    type: null,
    forms: {},
    photos: [],
    createKey: crypto.randomUUID(),
    progress: null,
    submitting: false,
    updatedAt: new Date().toISOString(),
  };
}

/** The saved draft with its photos, or null when there is none (or it is unreadable). */
export async function loadDraft(): Promise<WizardDraft | null> {
  const stored = await store.get<StoredDraft>(DRAFT_KEY).catch(() => undefined);
  if (!stored || stored.version !== 1) return null;
  const photos: DraftPhoto[] = [];
  for (const meta of stored.photos) {
    const blob = await store.get<Blob>(photoKey(meta.id)).catch(() => undefined);
    if (!blob) continue;
    savedPhotos.add(meta.id);
    photos.push({ ...meta, blob });
  }
  return { ...stored, photos };
}

export async function saveDraft(draft: WizardDraft) {
  const keep = new Set(draft.photos.map((p) => p.id));
  for (const photo of draft.photos) {
    if (savedPhotos.has(photo.id)) continue;
    await store.set(photoKey(photo.id), photo.blob);
    savedPhotos.add(photo.id);
  }
  const photos = draft.photos.map(({ blob: _blob, ...meta }) => meta);
  await store.set(DRAFT_KEY, { ...draft, photos } satisfies StoredDraft);
  for (const id of [...savedPhotos]) {
    if (keep.has(id)) continue;
    await store.del(photoKey(id));
    savedPhotos.delete(id);
  }
}

/** A finished launch (or starting over) removes the draft and every photo of it. */
export async function clearDraft(photoIds: string[]) {
  await store.del(DRAFT_KEY);
  await Promise.all([...new Set([...photoIds, ...savedPhotos])].map((id) => store.del(photoKey(id))));
  savedPhotos.clear();
}
