import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { adminCliOn } from './admin-cli.ts';
import { Session, STRONG_PASSWORD, uniqueEmail } from './api.ts';
import { liveFundraiserIn, startOwnServer } from './own-server.ts';
import { loadEnv } from '#server/env.ts';
import { c2bToken } from '#server/money/in/paybill/c2b-urls.ts';

// Paybill (D-213) against a server of the test file's own: its C2B URLs (token and all), Daraja's
// confirmation as Safaricom posts it, fundraisers with codes from the real alphabet, and reviewers.

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const pick = () => ALPHABET[randomInt(0, ALPHABET.length)]!;

/** A short code as newShortCode makes them, holding the look-alikes o, i and L a donor mistypes. */
export const lookAlikeCode = () => `o${pick()}${pick()}i${pick()}${pick()}L${pick()}`;

let receipts = 0;
/** A TransID no other test uses. */
export const transId = () =>
  `T${String(Date.now()).slice(-6)}${String(receipts++).padStart(3, '0')}`.toUpperCase().slice(0, 10);

export const confirmationBody = (overrides: Record<string, string> = {}) => ({
  TransactionType: 'Pay Bill',
  TransID: transId(),
  TransTime: '20261126103045',
  TransAmount: '10.00',
  BusinessShortCode: '174379',
  BillRefNumber: 'nothing',
  InvoiceNumber: '',
  OrgAccountBalance: '49197.00',
  ThirdPartyTransID: '',
  MSISDN: '2547 ***** 126',
  FirstName: 'JOHN',
  MiddleName: '',
  LastName: 'DOE',
  ...overrides,
});

export async function startPaybillServer(label: string, overrides: Record<string, string> = {}) {
  const server = await startOwnServer(label, { ESCROW_BUSINESS_DAYS: '0', ...overrides });
  const token = c2bToken(loadEnv(server.env).JWT_SECRET);
  const url = (kind: 'confirmation' | 'validation', t = token) => `${server.api}/payments/c2b/${t}/${kind}/`;
  const post = async (kind: 'confirmation' | 'validation', body: unknown, t?: string) => {
    const reply = await fetch(url(kind, t), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: reply.status, body: (await reply.json().catch(() => null)) as Record<string, unknown> | null };
  };

  async function reviewer() {
    const email = uniqueEmail('paybill-reviewer');
    const created = await adminCliOn(server.env, 'create-reviewer', email, STRONG_PASSWORD);
    expect(created.code, created.out).toBe(0);
    const session = new Session(undefined, server.api);
    const login = await session.post('/users/login/', { email_address: email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
    return session;
  }

  /** A fundraiser with a code of the real alphabet, in the status asked for. */
  async function fundraiser(status: 'live' | 'closed' | 'pending_review' = 'live') {
    const f = await liveFundraiserIn(server.db());
    const shortCode = lookAlikeCode();
    await server
      .db()
      .updateTable('fundraisers')
      .set({ short_code: shortCode, status })
      .where('id', '=', f.id)
      .execute();
    return { id: f.id, shortCode, accountNumber: f.accountNumber };
  }

  const payment = (id: string) =>
    server.db().selectFrom('c2b_payments').selectAll().where('trans_id', '=', id).executeTakeFirst();
  const donations = (receipt: string) =>
    server.db().selectFrom('donations').selectAll().where('mpesa_receipt', '=', receipt).execute();
  const credits = (donationIds: string[]) =>
    donationIds.length === 0
      ? Promise.resolve([])
      : server
          .db()
          .selectFrom('ledger_entries')
          .selectAll()
          .where('kind', '=', 'donation')
          .where('source_id', 'in', donationIds)
          .execute();

  /** The donations a receipt became, and their ledger credits. */
  async function counted(receipt: string) {
    const found = await donations(receipt);
    return { donations: found, credits: await credits(found.map((d) => d.id)) };
  }

  return { ...server, token, post, reviewer, fundraiser, payment, donations, credits, counted };
}

export type PaybillServer = Awaited<ReturnType<typeof startPaybillServer>>;
