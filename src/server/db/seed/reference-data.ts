import type { Db } from '../client.ts';
import { CATEGORIES, INDUSTRIES, STARTUP_STAGES, TEAM_SIZES } from '#shared/reference-data.ts';
import { upsertCategories, upsertLookup } from '../repositories/lookups.repository.ts';

export async function seedReferenceData(db: Db) {
  await upsertCategories(db, CATEGORIES);
  await upsertLookup(db, 'industries', INDUSTRIES);
  await upsertLookup(db, 'startup_stages', STARTUP_STAGES);
  await upsertLookup(db, 'team_sizes', TEAM_SIZES);
}
