// The offer's draft: what the donor typed and picked, kept in IndexedDB as they go, so a
// reload, a sign-in detour or a dead connection loses nothing. Photos are stored as Blobs.

export type OfferPhotoStatus = 'pending' | 'queued' | 'uploaded';

/** A chosen photo, already made smaller, with its own upload key (the wizard's photo shape). */
export interface OfferPhoto {
  id: string;
  name: string;
  blob: Blob;
  /** 'pending': not sent yet; 'queued': the service worker holds it until online; 'uploaded'. */
  status: OfferPhotoStatus;
  /** Idempotency-Key of its POST /item-images/: a retry or a worker replay stores it once. */
  uploadKey: string;
  originalSize: number;
}

/** The form's values as its inputs hold them (the schema turns quantity into a number). */
export interface OfferValues {
  category: string;
  title: string;
  condition: string;
  quantity: string;
  description: string;
  county: string;
  town: string;
  share_phone: boolean;
  phone: string;
}

/** The item once POST /items/ answered, for the account that created it. */
export interface OfferProgress {
  ownerId: string;
  /** The item's code: its photos' `item` field and its page, /items/{code}. */
  code: string;
}

export interface OfferDraft {
  version: 1;
  values: OfferValues;
  photos: OfferPhoto[];
  /** Key of POST /items/, made once per draft: a create sent again after a lost answer is stored once. */
  createKey: string;
  progress: OfferProgress | null;
  /** Submit was pressed and the offer is not posted yet: resume when online or when the page opens. */
  submitting: boolean;
  updatedAt: string;
}
