import { useState } from 'react';
import { store, useAtomValue } from '#web/lib/store.ts';
import { userAtom } from '../auth.atoms.ts';

export interface PendingVerification {
  email: string;
  /** An earlier, unverified sign-up: the screen opens on 'Verification Failed!' with Resend Code. */
  unverified: boolean;
}

/**
 * The sign-up a verification screen waits on: one made just now, or the unverified sign-up this
 * device remembers after a reload (spec §6 sends that user here). `restart` forgets it, for a
 * mistyped e-mail or another account: the device would otherwise keep bringing it back.
 */
export function usePendingVerification() {
  const user = useAtomValue(userAtom);
  const [pending, setPending] = useState<PendingVerification | null>(
    user && !user.is_verified ? { email: user.email_address, unverified: false } : null,
  );
  const restart = () => {
    if (store.get(userAtom)?.is_verified === false) store.set(userAtom, { type: 'LOGOUT' });
    setPending(null);
  };
  return { pending, setPending, restart };
}
