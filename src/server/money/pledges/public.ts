import type { Currency } from '#shared/constants.ts';
import { nairobiDate } from '#shared/pledges/instalments.ts';
import type { PublicPledge } from '#shared/pledges/pledge.schema.ts';
import { pledgeStatus } from '#shared/pledges/pledge-status.ts';
import type { Db } from '../../db/client.ts';
import * as pledges from '../../db/repositories/pledges.repository.ts';
import { raisedIn } from '../../lib/fx.ts';
import { clock } from '../../lib/clock.ts';

// What a fundraiser's public page shows of its pledges (D-231, D-233): the pledged total beside,
// never inside, what was raised, and the public pledges with a name or Anonymous, nothing else.

const PUBLIC_PLEDGES = 20;

export async function pledgesOnPage(db: Db, fundraiserId: string, currency: Currency, now = clock.now().getTime()) {
  const [lacking, shown] = await Promise.all([
    pledges.pledgedMinor(db, fundraiserId),
    pledges.publicPledges(db, fundraiserId, PUBLIC_PLEDGES),
  ]);
  const today = nairobiDate(now);
  const list: PublicPledge[] = shown.map((p) => {
    const facts = { ...p, amount_minor: Number(p.amount_minor), paid_minor: Number(p.paid_minor) };
    return {
      display_name: p.anonymous ? null : p.display_name,
      anonymous: p.anonymous === 1,
      amount: raisedIn(currency, facts.amount_minor),
      paid: raisedIn(currency, facts.paid_minor),
      // Only confirmed pledges are read, so neither 'unconfirmed' nor 'released' can come back.
      status: pledgeStatus(facts, today) as PublicPledge['status'],
    };
  });
  return { pledgedAmount: raisedIn(currency, lacking), pledges: list };
}
