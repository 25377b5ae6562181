import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from './copy-text.ts';

/** How long the button says 'Link copied' before it offers to copy again. */
export const COPIED_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'manual';

/** Copies `url`; 'manual' when every way failed, so the caller shows the link to copy by hand. */
export function useCopyLink(url: string) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    const ok = await copyText(url);
    clearTimeout(timer.current);
    if (!ok) {
      setState('manual');
      return;
    }
    setState('copied');
    timer.current = setTimeout(() => setState('idle'), COPIED_MS);
  }, [url]);

  return { state, copy };
}
