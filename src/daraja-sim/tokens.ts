import { randomInt } from 'node:crypto';

// Daraja's access tokens: 28 letters and digits, valid for an hour, and only the newest one works.
// Issuing a token voids every earlier one, so two servers (or two instances of one) that each fetch
// their own token knock each other out; the product must refresh on 404.001.03 and retry once.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const randomText = (length: number, alphabet = ALPHABET) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

export interface TokenStore {
  /** A new token, which voids all earlier ones. */
  issue(): { token: string; expiresIn: number };
  isValid(token: string): boolean;
  /** Voids every token (the /simulator/expire-tokens control). */
  voidAll(): void;
  readonly issued: number;
}

export function createTokenStore(lifetimeSeconds: number, now: () => number = Date.now): TokenStore {
  let current: { token: string; expiresAt: number } | null = null;
  let issued = 0;
  return {
    issue() {
      current = { token: randomText(28), expiresAt: now() + lifetimeSeconds * 1000 };
      issued += 1;
      return { token: current.token, expiresIn: lifetimeSeconds };
    },
    isValid(token) {
      return current !== null && token === current.token && now() < current.expiresAt;
    },
    voidAll() {
      current = null;
    },
    get issued() {
      return issued;
    },
  };
}
