import { accountToPay } from './paybill-account.ts';
import { moneyFundraiserOr4xx } from '../access.ts';
import { maskPhone } from '#shared/phone.ts';
import { dueBefore, nairobiDate } from '#shared/pledges/instalments.ts';
import type { OwnerPledge, OwnerPledges } from '#shared/pledges/pledge.schema.ts';
import { pledgeStatus, pledgedRemainder } from '#shared/pledges/pledge-status.ts';
import type { Deps } from '../../deps.ts';
import * as pledges from '../../db/repositories/pledges.repository.ts';
import type { FundraiserRow, UserRow } from '../../db/schema.ts';
import type { PledgeRow } from '../../db/pledges-tables.ts';
import { clock } from '../../lib/clock.ts';
import { ownerReminders, type OwnerReminders } from './reminders/owner-reminders.ts';
import { fromMinor } from '#shared/kes.ts';

// A fundraiser's pledges as its owner and active treasurers see them (D-233): every one, with its
// payments; the phone masked, no name when the pledger chose Anonymous, never the e-mail or token.

/** The fundraiser, for its owner or an active treasurer: 404 when there is none, else 403. */
export const pledgesFundraiserOr4xx = (deps: Deps, shortCode: string, user: UserRow) =>
  moneyFundraiserOr4xx(deps, shortCode, user, 'seePledges');

type Payment = Awaited<ReturnType<typeof pledges.paymentsOfPledges>>[number];

const facts = (p: PledgeRow) => ({
  ...p,
  amount_minor: Number(p.amount_minor),
  paid_minor: Number(p.paid_minor),
});

function toOwnerPledge(p: PledgeRow, payments: Payment[], today: string, reminders: OwnerReminders): OwnerPledge {
  const f = facts(p);
  const overdue = p.state === 'confirmed' ? Math.max(0, dueBefore(f, today) - f.paid_minor) : 0;
  return {
    id: p.id,
    number: p.number,
    reference: accountToPay(p),
    status: pledgeStatus(f, today),
    amount: fromMinor(f.amount_minor),
    paid: fromMinor(f.paid_minor),
    remaining: fromMinor(Math.max(0, f.amount_minor - f.paid_minor)),
    overdue_amount: fromMinor(Math.min(overdue, Math.max(0, f.amount_minor - f.paid_minor))),
    due_date: p.due_date,
    instalments: p.instalments,
    period: p.period,
    display_name: p.anonymous ? null : p.display_name,
    anonymous: p.anonymous === 1,
    public: p.public === 1,
    phone: maskPhone(p.phone),
    language: p.language,
    created_at: p.created_at,
    confirmed_at: p.confirmed_at,
    released_at: p.released_at,
    reminders_sent: p.reminders_sent,
    last_reminded_at: p.last_reminded_at,
    payments: payments
      .filter((pay) => pay.pledge_id === p.id)
      .map((pay) => ({
        reference: pay.reference,
        applied: fromMinor(Number(pay.applied_minor)),
        donation_amount: fromMinor(Number(pay.amount_minor)),
        via: pay.via,
        paid_at: pay.completed_at ?? pay.linked_at,
        mpesa_receipt: pay.mpesa_receipt,
      })),
    ...reminders,
  };
}

export async function ownerPledges(
  deps: Deps,
  fundraiser: FundraiserRow,
  now = clock.now().getTime(),
): Promise<OwnerPledges> {
  const [rows, payments] = await Promise.all([
    pledges.allPledgesOf(deps.db, fundraiser.id),
    pledges.paymentsOfPledges(deps.db, fundraiser.id),
  ]);
  const today = nairobiDate(now);
  const confirmed = rows.filter((p) => p.state !== 'unconfirmed');
  const reminders = await ownerReminders(deps.db, fundraiser, rows, new Date(now));
  return {
    data: rows.map((p) => toOwnerPledge(p, payments, today, reminders.get(p.id)!)),
    totals: {
      currency: fundraiser.currency,
      pledged_kes: fromMinor(rows.reduce((sum, p) => sum + pledgedRemainder(facts(p)), 0)),
      paid_kes: fromMinor(confirmed.reduce((sum, p) => sum + Number(p.paid_minor), 0)),
      confirmed_count: confirmed.length,
    },
  };
}
