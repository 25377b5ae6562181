import argon2 from 'argon2';

// argon2id with the library's defaults (64 MiB, 3 passes), OWASP's recommended family.
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export async function verifyPassword(hash: string | null, password: string) {
  if (!hash) {
    // Same work for accounts without a password (social) or without an account, so timing
    // does not reveal which e-mails are registered.
    await argon2.hash(password, { type: argon2.argon2id });
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
