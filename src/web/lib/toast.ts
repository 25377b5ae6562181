import { TIMINGS } from '#shared/constants.ts';
import { atom, store } from './store.ts';
import { t } from './i18n.ts';
import { translateMessage } from './translate-message.ts';

export type ToastKind = 'success' | 'warning' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export const toastsAtom = atom<Toast[]>([]);
let nextId = 1;

/**
 * Below 900 px toasts sit at the bottom, over the page (feedback.css), where a stack of them hid
 * the form being filled in: there one shows at a time, the newest (D-180). Where matchMedia is
 * missing (old engines, test DOMs) the phone's rule is the safe choice.
 */
const OVER_THE_PAGE = '(max-width: 899.98px)';
const oneAtATime = () => (typeof matchMedia === 'function' ? matchMedia(OVER_THE_PAGE).matches : true);

/**
 * Shows a toast for 5 s; the same message is never shown twice at once. A server's or a schema's
 * message (shared MSG, English) is shown in the app's language.
 */
export function toast(kind: ToastKind, text: string) {
  const message = translateMessage(text) ?? text;
  const current = store.get(toastsAtom);
  if (current.some((x) => x.message === message)) return;
  const id = nextId++;
  const kept = oneAtATime() ? [] : current;
  store.set(toastsAtom, [...kept, { id, kind, message }]);
  setTimeout(() => dismissToast(id), TIMINGS.toastMs);
}

export function dismissToast(id: number) {
  store.set(
    toastsAtom,
    store.get(toastsAtom).filter((x) => x.id !== id),
  );
}

/** The spec's generic error helper. */
export const showError = (message?: string) => toast('error', message || t('errors.unexpected'));
