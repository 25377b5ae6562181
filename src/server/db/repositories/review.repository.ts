import type { Db } from '../client.ts';

/** The fundraiser with its category, owner, details and lookup names, for the review payload. */
export const findReviewBundle = (db: Db, shortCode: string) =>
  db
    .selectFrom('fundraisers as f')
    .innerJoin('fundraising_categories as c', 'c.id', 'f.category_id')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .leftJoin('fundraiser_details as d', 'd.fundraiser_id', 'f.id')
    .leftJoin('industries as i', 'i.id', 'd.industry_id')
    .leftJoin('startup_stages as s', 's.id', 'd.stage_id')
    .leftJoin('team_sizes as t', 't.id', 'd.team_size_id')
    .select([
      'f.id',
      'f.short_code',
      'f.account_number',
      'f.status',
      'f.currency',
      'f.created_at',
      'f.edited_at',
      'f.taken_down_at',
      'f.user_id',
      'c.name as category_name',
      'c.slug as category_slug',
      'u.firstname',
      'u.lastname',
      'u.photo_url',
      'd.fundraiser_id as details_id',
      'd.title',
      'd.details',
      'd.goal_minor',
      'd.mission',
      'd.website',
      'd.social_media',
      'd.organisation_name',
      'd.registration_number',
      'd.startup_name',
      'd.business_description',
      'd.location',
      'd.beneficiary_name',
      'd.beneficiary_relationship',
      'i.name as industry_name',
      's.name as stage_name',
      't.name as team_size_name',
    ])
    .where('f.short_code', '=', shortCode)
    .executeTakeFirst();
