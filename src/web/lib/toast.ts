import { TIMINGS } from '#shared/constants.ts';
import { atom, store } from './store.ts';
import { t } from './i18n.ts';
import { translateMessage } from './translate-message.ts';

export type ToastKind = 'success' | 'warning' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Where it shows over a phone's page, chosen as it arrives (D-252). */
  edge: 'top' | 'bottom';
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

let lastFocused: Element | null = null;
if (typeof document !== 'undefined')
  document.addEventListener('focusin', (event) => {
    lastFocused = event.target instanceof Element ? event.target : null;
  });

/**
 * Where a toast over the page goes (D-252): the half of the screen away from what the person is
 * working on, so it never covers the field or button they need next; at the bottom when nothing
 * has the focus, clear of the page's title. Wide screens keep the spec's top right.
 */
function toastEdge(): Toast['edge'] {
  if (typeof document === 'undefined' || !oneAtATime()) return 'bottom';
  // A button or field disabled while its request runs drops the focus: where it was still counts.
  const active = document.activeElement;
  const focused = active && active !== document.body ? active : lastFocused?.isConnected ? lastFocused : null;
  if (!focused) return 'bottom';
  const box = focused.getBoundingClientRect();
  return box.top + box.height / 2 > window.innerHeight / 2 ? 'top' : 'bottom';
}

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
  store.set(toastsAtom, [...kept, { id, kind, message, edge: toastEdge() }]);
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
