import { createStore } from 'jotai';

// The app's only door to jotai (eslint.config.js), so the state library is swapped or wrapped here.
export { atom, Provider, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
export type { PrimitiveAtom, WritableAtom } from 'jotai';

/**
 * The one jotai store. React reads it through <Provider store={store}>; the router's guards and
 * the API client read and write it directly, outside React.
 */
export const store = createStore();
