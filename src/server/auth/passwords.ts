import argon2 from 'argon2';
import { MSG } from '#shared/messages.ts';
import { ApiError } from '../lib/http-error.ts';
import { createWorkGate } from '../lib/work-gate.ts';

// argon2id with the library's defaults (64 MiB, 3 passes), OWASP's recommended family. Only the
// memory can be set (PASSWORD_HASH_MEMORY_KIB), and never lower in production: the API test suite
// lowers it, because a quarter of a second of a core per sign-up was most of its CPU (D-257).
//
// Each hash holds one of libuv's four pool threads, which file reads and compression share, and
// a core of our two: 40 wrong-password logins at once took the donor page from 7 ms to 5 s. One
// hash at a time, a short queue, and a fast 503 past it keep the rest of the site answering.
const gate = createWorkGate({ concurrency: 1, queue: 16 });
const RETRY_AFTER_SECONDS = 2;

const busy = () => Object.assign(new ApiError(503, MSG.busy), { retryAfter: RETRY_AFTER_SECONDS });
const gated = <T>(job: () => Promise<T>) => gate.run(job, busy);

export const PASSWORD_HASH_MEMORY_KIB = 65_536;
let memoryCost = PASSWORD_HASH_MEMORY_KIB;
export const setPasswordHashMemory = (kib: number) => void (memoryCost = kib);

// A hash keeps its own cost: verifying reads it from the hash, whatever the setting is now.
export const hashPassword = (password: string) =>
  gated(() => argon2.hash(password, { type: argon2.argon2id, memoryCost, timeCost: 3 }));

export async function verifyPassword(hash: string | null, password: string) {
  if (!hash) {
    // Same work for accounts without a password (social) or without an account, so timing
    // does not reveal which e-mails are registered.
    await hashPassword(password);
    return false;
  }
  try {
    return await gated(() => argon2.verify(hash, password));
  } catch (err) {
    if (err instanceof ApiError) throw err;
    return false;
  }
}
