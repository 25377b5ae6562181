import type { DetailsKind } from '#shared/details-kind.ts';

// The wizard's draft: everything a fundraiser typed or picked, kept in IndexedDB as they go, so a
// reload, a killed tab or a dead connection loses nothing. Blobs are stored as they are.

/** The selected type keeps only id, name and slug (spec §3). */
export interface SelectedType {
  id: number;
  name: string;
  slug: string;
}

export type PhotoStatus = 'pending' | 'queued' | 'uploaded';

/** A photo chosen in the details form, already downsized, with its own idempotency key. */
export interface DraftPhoto {
  /** Stable local id (also the React key). */
  id: string;
  name: string;
  blob: Blob;
  /** 'pending': not sent yet; 'queued': the service worker holds it until online; 'uploaded'. */
  status: PhotoStatus;
  /** Idempotency-Key of its upload: a retry or a background-sync replay stores it once. */
  uploadKey: string;
  /** The size of the file as the user picked it, before downsizing (shown for comparison). */
  originalSize: number;
}

export type StepId = 'select-beneficiary' | 'create-account' | 'fundraiser-details' | 'launch-fundraiser';

/** Form values of one details form, keyed by the API's field names, as the inputs hold them. */
export type DetailsValues = Record<string, string>;

/** Which submit calls already succeeded, so a resumed submission starts where it stopped. */
export interface SubmitProgress {
  /** The user the fundraiser was created for; another user's draft starts its calls over. */
  ownerId: string;
  fundraiserId: string;
  shortCode: string;
}

export interface WizardDraft {
  version: 1;
  step: StepId;
  completed: StepId[];
  type: SelectedType | null;
  /** Every form's values, so switching type never loses what was typed in another. */
  forms: Partial<Record<DetailsKind, DetailsValues>>;
  photos: DraftPhoto[];
  /** Key for POST /fundraisers/, made once per draft: a retried create never makes a second one. */
  createKey: string;
  progress: SubmitProgress | null;
  /** The user pressed submit and the submission has not finished: resume it when back online. */
  submitting: boolean;
  updatedAt: string;
}
