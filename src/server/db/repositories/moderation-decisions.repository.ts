import type { ModerationAction } from '#shared/schemas/moderation.schema.ts';
import type { Db } from '../client.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';
import { paged, type Page } from '../paging.ts';

// The moderation record: one row per decision, written beside the status change it explains.

export const recordDecision = (
  db: Db,
  decision: { fundraiserId: string; reviewerId: string | null; action: ModerationAction; reason: string | null },
) =>
  db
    .insertInto('moderation_decisions')
    .values({
      id: newId(),
      fundraiser_id: decision.fundraiserId,
      reviewer_id: decision.reviewerId,
      action: decision.action,
      reason: decision.reason,
      created_at: nowIso(),
    })
    .execute();

/** Newest first; the id breaks ties so pages never repeat or skip a row. */
export async function listDecisions(db: Db, page: Page) {
  const total = await db
    .selectFrom('moderation_decisions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await paged(
    db
      .selectFrom('moderation_decisions as m')
      .innerJoin('fundraisers as f', 'f.id', 'm.fundraiser_id')
      .leftJoin('fundraiser_details as d', 'd.fundraiser_id', 'f.id')
      .leftJoin('users as u', 'u.id', 'm.reviewer_id')
      .select([
        'm.id',
        'm.action',
        'm.reason',
        'm.created_at',
        'f.id as fundraiser_id',
        'f.short_code',
        'd.title',
        'm.reviewer_id',
        'u.firstname',
        'u.lastname',
      ])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc'),
    page,
  );
  return { rows, total: Number(total.n) };
}
