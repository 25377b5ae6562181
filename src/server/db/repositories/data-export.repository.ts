import type { Db } from '../client.ts';

// The reads of "Download my data" (services/data-export.ts): one account's own records.

/** The account's fundraisers, oldest first, with their category and details (null before the details step). */
export const listOwnFundraisers = (db: Db, userId: string) =>
  db
    .selectFrom('fundraisers as f')
    .innerJoin('fundraising_categories as c', 'c.id', 'f.category_id')
    .leftJoin('fundraiser_details as d', 'd.fundraiser_id', 'f.id')
    .leftJoin('industries as i', 'i.id', 'd.industry_id')
    .leftJoin('startup_stages as s', 's.id', 'd.stage_id')
    .leftJoin('team_sizes as t', 't.id', 'd.team_size_id')
    .select([
      'f.id',
      'f.short_code',
      'f.status',
      'f.currency',
      'f.rejection_reason',
      'f.created_at',
      'f.updated_at',
      'c.name as category',
      'd.fundraiser_id as details_id',
      'd.kind',
      'd.title',
      'd.details',
      'd.goal_minor',
      'd.startup_name',
      'd.business_description',
      'd.location',
      'd.website',
      'd.social_media',
      'd.organisation_name',
      'd.registration_number',
      'd.mission',
      'i.name as industry',
      's.name as stage',
      't.name as team_size',
    ])
    .where('f.user_id', '=', userId)
    .orderBy('f.created_at')
    .orderBy('f.id')
    .execute();

/**
 * The donations the account made while signed in, oldest first. Not the phone or e-mail given on
 * the sheet: a donor may pay from someone else's phone, and the file may be shared.
 */
export const listDonationsMade = (db: Db, userId: string) =>
  db
    .selectFrom('donations as d')
    .innerJoin('fundraisers as f', 'f.id', 'd.fundraiser_id')
    .leftJoin('fundraiser_details as fd', 'fd.fundraiser_id', 'f.id')
    .select([
      'd.reference',
      'd.amount_minor',
      'd.currency',
      'd.donor_name',
      'd.anonymous',
      'd.message',
      'd.status',
      'd.mpesa_receipt',
      'd.test_payment',
      'd.created_at',
      'd.completed_at',
      'f.short_code',
      'fd.title',
    ])
    .where('d.user_id', '=', userId)
    .orderBy('d.created_at')
    .orderBy('d.id')
    .execute();

/** The account's item offers, oldest first, with the phone it chose to share (it is its own). */
export const listItemsOffered = (db: Db, userId: string) =>
  db
    .selectFrom('items')
    .select([
      'code',
      'category',
      'title',
      'condition',
      'quantity',
      'description',
      'county',
      'town',
      'share_phone',
      'phone',
      'status',
      'created_at',
      'given_at',
      'removed_reason',
    ])
    .where('donor_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** The requests the account made for others' items, with the messages it wrote in their threads. */
export async function listItemRequestsMade(db: Db, userId: string) {
  const requests = await db
    .selectFrom('item_requests as r')
    .innerJoin('items as i', 'i.id', 'r.item_id')
    .select(['r.id', 'r.message', 'r.status', 'r.created_at', 'i.code', 'i.title'])
    .where('r.requester_id', '=', userId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  const written = await db
    .selectFrom('item_messages')
    .select(['request_id', 'body', 'created_at'])
    .where('sender_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return { requests, written };
}
