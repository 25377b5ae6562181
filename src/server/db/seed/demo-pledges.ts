import { nairobiDate } from '#shared/pledges/instalments.ts';
import type { Env } from '../../env.ts';
import { paybillKey } from '#shared/paybill-key.ts';
import { newPledgeId, tokenHash } from '../../money/pledges/create.ts';
import { pledgeToken } from '../../money/pledges/reminders/pledge-token.ts';
import type { Db } from '../client.ts';
import { insertPledge, nextPledgeNumber } from '../repositories/pledges.repository.ts';
import { takeAccountNumber } from '../repositories/account-numbers.repository.ts';
import { hoursAgo } from './demo-withdrawals.ts';
import { toMinor } from '#shared/kes.ts';

// Pledges taken at the demo harambee (D-230, D-231): confirmed, none paid yet, so the fundraiser's
// bar shows its pledged part, its page lists the public ones and the pledges screen has rows. The
// phone numbers are the demo's own; each link's token is derived from its pledge's id (D-231).

const DAY = 24 * 60 * 60 * 1000;

export const DEMO_PLEDGES = [
  { kes: 20_000, name: 'Mama Atieno', phone: '254111000301', inDays: 14, instalments: 1, public: true },
  { kes: 6_000, name: null, phone: '254111000302', inDays: 10, instalments: 2, public: true },
  { kes: 15_000, name: 'Otieno Ouma', phone: '254111000303', inDays: 30, instalments: 1, public: false },
] as const;

export async function seedDemoPledges(trx: Db, env: Pick<Env, 'JWT_SECRET'>, fundraiserId: string) {
  const fundraiser = await trx
    .selectFrom('fundraisers')
    .select('short_code')
    .where('id', '=', fundraiserId)
    .executeTakeFirstOrThrow();
  for (const [i, p] of DEMO_PLEDGES.entries()) {
    const id = newPledgeId();
    const number = await nextPledgeNumber(trx, fundraiserId);
    const reference = `${fundraiser.short_code}-${number}`;
    const createdAt = hoursAgo(48 - i * 6);
    await insertPledge(trx, {
      id,
      fundraiser_id: fundraiserId,
      number,
      reference,
      reference_key: paybillKey(reference),
      account_number: await takeAccountNumber(trx),
      amount_minor: toMinor(p.kes),
      due_date: nairobiDate(Date.now() + p.inDays * DAY),
      instalments: p.instalments,
      period: p.instalments > 1 ? 'monthly' : null,
      phone: p.phone,
      email: null,
      display_name: p.name,
      anonymous: p.name ? 0 : 1,
      public: p.public ? 1 : 0,
      language: i === 0 ? 'sw' : 'en',
      state: 'confirmed',
      token_hash: tokenHash(pledgeToken(env, id)),
      created_at: createdAt,
      confirmed_at: createdAt,
      released_at: null,
      last_reminded_at: null,
    });
  }
}
