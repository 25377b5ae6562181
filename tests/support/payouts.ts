import { expect, inject } from 'vitest';
import { adminCliOn } from './admin-cli.ts';
import { Session, STRONG_PASSWORD, uniqueEmail } from './api.ts';
import { freshPhone, verifyPhone } from './sms.ts';
import { startMoneyServer, withdraw } from './withdrawals.ts';

// Payouts (D-208) against the Daraja simulator: a money server of the test file's own with no
// cooling and quick status queries, a reviewer on it, and a withdrawal taken all the way to
// `approved` through the API, to an M-Pesa number (whose registered name the simulator is told)
// or a paybill.

export type Destination = { kind: 'mpesa'; phone: string } | { kind: 'paybill'; paybill: string; account: string };

/** The simulator's record of every payout it was asked for, newest first. */
export interface SimPayout {
  OriginatorConversationID: string;
  PartyB: string;
  Amount: number;
  AccountReference?: string;
  outcome: string;
  ResultCode: number | null;
  paid: boolean;
}

export const simUrl = () => inject('darajaSimUrl');

export async function simPayouts(partyB?: string): Promise<SimPayout[]> {
  const all = (await (await fetch(`${simUrl()}/simulator/payouts`)).json()) as SimPayout[];
  return partyB ? all.filter((p) => p.PartyB === partyB) : all;
}

/** Tells the simulator whose number it is (M-Pesa's register, as a payout's result names it). */
export async function registerName(msisdn: string, name: string) {
  const reply = await fetch(`${simUrl()}/simulator/subscribers/${msisdn}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(reply.status).toBe(200);
}

export async function startPayoutServer(label: string, overrides: Record<string, string> = {}) {
  const server = await startMoneyServer(label, { PAYOUT_COOLING_HOURS: '0', PAYOUT_QUERY_SECONDS: '1', ...overrides });
  const email = uniqueEmail('payout-reviewer');
  const created = await adminCliOn(server.env, 'create-reviewer', email, STRONG_PASSWORD);
  expect(created.code, created.out).toBe(0);
  const reviewer = new Session(undefined, server.api);
  expect((await reviewer.post('/users/login/', { email_address: email, password: STRONG_PASSWORD })).status).toBe(200);

  /** The code of the newest text the server wrote to `msisdn` that says `what` (its demo outbox). */
  async function writtenCode(msisdn: string, what: string) {
    const texts = (await new Session(undefined, server.api).get(`/dev/sms-outbox?to=${msisdn}`)).body.data as {
      text: string;
    }[];
    const code = /\b(\d{6})\b/.exec(texts.find((t) => t.text.includes(what))?.text ?? '')?.[1];
    if (!code) throw new Error(`no code for "${what}" to ${msisdn}`);
    return code;
  }

  async function setDestination(owner: Session, shortCode: string, codesTo: string, destination: Destination) {
    const put = await owner.request(`/fundraisers/${shortCode}/payout-destination/`, {
      method: 'PUT',
      json: { ...destination, current_password: STRONG_PASSWORD },
    });
    expect(put.status).toBe(202);
    const code = await writtenCode(codesTo, 'to change where');
    const confirmed = await owner.post(`/fundraisers/${shortCode}/payout-destination/confirm/`, { code });
    expect(confirmed.status).toBe(200);
  }

  /**
   * A fundraiser that received the donations `raised` (KES), its destination set, and a withdrawal of `amount` requested,
   * reviewed and approved by its owner's SMS code: from here the payout worker takes it.
   */
  async function approvedWithdrawal(options: {
    raised: number[];
    amount: number;
    destination?: Destination;
    /** The name M-Pesa holds for the destination's number (the owner's by default). */
    mpesaName?: string;
  }) {
    const f = await server.ownerWithMoney(options.raised);
    const codesTo = await verifyPhone(f.owner);
    const destination = options.destination ?? { kind: 'mpesa', phone: freshPhone() };
    if (destination.kind === 'mpesa') await registerName(destination.phone, options.mpesaName ?? 'Achieng Owino');
    await setDestination(f.owner, f.shortCode, codesTo, destination);
    const requested = await withdraw(f.owner, f.shortCode, options.amount);
    expect(requested.status).toBe(201);
    const id = requested.body.data.id as string;
    if ((await f.owner.get(`/withdrawals/${id}/`)).body.data.review === 'waiting')
      expect((await reviewer.post(`/moderation/withdrawals/${id}/approve/`)).status).toBe(200);
    expect((await f.owner.post(`/withdrawals/${id}/approvals/`)).status).toBe(202);
    const code = await writtenCode(codesTo, 'to approve');
    expect((await f.owner.post(`/withdrawals/${id}/approvals/confirm/`, { code })).status).toBe(200);
    return { ...f, id, codesTo, destination };
  }

  const db = () => server.db();
  const past = () => new Date(Date.now() - 60_000).toISOString();
  const fundraiserId = async (shortCode: string) =>
    (await db().selectFrom('fundraisers').select('id').where('short_code', '=', shortCode).executeTakeFirstOrThrow())
      .id;

  /** The destination's cooling ends now, and its waiting withdrawals are looked at again (D-203, D-244). */
  async function coolingEnds(shortCode: string) {
    const id = await fundraiserId(shortCode);
    await db().updateTable('payout_destinations').set({ paid_from: past() }).where('fundraiser_id', '=', id).execute();
    await db().updateTable('withdrawals').set({ retry_at: past() }).where('fundraiser_id', '=', id).execute();
  }

  /** A withdrawal's payouts, oldest first, as the database holds them. */
  const payoutsOf = (withdrawalId: string) =>
    db().selectFrom('payouts').selectAll().where('withdrawal_id', '=', withdrawalId).orderBy('created_at').execute();

  return {
    ...server,
    reviewer,
    reviewerEmail: email,
    writtenCode,
    setDestination,
    approvedWithdrawal,
    fundraiserId,
    coolingEnds,
    payoutsOf,
  };
}

export type PayoutServer = Awaited<ReturnType<typeof startPayoutServer>>;

/** Polls GET /withdrawals/{id}/ until its status is one of `statuses` (or fails after ~30 s). */
export async function waitForWithdrawal(session: Session, id: string, statuses: string[], seconds = 30) {
  for (let i = 0; i < seconds * 5; i++) {
    const data = (await session.get(`/withdrawals/${id}/`)).body.data;
    if (statuses.includes(data.status)) return data;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`withdrawal ${id} never reached ${statuses.join(' or ')}`);
}
