import { keyValueStore } from '#web/lib/storage.ts';
import type { OfferDraft, OfferPhoto, OfferValues } from './offer-draft.types.ts';

// Two parts, as the wizard's draft: the small record written on every change, and one entry per
// photo Blob written once, so typing never rewrites megabytes on a low-end phone.

const store = keyValueStore('drafts');
const DRAFT_KEY = 'item-offer:v1';
const photoKey = (id: string) => `${DRAFT_KEY}:photo:${id}`;

type StoredDraft = Omit<OfferDraft, 'photos'> & { photos: Omit<OfferPhoto, 'blob'>[] };

const savedPhotos = new Set<string>();

export const emptyValues = (): OfferValues => ({
  category: '',
  title: '',
  condition: '',
  quantity: '1',
  description: '',
  county: '',
  town: '',
  share_phone: false,
  phone: '',
});

export function emptyOfferDraft(): OfferDraft {
  return {
    version: 1,
    values: emptyValues(),
    photos: [],
    createKey: crypto.randomUUID(),
    progress: null,
    submitting: false,
    updatedAt: new Date().toISOString(),
  };
}

/** Whether an offer was left posting (the app closed, or its page left, before it was posted). */
export const hasOfferToResume = async () =>
  Boolean((await store.get<StoredDraft>(DRAFT_KEY).catch(() => undefined))?.submitting);

/** The saved draft with its photos, or null when there is none (or it is unreadable). */
export async function loadOfferDraft(): Promise<OfferDraft | null> {
  const stored = await store.get<StoredDraft>(DRAFT_KEY).catch(() => undefined);
  if (!stored || stored.version !== 1) return null;
  const photos: OfferPhoto[] = [];
  for (const meta of stored.photos) {
    const blob = await store.get<Blob>(photoKey(meta.id)).catch(() => undefined);
    if (!blob) continue;
    savedPhotos.add(meta.id);
    photos.push({ ...meta, blob });
  }
  return { ...stored, values: { ...emptyValues(), ...stored.values }, photos };
}

export async function saveOfferDraft(draft: OfferDraft) {
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

/** A posted offer (or starting over) removes the draft and every photo of it. */
export async function clearOfferDraft(photoIds: string[]) {
  await store.del(DRAFT_KEY);
  await Promise.all([...new Set([...photoIds, ...savedPhotos])].map((id) => store.del(photoKey(id))));
  savedPhotos.clear();
}
