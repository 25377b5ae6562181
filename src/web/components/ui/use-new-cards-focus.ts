import { useCallback, useEffect, useRef } from 'react';

/**
 * After 'Load more' (or a next page retried), keyboard and screen-reader users carry on from the
 * first new card: call `expectNew()` before asking, and the new first card's link (`.card-link`)
 * takes the focus when it arrives in the list behind `listRef`.
 */
export function useNewCardsFocus(count: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('.card-link')[from]?.focus();
  }, [count]);
  const expectNew = useCallback(() => {
    focusFrom.current = count;
  }, [count]);
  return { listRef, expectNew };
}
