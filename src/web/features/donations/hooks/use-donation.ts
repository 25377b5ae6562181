import { useEffect, useState } from 'react';
import { FINAL_DONATION_STATUSES } from '#shared/constants.ts';
import type { Donation } from '#shared/schemas/donation.schema.ts';
import { readDonation } from '../api/read-donation.ts';

export const isFinal = (donation: Donation) => FINAL_DONATION_STATUSES.includes(donation.status);

/**
 * How long to wait before asking again, by how long the donation has been waiting: every 2 s while
 * the donor is typing the PIN (most answers come within 30 s), then less often. M-Pesa may take
 * minutes; the server follows it up, so the page need not ask often then.
 */
export function pollDelay(waitedMs: number, failures: number) {
  const base = waitedMs < 45_000 ? 2000 : waitedMs < 120_000 ? 4000 : waitedMs < 300_000 ? 8000 : 20_000;
  return Math.min(base * 2 ** failures, 30_000);
}

/**
 * A donation read from the API until it is final: polls GET /api/donations/{id}/ while it is
 * pending (paused while the page is hidden), then stops. `initial` is what the page was drawn with.
 */
export function useDonation(id: string, initial?: Donation | null) {
  const [donation, setDonation] = useState<Donation | null | undefined>(initial);
  const [checkFailed, setCheckFailed] = useState(false);
  const final = donation ? isFinal(donation) : donation === null;

  useEffect(() => {
    if (final) return;
    const started = Date.now();
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const schedule = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void check(), ms);
    };
    const check = async () => {
      if (stopped) return;
      if (document.visibilityState === 'hidden') return; // resumed by visibilitychange
      try {
        const read = await readDonation(id);
        if (stopped) return;
        failures = 0;
        setCheckFailed(false);
        setDonation(read);
        if (read && !isFinal(read)) schedule(pollDelay(Date.now() - started, 0));
      } catch {
        if (stopped) return;
        failures += 1;
        setCheckFailed(failures >= 2);
        schedule(pollDelay(Date.now() - started, failures));
      }
    };
    const onVisible = () => document.visibilityState === 'visible' && schedule(0);
    document.addEventListener('visibilitychange', onVisible);
    // Without a drawn copy, read at once; with one, it is fresh: ask again after the usual wait.
    schedule(initial ? pollDelay(0, 0) : 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // `initial` only says how the first read is timed; a new id starts over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, final]);

  return { donation, checkFailed };
}
