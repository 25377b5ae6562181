import type { Treasurership } from '#shared/schemas/treasurer.schema.ts';
import type { Db } from '../../db/client.ts';
import * as treasurers from '../../db/repositories/treasurers.repository.ts';
import { fullName } from '../../lib/serializers.ts';
import { openChangesOf } from '../../db/repositories/treasurer-changes.repository.ts';
import { changeViews } from './treasurer-changes.ts';

/**
 * A treasurer's dashboard (D-205): the fundraisers they help manage, each with the withdrawals still
 * waiting for approvals that they have not approved yet, and a change of treasurers waiting (D-255).
 */
export async function treasurershipsOf(db: Db, userId: string): Promise<Treasurership[]> {
  const rows = await treasurers.listTreasurerships(db, userId);
  const ids = rows.map((r) => r.id);
  const waiting = await treasurers.awaitingApproval(db, ids, userId);
  const open = await openChangesOf(db, ids);
  const views = await changeViews(db, open, userId);
  return rows.map((r) => ({
    short_code: r.short_code,
    change: views[open.findIndex((c) => c.fundraiser_id === r.id)] ?? null,
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
