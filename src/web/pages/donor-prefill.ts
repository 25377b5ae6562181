import { readStoredUser } from '#web/features/auth/stored-user.ts';
import { prefillOf } from '#web/features/donations/sheet-values.ts';

/** A signed-in donor's name, M-Pesa number and e-mail, as this device remembers the user. */
export const donorPrefill = () => {
  const user = readStoredUser();
  return user?.is_verified ? prefillOf(user) : undefined;
};
