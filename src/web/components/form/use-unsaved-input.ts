import { useSetAtom } from '#web/lib/store.ts';
import { useEffect } from 'react';
import { unsavedFormsAtom } from '#web/components/pwa/pwa.atoms.ts';

/** While `dirty`, the update prompt will not reload the page. */
export function useUnsavedInput(dirty: boolean) {
  const setCount = useSetAtom(unsavedFormsAtom);
  useEffect(() => {
    if (!dirty) return;
    setCount((n) => n + 1);
    return () => setCount((n) => n - 1);
  }, [dirty, setCount]);
}
