import { createStore } from 'jotai';

/**
 * The one jotai store. React reads it through <Provider store={store}>; the router's guards and
 * the API client read and write it directly, outside React.
 */
export const store = createStore();
