import { useCallback, useEffect, useState } from 'react';

export type PrivatePhoto = 'idle' | 'loading' | 'failed' | { url: string };

/**
 * A photo only some may see (a cash book's receipt, D-239; an identity document, D-258): asked for
 * with the session as a blob, never from a public address or a cache, shown from an object URL
 * that is let go when it is replaced or the component goes. `load()` asks (again after a failure).
 */
export function usePrivatePhoto(fetchBlob: () => Promise<Blob>) {
  const [state, setState] = useState<PrivatePhoto>('idle');
  useEffect(() => () => void (typeof state === 'object' && URL.revokeObjectURL(state.url)), [state]);
  const load = useCallback(async () => {
    setState('loading');
    try {
      setState({ url: URL.createObjectURL(await fetchBlob()) });
    } catch {
      setState('failed');
    }
  }, [fetchBlob]);
  return { state, load };
}
