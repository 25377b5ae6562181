import { API } from '#shared/api-paths.ts';
import { MSG } from '#shared/messages.ts';
import { DETAILS_CALL, detailsKindFor } from '#shared/details-kind.ts';
import { authed } from '#web/lib/api-client.ts';

// The wizard's two JSON calls (spec §7). Photos go through #web/lib/photo-upload.ts.

interface CreatedReply {
  data?: { id?: string; short_code?: string };
}

/** POST /fundraisers/ under the draft's key: a retry after a lost answer returns the same one. */
export async function createFundraiser(categoryId: number, userId: string, idempotencyKey: string) {
  const reply = await authed<CreatedReply>(API.fundraisers, {
    method: 'POST',
    body: { user: userId, fundraising_category_id: categoryId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const { id, short_code } = reply.data ?? {};
  if (!id || !short_code) throw new Error(MSG.fundraiserIdMissing);
  return { id, shortCode: short_code };
}

/** The details call for the chosen type; an upsert while the fundraiser is pending review. */
export const saveDetails = (slug: string, fundraiserId: string, values: Record<string, unknown>) =>
  authed(DETAILS_CALL[detailsKindFor(slug)].path, {
    method: 'POST',
    body: { ...values, fundraiser: fundraiserId },
  });
