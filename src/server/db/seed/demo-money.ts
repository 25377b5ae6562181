import type { Insertable } from 'kysely';
import { hashPassword } from '../../auth/passwords.ts';
import type { Deps } from '../../deps.ts';
import { newId } from '../../lib/secrets.ts';
import { creditDonation } from '../../money/ledger/ledger.ts';
import type { Db } from '../client.ts';
import type { DonationsTable } from '../donations-table.ts';
import { insertDonations } from '../repositories/donations.repository.ts';
import { insertTreasurer } from '../repositories/treasurers.repository.ts';
import { findUserByEmail, insertUser } from '../repositories/users.repository.ts';
import { DEMO_PASSWORD, DEMO_REVIEWER_EMAIL } from './demo-fundraisers.ts';
import { hoursAgo, seedDemoWithdrawals, type MoneyCast } from './demo-withdrawals.ts';
import { seedDemoCash } from './demo-cash.ts';
import { seedDemoPledges } from './demo-pledges.ts';
import { toMinor } from '#shared/kes.ts';

// The money-out story (D-200…D-208) on one demo fundraiser, so a newcomer sees it without paying
// anything in: Baby Amani's has two treasurers, a payout destination, a withdrawal paid to the
// hospital's paybill and one waiting for the second treasurer's code. Baby Amani's, because a
// deposit paid straight to Kenyatta National Hospital is the story the product exists for.

export const DEMO_MONEY_ORGANISER = 'peter@demo.harambee.ke';

/**
 * Numbers in 2541… (Safaricom's 011x): the API tests' fresh numbers are all 2547…, so a test never
 * shares the per-number SMS limit (D-212) with a demo account.
 */
export const DEMO_TREASURERS = [
  { firstname: 'Mercy', lastname: 'Wanjiru', email: 'mercy@demo.harambee.ke', phone: '254111000201' },
  { firstname: 'Daniel', lastname: 'Kariuki', email: 'daniel@demo.harambee.ke', phone: '254111000202' },
] as const;

/** The organiser's own M-Pesa: his verified phone and where the next withdrawal is paid. */
export const DEMO_ORGANISER_PHONE = '254111000203';

/**
 * The gifts the paid withdrawal came from, older than the escrow (5 business days are at most 7
 * calendar days, 168 hours) at its request 100 hours ago, so the money was available then.
 */
const EARLY_GIFTS: [name: string, amountKes: number, hoursAgo: number][] = [
  ['Kahawa West Chama', 60000, 300],
  ['Anonymous', 25000, 290],
  ['Dr. Muthoni G.', 15000, 285],
  ['Njeri K.', 5000, 280],
];

/** The fundraiser, or null when the story must not be written (already there, or its money was used by hand). */
async function storyTarget(db: Db) {
  const organiser = await findUserByEmail(db, DEMO_MONEY_ORGANISER);
  const reviewer = await findUserByEmail(db, DEMO_REVIEWER_EMAIL);
  if (!organiser || !reviewer) return null;
  // The treasurers' accounts mark that it ran; they are written in the story's one transaction.
  for (const t of DEMO_TREASURERS) if (await findUserByEmail(db, t.email)) return null;
  const fundraiser = await db
    .selectFrom('fundraisers')
    .select('id')
    .where('user_id', '=', organiser.id)
    .where('status', '=', 'live')
    .orderBy('created_at')
    .executeTakeFirst();
  if (!fundraiser) return null;
  // A demo database someone already managed the money of keeps what they did.
  const used = await Promise.all(
    (['withdrawals', 'fundraiser_treasurers', 'payout_destinations'] as const).map((table) =>
      db.selectFrom(table).select('fundraiser_id').where('fundraiser_id', '=', fundraiser.id).executeTakeFirst(),
    ),
  );
  if (used.some(Boolean)) return null;
  return { organiser, reviewer, fundraiserId: fundraiser.id };
}

async function seedTreasurers(trx: Db, fundraiserId: string, organiserId: string, hash: string) {
  const ids: string[] = [];
  for (const [i, t] of DEMO_TREASURERS.entries()) {
    const invited = hoursAgo(292 - i);
    const accepted = hoursAgo(264 - i);
    const user = await insertUser(trx, {
      email_address: t.email,
      password_hash: hash,
      firstname: t.firstname,
      lastname: t.lastname,
      country_code: '+254',
      is_verified: 1,
      verified_at: invited,
      terms_accepted_at: invited,
      created_at: invited,
      // Accepting needs a verified phone (D-205), and approving sends its code there (D-202).
      phone: t.phone,
      phone_verified_at: accepted,
    });
    await insertTreasurer(trx, {
      id: newId(),
      fundraiser_id: fundraiserId,
      email_address: t.email,
      token_hash: null,
      expires_at: new Date(Date.parse(invited) + 7 * 24 * 3600_000).toISOString(),
      invited_by: organiserId,
      invited_at: invited,
      user_id: user.id,
      accepted_at: accepted,
      removed_at: null,
    });
    ids.push(user.id);
  }
  return ids;
}

/** Credited as payments are (D-199), so `reconcile` adds up. */
async function seedEarlyGifts(trx: Db, deps: Deps, fundraiserId: string) {
  const donations = EARLY_GIFTS.map(([name, amount, ago]): Insertable<DonationsTable> & { created_at: string } => ({
    id: newId(),
    reference: newId(),
    fundraiser_id: fundraiserId,
    donor_name: name,
    anonymous: name === 'Anonymous' ? 1 : 0,
    amount_minor: toMinor(amount),
    currency: 'KES',
    message: null,
    status: 'succeeded',
    created_at: hoursAgo(ago),
  }));
  await insertDonations(trx, donations);
  await creditDonation(
    trx,
    deps.env,
    donations.map((d) => ({ ...d, at: d.created_at })),
  );
}

/**
 * Writes the story once, in one transaction: a failure leaves nothing behind, and the next start
 * (which finds no treasurer accounts) writes it whole.
 */
export async function seedDemoMoney(deps: Deps) {
  const target = await storyTarget(deps.db);
  if (!target) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  const { organiser, reviewer, fundraiserId } = target;
  await deps.db.transaction().execute(async (trx) => {
    const treasurers = await seedTreasurers(trx, fundraiserId, organiser.id, hash);
    await trx
      .updateTable('users')
      .set({ phone: DEMO_ORGANISER_PHONE, phone_verified_at: hoursAgo(290) })
      .where('id', '=', organiser.id)
      .where('phone', 'is', null)
      .execute();
    await seedEarlyGifts(trx, deps, fundraiserId);
    const cast: MoneyCast = { fundraiserId, organiser, reviewerId: reviewer.id, treasurers };
    await seedDemoWithdrawals(trx, deps, cast);
    // The cash book: one entry confirmed, one waiting for Daniel (D-237).
    await seedDemoCash(trx, cast);
    // Pledges from the meeting, not yet paid: the bar's lighter part (D-230).
    await seedDemoPledges(trx, deps.env, fundraiserId);
    // Changed to the organiser's M-Pesa after the hospital was paid; its cooling (D-203) is over.
    const paidFrom = hoursAgo(24);
    await trx
      .insertInto('payout_destinations')
      .values({
        fundraiser_id: fundraiserId,
        kind: 'mpesa',
        phone: DEMO_ORGANISER_PHONE,
        paybill: null,
        account: null,
        set_by: organiser.id,
        set_at: new Date(Date.parse(paidFrom) - deps.env.PAYOUT_COOLING_HOURS * 3600_000).toISOString(),
        paid_from: paidFrom,
        name_check: 'ok',
      })
      .execute();
  });
}
