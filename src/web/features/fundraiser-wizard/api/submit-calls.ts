import { API } from '#shared/api-paths.ts';
import { MSG } from '#shared/messages.ts';
import { DETAILS_CALL, detailsKindFor } from '#shared/details-kind.ts';
import { createdFundraiserReplySchema } from '#shared/schemas/fundraiser.schema.ts';
import { authed } from '#web/lib/api-client.ts';

// The wizard's two JSON calls (spec §7). Photos go through #web/lib/photo-upload.ts.

/** POST /fundraisers/ under the draft's key: a retry after a lost answer returns the same one. */
export async function createFundraiser(categoryId: number, userId: string, idempotencyKey: string) {
  const reply = createdFundraiserReplySchema.safeParse(
    await authed(API.fundraisers, {
      method: 'POST',
      body: { user: userId, fundraising_category_id: categoryId },
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
  if (!reply.success) throw new Error(MSG.fundraiserIdMissing);
  const { id, short_code } = reply.data.data;
  return { id, shortCode: short_code };
}

/** The details call for the chosen type; an upsert while the fundraiser is pending review. */
export async function saveDetails(slug: string, fundraiserId: string, values: Record<string, unknown>) {
  // Only success matters here: the answer echoes what was sent, so it is not read.
  await authed(DETAILS_CALL[detailsKindFor(slug)].path, {
    method: 'POST',
    body: { ...values, fundraiser: fundraiserId },
  });
}
