import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { changedOne } from '../../db/compare-and-swap.ts';

// One Daraja token for every instance (D-224). Daraja voids its previous token whenever it issues
// a new one, so instances that each fetched their own would void each other's all day. The token
// is kept in the database, sealed; when it is missing, expired or dead, one instance takes a short
// lease and fetches it while the others wait for it to appear.

export interface Token {
  value: string;
  /** Epoch ms after which it is not used (already a margin before Daraja's expiry). */
  expiresAt: number;
}

/** How long a fetcher holds the turn: longer than a token request may take (its timeout is 15 s). */
const LEASE_MS = 20_000;
const POLL_MS = 150;

const keyOf = (secret: string, name: string) =>
  createHmac('sha256', createHmac('sha256', secret).update('shared-token').digest()).update(name).digest();

function seal(key: Buffer, text: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

function open(key: Buffer, sealed: string) {
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', key, iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
  } catch {
    // Sealed under another JWT_SECRET (rotated): as if there were none.
    return null;
  }
}

/**
 * The shared token named `name`: `obtain(fetchFresh, dead)` answers the stored token unless it is
 * expired or is `dead` (Daraja refused it), else fetches a new one through `fetchFresh`, one
 * instance at a time.
 */
export function createSharedToken(db: Db, secret: string, name: string) {
  const key = keyOf(secret, name);
  const now = () => new Date().toISOString();

  const read = () =>
    db
      .selectFrom('shared_tokens')
      .select(['sealed', 'expires_at', 'lease_until', 'version'])
      .where('name', '=', name)
      .executeTakeFirst();
  type Row = NonNullable<Awaited<ReturnType<typeof read>>>;

  function usable(row: Row, dead: string | undefined): Token | null {
    const value = row.sealed ? open(key, row.sealed) : null;
    const expiresAt = row.expires_at ? Date.parse(row.expires_at) : 0;
    return value && value !== dead && expiresAt > Date.now() ? { value, expiresAt } : null;
  }

  /**
   * The turn to fetch, taken only on the state `row` shows (its version): a token another instance
   * stored since it was read means there is nothing to fetch, and the turn is not taken.
   */
  function takeTurn(row: Row) {
    if (row.lease_until && Date.parse(row.lease_until) > Date.now()) return Promise.resolve(false);
    return changedOne(
      db
        .updateTable('shared_tokens')
        .set({ lease_until: new Date(Date.now() + LEASE_MS).toISOString(), version: randomUUID(), updated_at: now() })
        .where('name', '=', name)
        .where('version', '=', row.version),
    );
  }

  const settle = (token: Token | null) =>
    db
      .updateTable('shared_tokens')
      .set({
        ...(token && { sealed: seal(key, token.value), expires_at: new Date(token.expiresAt).toISOString() }),
        lease_until: null,
        version: randomUUID(),
        updated_at: now(),
      })
      .where('name', '=', name)
      .execute();

  return async function obtain(fetchFresh: () => Promise<Token>, dead?: string): Promise<Token> {
    const giveUpAt = Date.now() + 2 * LEASE_MS;
    for (;;) {
      const row = await read();
      if (!row) {
        await db
          .insertInto('shared_tokens')
          .values({ name, sealed: null, expires_at: null, lease_until: null, version: randomUUID(), updated_at: now() })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
        continue;
      }
      const token = usable(row, dead);
      if (token) return token;
      if (await takeTurn(row)) {
        try {
          const fresh = await fetchFresh();
          await settle(fresh);
          return fresh;
        } catch (err) {
          await settle(null);
          throw err;
        }
      }
      // Another instance is fetching; if it never writes (the database unreachable for it), fetch.
      if (Date.now() > giveUpAt) return fetchFresh();
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  };
}

export type SharedToken = ReturnType<typeof createSharedToken>;
