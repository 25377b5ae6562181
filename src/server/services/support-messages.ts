import { MSG } from '#shared/messages.ts';
import type {
  FirstSupportMessages,
  OwnerSupportMessage,
  OwnerSupportMessagesPage,
  SupportMessage,
  SupportMessagesPage,
} from '#shared/schemas/support-message.schema.ts';
import { SUPPORT_MESSAGES_PAGE_SIZE } from '#shared/schemas/support-message.schema.ts';
import type { Db } from '../db/client.ts';
import * as repo from '../db/repositories/support-messages.repository.ts';
import type { FundraiserRow } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { toPublicDonor } from '../lib/fundraiser-serializers.ts';
import { ApiError } from '../lib/http-error.ts';
import { nowIso } from '../lib/time.ts';
import { pageMeta } from '../lib/page-meta.ts';

// Words of support (D-171): what the public page shows of donors' messages, the owner's list of
// them, and the owner hiding one or showing it again.

/** As anyone sees it: no reference, no hidden mark, and no name for an anonymous donor. */
const toPublic = (r: repo.SupportMessageRow): SupportMessage => ({ ...toPublicDonor(r), message: r.message ?? '' });

const toOwner = (r: repo.SupportMessageRow): OwnerSupportMessage => ({
  ...toPublic(r),
  reference: r.reference,
  hidden: Boolean(r.message_hidden_at),
});

async function page(db: Db, fundraiserId: string, p: number, pageSize: number, withHidden: boolean) {
  const [rows, total] = await Promise.all([
    repo.listSupportMessages(db, fundraiserId, { limit: pageSize, offset: (p - 1) * pageSize, withHidden }),
    repo.countSupportMessages(db, fundraiserId, withHidden),
  ]);
  const meta = pageMeta(p, pageSize, total, 1);
  return { rows, meta, read_at: nowIso() };
}

/** The newest few, drawn with the page (part of the review). */
export async function firstSupportMessages(db: Db, fundraiserId: string): Promise<FirstSupportMessages> {
  const { rows, meta } = await page(db, fundraiserId, 1, SUPPORT_MESSAGES_PAGE_SIZE, false);
  return { data: rows.map(toPublic), total: meta.total };
}

export async function publicSupportMessages(
  db: Db,
  fundraiserId: string,
  p: number,
  pageSize: number,
): Promise<SupportMessagesPage> {
  const { rows, meta, read_at } = await page(db, fundraiserId, p, pageSize, false);
  return { data: rows.map(toPublic), meta, read_at };
}

export async function ownerSupportMessages(
  db: Db,
  fundraiserId: string,
  p: number,
  pageSize: number,
): Promise<OwnerSupportMessagesPage> {
  const { rows, meta, read_at } = await page(db, fundraiserId, p, pageSize, true);
  return { data: rows.map(toOwner), meta, read_at };
}

/** The owner hides the words of one donation from the page, or shows them again (404: no such words). */
export async function setSupportMessageHidden(
  deps: Deps,
  fundraiser: FundraiserRow,
  reference: string,
  hidden: boolean,
) {
  const changed = await repo.setSupportMessageHidden(deps.db, fundraiser.id, reference, hidden ? nowIso() : null);
  if (!changed) throw new ApiError(404, MSG.supportMessageNotFound);
  const row = await repo.findSupportMessage(deps.db, fundraiser.id, reference);
  if (!row) throw new ApiError(404, MSG.supportMessageNotFound);
  return {
    message: hidden ? MSG.supportMessageHidden : MSG.supportMessageShown,
    data: toOwner(row),
  };
}
