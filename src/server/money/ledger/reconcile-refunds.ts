import type { Db } from '../../db/client.ts';

// Reconcile's refunds (D-256): every refund has its one `refund` entry of its amount on its
// fundraiser and every entry its refund; a refund gives back no more than its gift brought, of a
// succeeded donation of that fundraiser; one M-Pesa says went back names the receipt it went back by,
// or M-Pesa's word that it was reversed before.

export async function refundDifferences(db: Db): Promise<string[]> {
  const [unmatched, strays, overGift, unconfirmed] = await Promise.all([
    db
      .selectFrom('refunds as r')
      .leftJoin('ledger_entries as e', (join) => join.onRef('e.source_id', '=', 'r.id').on('e.kind', '=', 'refund'))
      .select([
        'r.id',
        'r.amount_minor',
        'r.fundraiser_id',
        'e.amount_minor as entry_minor',
        'e.fundraiser_id as entry_fundraiser',
      ])
      .where((eb) =>
        eb.or([
          eb('e.id', 'is', null),
          eb('e.amount_minor', '!=', eb.ref('r.amount_minor')),
          eb('e.fundraiser_id', '!=', eb.ref('r.fundraiser_id')),
        ]),
      )
      .execute(),
    db
      .selectFrom('ledger_entries as e')
      .leftJoin('refunds as r', 'r.id', 'e.source_id')
      .select(['e.fundraiser_id', 'e.source_id'])
      .where('e.kind', '=', 'refund')
      .where('r.id', 'is', null)
      .execute(),
    db
      .selectFrom('refunds as r')
      .leftJoin('donations as d', 'd.id', 'r.donation_id')
      .select(['r.id', 'r.amount_minor', 'd.amount_minor as gift_minor'])
      .where((eb) =>
        eb.or([
          eb('d.id', 'is', null),
          eb('d.status', '!=', 'succeeded'),
          eb('d.fundraiser_id', '!=', eb.ref('r.fundraiser_id')),
          eb('r.amount_minor', '>', eb.ref('d.amount_minor')),
        ]),
      )
      .execute(),
    db
      .selectFrom('refunds')
      .select('id')
      .where('status', '=', 'returned')
      .where('mpesa_receipt', 'is', null)
      // Reversed before (R000001): M-Pesa's word that the payer has it back, with no receipt of ours.
      .where((eb) => eb.or([eb('result_code', 'is', null), eb('result_code', '!=', 'R000001')]))
      .execute(),
  ]);
  return [
    ...unmatched.map((r) =>
      r.entry_minor === null
        ? `refund ${r.id}: no ledger entry`
        : `refund ${r.id}: entry of ${r.entry_minor} on ${r.entry_fundraiser}, the refund is ${r.amount_minor} on ${r.fundraiser_id}`,
    ),
    ...strays.map((s) => `${s.fundraiser_id}: refund entry for ${s.source_id}, which is no refund`),
    ...overGift.map(
      (r) => `refund ${r.id}: ${r.amount_minor} is not part of a succeeded gift here (${r.gift_minor ?? '-'})`,
    ),
    ...unconfirmed.map((r) => `refund ${r.id}: returned with no M-Pesa receipt`),
  ];
}

/**
 * Reconcile's reversals M-Pesa made (D-259): each one debited has its one `reversal` entry of its
 * amount on the fundraiser of the gift it reversed, and every such entry its reversal.
 */
export async function reversalDifferences(db: Db): Promise<string[]> {
  const [unmatched, strays] = await Promise.all([
    db
      .selectFrom('mpesa_reversals as r')
      .leftJoin('ledger_entries as e', (join) => join.onRef('e.source_id', '=', 'r.id').on('e.kind', '=', 'reversal'))
      .leftJoin('donations as d', 'd.id', 'r.donation_id')
      .select(['r.id', 'r.receipt', 'r.amount_minor', 'e.amount_minor as entry_minor', 'd.fundraiser_id'])
      .where('r.outcome', '=', 'debited')
      .where((eb) =>
        eb.or([
          eb('e.id', 'is', null),
          eb('e.amount_minor', '!=', eb.ref('r.amount_minor')),
          eb('e.fundraiser_id', '!=', eb.ref('d.fundraiser_id')),
        ]),
      )
      .execute(),
    db
      .selectFrom('ledger_entries as e')
      .leftJoin('mpesa_reversals as r', (join) =>
        join.onRef('r.id', '=', 'e.source_id').on('r.outcome', '=', 'debited'),
      )
      .select(['e.fundraiser_id', 'e.source_id'])
      .where('e.kind', '=', 'reversal')
      .where('r.id', 'is', null)
      .execute(),
  ]);
  return [
    ...unmatched.map((r) =>
      r.entry_minor === null
        ? `M-Pesa reversal ${r.receipt}: no ledger entry`
        : `M-Pesa reversal ${r.receipt}: entry of ${r.entry_minor}, the reversal is ${r.amount_minor} of a gift to ${r.fundraiser_id}`,
    ),
    ...strays.map((s) => `${s.fundraiser_id}: reversal entry for ${s.source_id}, which is no debited reversal`),
  ];
}
