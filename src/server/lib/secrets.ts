import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

export const newId = () => randomUUID();

/** Opaque tokens (refresh, password reset): 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only hashes of tokens and codes are stored, so a leaked database grants nothing. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

const SHORT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 8 random characters from an alphabet without look-alikes (0/O, 1/l/I), for /f/{short_code}. */
export function newShortCode() {
  let code = '';
  for (let i = 0; i < 8; i++) code += SHORT_CODE_ALPHABET[randomInt(0, SHORT_CODE_ALPHABET.length)];
  return code;
}
