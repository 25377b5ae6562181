import type { Db } from '../client.ts';
import { nowIso } from '../../lib/time.ts';

// The writes of an account deletion (services/account-deletion.ts runs them in one transaction).
// The user's row stays, anonymised: fundraisers, donations and moderation records point at it.

/** A non-routable address (.invalid is reserved, RFC 2606), unique per account, so the real one is free. */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/** The name public pages show for the organiser of a deleted account. */
export const DELETED_NAME = 'Anonymous';

/** Every personal field emptied; the sign-in paths (password, social uid, e-mail) all closed. */
export const anonymiseUser = (db: Db, userId: string) => {
  const now = nowIso();
  return db
    .updateTable('users')
    .set({
      email_address: deletedEmail(userId),
      password_hash: null,
      firstname: DELETED_NAME,
      lastname: '',
      mobile_number: null,
      country_code: null,
      phone: null,
      phone_verified_at: null,
      bio: null,
      photo_url: null,
      provider: 'email',
      uid: null,
      role: 'user',
      is_verified: 0,
      verified_at: null,
      notification_emails: 0,
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
};

/** Every session signed out and its refresh tokens gone: the old cookies open nothing. */
export async function endAllSessions(db: Db, userId: string) {
  const sessions = db.selectFrom('sessions').select('id').where('user_id', '=', userId);
  await db.deleteFrom('refresh_tokens').where('session_id', 'in', sessions).execute();
  await db
    .updateTable('sessions')
    .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(nowIso())), user_agent: null }))
    .where('user_id', '=', userId)
    .execute();
}

/** Codes, reset links, e-mail changes and idempotency records waiting on the account. */
export async function removePendingCredentials(db: Db, userId: string) {
  await db.deleteFrom('verification_attempts').where('user_id', '=', userId).execute();
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
  await db.deleteFrom('email_changes').where('user_id', '=', userId).execute();
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).execute();
}

/** What the account wrote to support, with its name and address in it. */
export const removeContactMessages = (db: Db, userId: string) =>
  db.deleteFrom('contact_messages').where('user_id', '=', userId).execute();

/** Rows whose key or address is the account's e-mail: rate-limit counters and the demo outbox. */
export async function removeByEmail(db: Db, email: string, rateLimitKeys: string[]) {
  if (rateLimitKeys.length) await db.deleteFrom('rate_limits').where('key', 'in', rateLimitKeys).execute();
  await db.deleteFrom('outbox').where('to_address', '=', email.toLowerCase()).execute();
}

/**
 * The donations the account made stay (the fundraisers' totals and supporter counts are sums of
 * rows) but no longer name anyone: 'Anonymous', no phone, no e-mail, no link to the account. The
 * request fingerprint (a hash over the phone number, which is guessable) goes too; the M-Pesa
 * receipt stays, as the financial record the law asks us to keep.
 */
export async function anonymiseDonationsMade(db: Db, userId: string) {
  const touched = await db
    .selectFrom('donations as d')
    .innerJoin('fundraisers as f', 'f.id', 'd.fundraiser_id')
    .select('f.short_code')
    .distinct()
    .where('d.user_id', '=', userId)
    .execute();
  await db
    .updateTable('donations')
    .set({ donor_name: DELETED_NAME, anonymous: 1, phone: null, email: null, request_fingerprint: null, user_id: null })
    .where('user_id', '=', userId)
    .execute();
  return touched.map((r) => r.short_code);
}

/**
 * Live fundraisers stop taking donations; those still waiting for review are withdrawn (closed
 * too, so no reviewer approves a fundraiser nobody stands behind). Returns every fundraiser of the
 * account, whose public pages now show the organiser as 'Anonymous'.
 */
export async function closeFundraisers(db: Db, userId: string) {
  const all = await db.selectFrom('fundraisers').select('short_code').where('user_id', '=', userId).execute();
  await db
    .updateTable('fundraisers')
    .set({ status: 'closed', updated_at: nowIso() })
    .where('user_id', '=', userId)
    .where('status', 'in', ['live', 'pending_review'])
    .execute();
  return all.map((r) => r.short_code);
}

/**
 * The account's item offers: no phone kept; those still on offer leave the list (removed, no
 * reviewer) and their open or accepted requests close, since no one is left to hand them over.
 * Its own requests are withdrawn, and the request texts and messages it wrote (they may say who
 * it is, where it lives) are emptied; the other party's messages stay theirs.
 */
export async function endItemActivity(db: Db, userId: string) {
  const now = nowIso();
  await db
    .updateTable('items')
    .set({ phone: null, share_phone: 0, updated_at: now })
    .where('donor_id', '=', userId)
    .execute();
  const offered = db
    .selectFrom('items')
    .select('id')
    .where('donor_id', '=', userId)
    .where('status', 'in', ['available', 'reserved']);
  await db
    .updateTable('item_requests')
    .set({ status: 'closed', updated_at: now })
    .where('item_id', 'in', offered)
    .where('status', 'in', ['open', 'accepted'])
    .execute();
  await db
    .updateTable('items')
    .set({ status: 'removed', removed_reason: 'The donor deleted their account', removed_at: now, updated_at: now })
    .where('donor_id', '=', userId)
    .where('status', 'in', ['available', 'reserved'])
    .execute();
  // An accepted request withdrawn frees its item for the others who asked.
  const accepted = db
    .selectFrom('item_requests')
    .select('item_id')
    .where('requester_id', '=', userId)
    .where('status', '=', 'accepted');
  await db
    .updateTable('items')
    .set({ status: 'available', updated_at: now })
    .where('id', 'in', accepted)
    .where('status', '=', 'reserved')
    .execute();
  await db
    .updateTable('item_requests')
    .set({ status: 'withdrawn', updated_at: now })
    .where('requester_id', '=', userId)
    .where('status', 'in', ['open', 'accepted'])
    .execute();
  await db.updateTable('item_requests').set({ message: '' }).where('requester_id', '=', userId).execute();
  await db.updateTable('item_messages').set({ body: '' }).where('sender_id', '=', userId).execute();
}
