import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { findDonation, insertDonation } from '#server/db/repositories/donations.repository.ts';
import { putDestination } from '#server/db/repositories/payout-destinations.repository.ts';
import { findPayout } from '#server/db/repositories/payouts.repository.ts';
import type { Deps } from '#server/deps.ts';
import { isoIn } from '#server/lib/time.ts';
import { DarajaError } from '#server/money/daraja/daraja-error.ts';
import { recordPaybillPayment } from '#server/money/in/paybill/paybill.ts';
import { settle } from '#server/money/in/settle.ts';
import { queryPayout } from '#server/money/out/payouts/query-payout.ts';
import { sendPayout } from '#server/money/out/payouts/send-payout.ts';
import { settlePayout, type PayoutAnswer } from '#server/money/out/payouts/settle-payout.ts';
import type { Answer } from './ledger-model.ts';

// What happens to a fundraiser's money, one step at a time, through the product's own services:
// the ledger's property test (ledger.property.test.ts) draws a random run of these. M-Pesa is a
// stand-in here (fakeDaraja): each step says what it answers.

/** What the stand-in does with the next payout request: takes it, refuses its field, or never answers (we die). */
export type DarajaMood = 'ack' | 'refuse' | 'die';

/** Daraja as far as payouts use it: the test sets `mood` before each request. */
export function fakeDaraja() {
  const state = { mood: 'ack' as DarajaMood, requests: 0 };
  const take = async (originatorId: string) => {
    state.requests++;
    if (state.mood === 'refuse') throw new DarajaError(400, '400.002.02', 'Bad Request - Invalid PartyB');
    // The process killed while the request is out: nothing after it runs.
    if (state.mood === 'die') throw new Error('killed mid-request');
    return {
      OriginatorConversationID: originatorId,
      ConversationID: `AG_${randomUUID().slice(0, 8)}`,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    };
  };
  const daraja = {
    b2c: (p: { originatorId: string }) => take(p.originatorId),
    b2b: () => take(randomUUID()),
    transactionStatus: async () => ({}),
    accountBalance: async () => ({}),
  };
  return { state, daraja };
}

type Fake = ReturnType<typeof fakeDaraja>;

/** The worker sends a queued part: M-Pesa takes it (acknowledged) or Daraja refuses its field, told `times` at once. */
export async function sendPart(deps: Deps, fake: Fake, payoutId: string, mood: DarajaMood, times = 1) {
  fake.state.mood = mood;
  const payout = (await findPayout(deps.db, payoutId))!;
  const sent = await Promise.allSettled(Array.from({ length: times }, () => sendPayout(deps, payout)));
  fake.state.mood = 'ack';
  return sent;
}

/**
 * M-Pesa's answer about a sent part, from its result URL or a status query, told once, twice at
 * once, or both at once (a result racing the status query's answer), with the name M-Pesa holds
 * for the number (its owner's, or someone else's).
 */
export async function answerPart(
  deps: Deps,
  payoutId: string,
  code: Exclude<Answer, '400.002.02'>,
  from: 'result' | 'status',
  told: 'once' | 'twice' | 'both',
  receiverName: string,
) {
  const payout = (await findPayout(deps.db, payoutId))!;
  const answer: Omit<PayoutAnswer, 'from'> = {
    code,
    desc: 'as M-Pesa said',
    receipt: `SG${payout.id.slice(0, 8).toUpperCase()}`,
    receiverName,
  };
  const froms: ('result' | 'status')[] =
    told === 'once' ? [from] : told === 'twice' ? [from, from] : ['result', 'status'];
  await Promise.all(froms.map((f) => settlePayout(deps, payout, { ...answer, from: f })));
}

/**
 * A part M-Pesa paid whose answer never came: the request died with us (B2C, `died`) or its result
 * was lost; the worker then asks about it (the status query goes out, its answer comes later).
 */
export async function losePart(deps: Deps, fake: Fake, payoutId: string, died: boolean) {
  const before = (await findPayout(deps.db, payoutId))!;
  if (before.status === 'queued') {
    const [sent] = await sendPart(deps, fake, payoutId, died ? 'die' : 'ack');
    expect(sent!.status).toBe(died ? 'rejected' : 'fulfilled');
  }
  await queryPayout(deps, (await findPayout(deps.db, payoutId))!);
}

/** The owner's new destination, as the confirmed change writes it: paid from the end of its cooling (D-203). */
export async function changeDestination(
  db: Db,
  fundraiserId: string,
  ownerId: string,
  to: { kind: 'mpesa'; phone: string } | { kind: 'paybill'; paybill: string; account: string },
) {
  await putDestination(db, fundraiserId, ownerId, to, isoIn(48 * 3600));
}

/** Time passes for one fundraiser: its destination's cooling and every wait of its withdrawals end. */
export async function letTimePass(db: Db, fundraiserId: string) {
  const past = new Date(Date.now() - 1000).toISOString();
  await db
    .updateTable('payout_destinations')
    .set({ paid_from: past })
    .where('fundraiser_id', '=', fundraiserId)
    .execute();
  await db
    .updateTable('withdrawals')
    .set({ retry_at: past })
    .where('fundraiser_id', '=', fundraiserId)
    .where('status', '=', 'approved')
    .execute();
}

/** An account straight in the database (a reviewer, or one to make a treasurer). */
export async function accountIn(db: Db, role: 'user' | 'reviewer') {
  const now = new Date().toISOString();
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      email_address: `${id}@example.test`,
      firstname: 'Mercy',
      lastname: 'W',
      is_verified: 1,
      role,
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  return (await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst())!;
}

/** An account that is the fundraiser's active treasurer (D-205), straight in the database. */
export async function treasurerOf(db: Db, fundraiserId: string, ownerId: string) {
  const user = await accountIn(db, 'user');
  const now = new Date().toISOString();
  await db
    .insertInto('fundraiser_treasurers')
    .values({
      id: randomUUID(),
      fundraiser_id: fundraiserId,
      email_address: user.email_address,
      token_hash: null,
      expires_at: now,
      invited_by: ownerId,
      invited_at: now,
      user_id: user.id,
      accepted_at: now,
      removed_at: null,
    })
    .execute();
  return user;
}

/**
 * A paybill payment to the fundraiser's account (D-213), its confirmation sometimes told twice at
 * once; the donor sometimes types the code with a look-alike (O for 0, lower case, spaces).
 */
/**
 * A paybill payment to `typed` (a short code, or a numeric account, D-254), as Daraja confirms it;
 * `typo`: the way donors really type it (a code in small letters with look-alikes, a number in groups).
 */
export async function payByPaybill(deps: Deps, typed: string, kes: number, typo: boolean, twice: boolean) {
  const transId = `T${randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase()}`;
  const numeric = /^\d+$/.test(typed);
  const mistyped = numeric
    ? ` ${typed.slice(0, 3)} ${typed.slice(3)} `
    : ` ${typed.toLowerCase().replaceAll('0', 'o')} `;
  const account = typo ? mistyped : typed;
  const facts = {
    TransactionType: 'Pay Bill',
    TransID: transId,
    TransTime: '20261126101500',
    TransAmount: `${kes}.00`,
    BusinessShortCode: '174379',
    BillRefNumber: account,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: '2547 ***** 126',
    FirstName: 'John',
    MiddleName: '',
    LastName: 'Doe',
    raw: '{}',
  };
  const told = await Promise.all(Array.from({ length: twice ? 2 : 1 }, () => recordPaybillPayment(deps, facts)));
  expect(told.filter((t) => t === 'credited')).toHaveLength(1);
}

export async function pay(deps: Deps, fundraiserId: string, kes: number, paid: boolean, toldTwice: boolean) {
  const id = randomUUID();
  await insertDonation(deps.db, {
    id,
    reference: randomUUID(),
    fundraiser_id: fundraiserId,
    donor_name: 'Wanjiku',
    amount_minor: kes * 100,
    currency: 'KES',
    message: null,
    status: 'pending',
    created_at: new Date().toISOString(),
  });
  const donation = (await findDonation(deps.db, id))!;
  const answer = {
    status: paid ? ('succeeded' as const) : ('cancelled' as const),
    resultCode: paid ? 0 : 1032,
    resultDesc: paid ? 'The service request is processed successfully.' : 'Request cancelled by user',
    mpesaReceipt: paid ? `R${id.slice(0, 9)}` : null,
    checkoutRequestId: `ws_CO_${id}`,
    at: new Date().toISOString(),
  };
  await Promise.all(Array.from({ length: toldTwice ? 2 : 1 }, () => settle(deps, donation, answer)));
}
