// Setup of the vitest project 'web' (jsdom): DOM matchers, a clean page and storage per test,
// the few browser APIs jsdom lacks, and the app's i18n so components show their real English texts.
import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the wizard's draft and the query cache live there. An in-memory one.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import '../../src/web/lib/i18n.ts';

// jsdom has no matchMedia (Ionic and the header's responsive code ask for it): never matches.
if (typeof (globalThis as { matchMedia?: unknown }).matchMedia !== 'function') {
  Object.defineProperty(globalThis, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// Nor IntersectionObserver / ResizeObserver: inert stand-ins that never report.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
for (const name of ['IntersectionObserver', 'ResizeObserver']) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { writable: true, value: InertObserver });
}

// jsdom does not implement scrolling; the router scrolls to the top on every route change.
Object.defineProperty(globalThis, 'scrollTo', { writable: true, value: () => {} });

// Typed by hand: tsconfig.server.json, which covers tests/, has no DOM library.
const storage = () => (globalThis as unknown as { localStorage: { clear(): void } }).localStorage;

beforeEach(() => {
  storage().clear();
});

afterEach(() => {
  cleanup();
  storage().clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
