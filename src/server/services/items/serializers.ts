import type { ItemCard, ItemMessageView, ItemRequestView } from '#shared/schemas/items.schema.ts';
import type { ItemRequestRow, ItemRow } from '../../db/items-tables.ts';
import type { ItemCardRow } from '../../db/repositories/items.repository.ts';
import { cardImage } from '../../lib/photo-serializers.ts';

// What the API says about items. Only these functions shape item answers, and none of them has a
// way to put an e-mail address in one; the donor's phone goes only through `contactFor`.

type CardSource = Pick<
  ItemRow,
  'code' | 'title' | 'category' | 'condition' | 'quantity' | 'county' | 'town' | 'status' | 'created_at'
> & { image_variants?: string | null };

export const toItemCard = (row: CardSource): ItemCard => ({
  code: row.code,
  title: row.title,
  category: row.category,
  condition: row.condition,
  quantity: Number(row.quantity),
  county: row.county,
  town: row.town,
  status: row.status,
  image: cardImage(row.image_variants ?? null),
  created_at: row.created_at,
});

export const toCardOf = (row: ItemCardRow) => toItemCard(row);

export interface RequestParties {
  item: ItemRow;
  itemCard: ItemCard;
  donorFirstName: string;
  requesterFirstName: string;
}

/**
 * A request as one of its two parties sees it. The contact (the donor's first name and, when the
 * donor chose to share it, phone) is there only once the request is accepted.
 */
export function toRequestView(request: ItemRequestRow, parties: RequestParties): ItemRequestView {
  return {
    id: request.id,
    status: request.status,
    message: request.message,
    created_at: request.created_at,
    item: parties.itemCard,
    requester: { first_name: parties.requesterFirstName },
    contact:
      request.status === 'accepted'
        ? {
            donor_first_name: parties.donorFirstName,
            donor_phone: parties.item.share_phone && parties.item.phone ? parties.item.phone : null,
          }
        : null,
  };
}

export const toMessageView = (
  row: { id: string; body: string; created_at: string; sender_id: string },
  donorId: string,
): ItemMessageView => ({
  id: row.id,
  body: row.body,
  created_at: row.created_at,
  from: row.sender_id === donorId ? 'donor' : 'requester',
});
