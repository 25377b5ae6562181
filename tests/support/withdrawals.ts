import { expect } from 'vitest';
import { verifiedUser } from './accounts.ts';
import { Session } from './api.ts';
import { freshPhone } from './donations.ts';
import { liveFundraiserIn, startOwnServer } from './own-server.ts';

// Withdrawals (D-200, D-202) need money that is available at once: a server of the test file's own
// with ESCROW_BUSINESS_DAYS=0, and owners whose fundraisers received paid donations there.

export async function startMoneyServer(label: string, overrides: Record<string, string> = {}) {
  const server = await startOwnServer(label, { ESCROW_BUSINESS_DAYS: '0', PLATFORM_FEE_PERCENT: '3.5', ...overrides });
  /** A donation of `amount` (KES) to `shortCode` from `phone`, paid: its receipt link (its id). */
  async function giftTo(shortCode: string, amount: number, phone = freshPhone()) {
    const donor = new Session(undefined, server.api);
    const started = await donor.post('/donations/', { short_code: shortCode, amount, phone });
    expect(started.status).toBe(202);
    for (let i = 0; ; i++) {
      const status = (await donor.get(`/donations/${started.body.data.id}/`)).body.data.status;
      if (status === 'succeeded') break;
      if (status !== 'pending' || i > 100) throw new Error(`the donation is ${status}`);
      await new Promise((r) => setTimeout(r, 150));
    }
    return started.body.data.id as string;
  }
  /** A signed-in owner of a live fundraiser that received `amounts` (KES), all paid. */
  async function ownerWithMoney(amounts: number[], phones: string[] = []) {
    const { session, user, email } = await verifiedUser('owner', server.api);
    const f = await liveFundraiserIn(server.db(), user.id);
    // Each gift's receipt link (its id) and the number that paid it.
    const gifts: { id: string; phone: string; amount: number }[] = [];
    for (const [index, amount] of amounts.entries()) {
      const phone = phones[index] ?? freshPhone();
      gifts.push({ id: await giftTo(f.shortCode, amount, phone), phone, amount });
    }
    return { owner: session, ownerEmail: email, ...f, gifts };
  }
  return { ...server, ownerWithMoney, giftTo };
}

export type MoneyServer = Awaited<ReturnType<typeof startMoneyServer>>;

export const money = async (owner: Session, shortCode: string) =>
  (await owner.get(`/fundraisers/${shortCode}/money/`)).body.data;

export const withdraw = (owner: Session, shortCode: string, amount: number, key?: string) =>
  owner.request(`/fundraisers/${shortCode}/withdrawals/`, {
    json: { amount, purpose: 'Deposit for the hospital bill' },
    headers: key ? { 'idempotency-key': key } : undefined,
  });
