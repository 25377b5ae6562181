import type { Treasurership } from '#shared/schemas/treasurer.schema.ts';
import type { Db } from '../../db/client.ts';
import * as treasurers from '../../db/repositories/treasurers.repository.ts';
import { fullName } from '../../lib/serializers.ts';

/**
 * A treasurer's dashboard (D-205): the fundraisers they help manage, each with the withdrawals still
 * waiting for approvals that they have not approved yet.
 */
export async function treasurershipsOf(db: Db, userId: string): Promise<Treasurership[]> {
  const rows = await treasurers.listTreasurerships(db, userId);
  const waiting = await treasurers.awaitingApproval(
    db,
    rows.map((r) => r.id),
    userId,
  );
  return rows.map((r) => ({
    short_code: r.short_code,
    title: r.title,
    organiser: fullName(r),
    accepted_at: r.accepted_at!,
    awaiting_approval: waiting
      .filter((w) => w.fundraiser_id === r.id && Number(w.mine) === 0)
      .map((w) => ({
        id: w.id,
        amount: Number(w.amount_minor),
        fee: Number(w.fee_minor),
        purpose: w.purpose,
        approvals: Number(w.approvals),
        approvals_needed: w.approvals_needed,
        created_at: w.created_at,
      })),
  }));
}
