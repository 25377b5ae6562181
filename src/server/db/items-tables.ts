import type { Generated, Selectable } from 'kysely';
import type { County } from '#shared/kenya-counties.ts';
import type { ReportReason } from '#shared/schemas/report.schema.ts';
import type { ItemCategory, ItemCondition, ItemRequestStatus, ItemStatus } from '#shared/schemas/items.schema.ts';

// The tables of physical items (migration 012).

export interface ItemsTable {
  id: string;
  /** 8 characters, as a fundraiser's short code: the item's public name (/items/{code}). */
  code: string;
  donor_id: string;
  category: ItemCategory;
  title: string;
  condition: ItemCondition;
  quantity: number;
  description: string;
  county: County;
  town: string;
  /** 0/1: the donor shows `phone` to the accepted requester. */
  share_phone: Generated<number>;
  /** 2547…/2541…, only when share_phone; never in a public answer, page or log. */
  phone: string | null;
  status: ItemStatus;
  created_at: string;
  updated_at: string;
  given_at: string | null;
  removed_reason: string | null;
  removed_by: string | null;
  removed_at: string | null;
}

export interface ItemImagesTable {
  id: string;
  item_id: string;
  position: number;
  original_key: string;
  preview_key: string;
  variants: string;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
}

/** One of an item's five places for a photo (as PhotoSlotsTable for fundraisers). */
export interface ItemPhotoSlotsTable {
  item_id: string;
  position: number;
  image_id: string;
  reserved_by: string;
  reserved_at: string;
  filled: number;
}

export interface ItemRequestsTable {
  id: string;
  item_id: string;
  requester_id: string;
  message: string;
  status: ItemRequestStatus;
  created_at: string;
  updated_at: string;
}

export interface ItemMessagesTable {
  id: string;
  request_id: string;
  sender_id: string;
  body: string;
  created_at: string;
}

/** A report from the public about an item: what is wrong, never who said so. */
export interface ItemReportsTable {
  id: string;
  item_id: string;
  reason: ReportReason;
  details: string | null;
  created_at: string;
  resolution: 'actioned' | 'dismissed' | null;
  resolved_at: string | null;
}

export interface ItemDecisionsTable {
  id: string;
  item_id: string;
  reviewer_id: string | null;
  action: 'remove' | 'dismiss_reports';
  reason: string;
  created_at: string;
}

export interface ItemsDatabase {
  items: ItemsTable;
  item_images: ItemImagesTable;
  item_photo_slots: ItemPhotoSlotsTable;
  item_requests: ItemRequestsTable;
  item_messages: ItemMessagesTable;
  item_reports: ItemReportsTable;
  item_decisions: ItemDecisionsTable;
}

export type ItemRow = Selectable<ItemsTable>;
export type ItemImageRow = Selectable<ItemImagesTable>;
export type ItemRequestRow = Selectable<ItemRequestsTable>;
