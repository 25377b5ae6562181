import { atom } from '#web/lib/store.ts';

/** The browser's deferred install prompt (Chromium), captured as early as possible in main.tsx. */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
export const installPromptAtom = atom<InstallPromptEvent | null>(null);

/** Forms with unsaved input, so an update never reloads the page under someone's typing. */
export const unsavedFormsAtom = atom(0);

/** Set when a new service worker waits; calling it activates it and reloads. */
export const pendingUpdateAtom = atom<(() => void) | null>(null);
