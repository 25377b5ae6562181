import { sql } from 'kysely';
import type { Db } from '#server/db/client.ts';
import { DONOR_NAMES, SUPPORT_WORDS } from './kenyan-names.ts';
import { escrowEndMs, pickFrom, type SeedSql } from './seed-sql.ts';

// A million succeeded donations in a few set-based statements, each with what a settled M-Pesa
// payment leaves on its row (receipt, result, push and completion times), then their ledger credits
// and each fundraiser's balance, exactly as payments.ts and ledger.repository.ts would have written
// them one by one: the product can read totals from either side and get the same figures.

export interface DonationPlan {
  fundraisers: number;
  donations: number;
  /** How many of them go to fundraiser number 1. */
  big: number;
  now: number;
}

/** What donors give, in shillings; repeated values are the common ones (KES 500 and 1,000 lead). */
const AMOUNTS_KES = [50, 100, 100, 100, 200, 200, 250, 300, 500, 500, 500, 500, 1000, 1000, 1000, 1000, 1500, 2000];
const LARGER_KES = [3000, 5000, 5000, 10000, 20000, 50000];
/** One donation in seven carries words of support, as the sheet's optional message box gets. */
const WORDS_ONE_IN = 7;
const CHUNK = 250_000;

/** Three hashes of i (multiply, then square modulo a prime): cheap, and varied enough to spread rows. */
const HASHES = sql`mixed as (
    select i,
      (i * 1103515245 + 12345) % 2147483647 as x1,
      (i * 1103515245 + 54321) % 2147483647 as x2,
      (i * 1103515245 + 99991) % 2147483647 as x3
    from series),
  hashed as (select i, (x1 * x1) % 2147483647 as h1, (x2 * x2) % 2147483647 as h2, (x3 * x3) % 2147483647 as h3 from mixed)`;

/**
 * Which fundraiser donation i goes to: the first `big` to number 1; then one to each other
 * fundraiser (none is left without a gift and a balance); the rest skewed, u² of the way along,
 * so a few fundraisers collect many gifts and most a handful, as on any platform.
 */
const placement = (plan: DonationPlan) => {
  const others = plan.fundraisers - 1;
  return sql`case
      when i <= ${sql.lit(plan.big)} then 1
      when i - ${sql.lit(plan.big)} <= ${sql.lit(others)} then 1 + (i - ${sql.lit(plan.big)})
      else 2 + (${sql.lit(others)} * (h1 % 1000000) * (h1 % 1000000)) / 1000000000000
    end`;
};

async function insertDonationChunk(db: Db, q: SeedSql, plan: DonationPlan, from: number, to: number) {
  const amount = sql`case when h2 / 1000000 % 10 = 0 then ${pickFrom(sql`h2 / 10000000`, LARGER_KES)} else ${pickFrom(sql`h2 / 10000000`, AMOUNTS_KES)} end`;
  const words = sql`case when h3 % ${sql.lit(WORDS_ONE_IN)} = 0 then ${pickFrom(sql`h3 / 7`, SUPPORT_WORDS)} end`;
  // Paid within the fundraiser's life so far; M-Pesa's answer 8 to 38 seconds after the push.
  const paidMs = sql`at_ms + 8000 + h3 / 1000 % 30000`;
  await sql`
    with recursive ${q.series(from, to)}, ${HASHES},
    placed as (select hashed.*, ${placement(plan)} as ix from hashed),
    timed as (
      select p.*, f.id as fundraiser_id,
        f.created_ms + (p.h2 % 1000000) * (${sql.lit(plan.now - 60_000)} - f.created_ms) / 1000000 as at_ms,
        ${pickFrom(sql`p.h1 / 1000000`, DONOR_NAMES)} as donor_name
      from placed p join bench_seed_fundraisers f on f.ix = p.ix)
    insert into donations (id, reference, fundraiser_id, donor_name, anonymous, amount_minor, currency, message,
      status, created_at, phone, checkout_request_id, merchant_request_id, mpesa_receipt, result_code, result_desc,
      pushed_at, completed_at, language)
    select ${q.uuid}, ${q.uuid}, fundraiser_id, donor_name, case when donor_name = 'Anonymous' then 1 else 0 end,
      (${amount}) * 100, 'KES', ${words}, 'succeeded', ${q.iso(sql`at_ms`)},
      '2547' || ${q.padded(sql`h3 % 100000000`, 8)},
      'ws_CO_' || ${q.padded(sql`i`, 12)},
      ${q.padded(sql`h1 % 90000 + 10000`, 5)} || '-' || ${q.padded(sql`i`, 9)} || '-1',
      'S' || ${q.padded(sql`h2 % 1000000000`, 9)},
      0, 'The service request is processed successfully.',
      ${q.iso(sql`at_ms`)}, ${q.iso(paidMs)},
      case when h1 % 5 = 0 then 'sw' else 'en' end
    from timed`.execute(db);
}

/** Fundraiser number → id and start time, for the donations' SQL; filled by the caller, dropped after. */
export async function createFundraiserIndex(db: Db) {
  await db.schema
    .createTable('bench_seed_fundraisers')
    .addColumn('ix', 'integer', (c) => c.primaryKey())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('created_ms', 'bigint', (c) => c.notNull())
    .execute();
}

export async function seedDonations(db: Db, q: SeedSql, plan: DonationPlan, progress: (line: string) => void) {
  for (let from = 1; from <= plan.donations; from += CHUNK) {
    const to = Math.min(plan.donations, from + CHUNK - 1);
    await insertDonationChunk(db, q, plan, from, to);
    progress(`donations ${to.toLocaleString('en')} / ${plan.donations.toLocaleString('en')}`);
  }
  await db.schema.dropTable('bench_seed_fundraisers').execute();
  // One credit per succeeded donation, in escrow from when it was paid (money/ledger/credit.ts).
  const paid = q.msOf(sql`completed_at`);
  await sql`
    insert into ledger_entries (id, fundraiser_id, kind, amount_minor, source_id, available_at, created_at)
    select ${q.uuid}, fundraiser_id, 'donation', amount_minor, id, ${q.iso(escrowEndMs(sql`paid_ms`))}, completed_at
    from (select id, fundraiser_id, amount_minor, completed_at, ${paid} as paid_ms
          from donations where status = 'succeeded') paid`.execute(db);
  progress('ledger credits');
  // The kept balance is the sum of the credits, last moved by the newest one.
  await sql`
    insert into fundraiser_balances (fundraiser_id, raised_minor, supporters, blocked_minor, withdrawn_minor,
      fee_minor, updated_at)
    select fundraiser_id, sum(amount_minor), count(*), 0, 0, 0, max(created_at)
    from ledger_entries where kind = 'donation' group by fundraiser_id`.execute(db);
  progress('balances');
}
