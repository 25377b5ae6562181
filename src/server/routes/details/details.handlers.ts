import type { z } from 'zod';
import { DETAILS_CALL, detailsKindOf, type DetailsKind } from '#shared/details-kind.ts';
import { MSG } from '#shared/messages.ts';
import { storedBeneficiary } from '#shared/schemas/beneficiary.ts';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';
import type {
  individualDetailsSchema,
  organisationDetailsSchema,
  startupDetailsSchema,
} from '#shared/schemas/fundraiser.schema.ts';
import type { Deps } from '../../deps.ts';
import { findDetails, upsertDetails } from '../../db/repositories/details.repository.ts';
import { setCurrency } from '../../db/repositories/fundraisers.repository.ts';
import { findCategory, lookupExists, type LookupTableName } from '../../db/repositories/lookups.repository.ts';
import type { DetailsRow } from '../../db/schema.ts';
import { ApiError } from '../../lib/http-error.ts';
import type { Handler } from '../../lib/openapi.ts';
import { nowIso } from '../../lib/time.ts';
import { findEditableFundraiser, OPEN_FOR_EDITS } from '../fundraisers/ownership.ts';
import { saveLiveEdit } from './live-edit.ts';
import type { DetailsRoute } from './details.routes.ts';
import { fromMinor, toMinor } from '#shared/kes.ts';

type Individual = z.output<typeof individualDetailsSchema>;
type Startup = z.output<typeof startupDetailsSchema>;
type Organisation = z.output<typeof organisationDetailsSchema>;
/** The three payloads share their common fields; the type-specific ones are absent elsewhere. */
type DetailsBody = Partial<Individual> & Omit<Individual, 'beneficiary'> & Partial<Startup> & Partial<Organisation>;

async function checkLookups(deps: Deps, body: Startup) {
  const checks: [keyof Startup, LookupTableName, string][] = [
    ['industry', 'industries', MSG.industryRequired],
    ['stage', 'startup_stages', MSG.startupStageRequired],
    ['team_size', 'team_sizes', MSG.teamSizeRequired],
  ];
  const errors: FieldErrors = {};
  for (const [field, table, message] of checks) {
    if (!(await lookupExists(deps.db, table, body[field] as number))) errors[field] = [message];
  }
  const first = Object.values(errors)[0];
  if (first) throw new ApiError(400, first[0]!, errors);
}

/** The details in the API's own field names, as the forms sent them. */
export function detailsResponse(row: DetailsRow) {
  return {
    fundraiser: row.fundraiser_id,
    fundraiser_title: row.title,
    fundraiser_details: row.details,
    fundraiser_goal: fromMinor(row.goal_minor),
    startup_name: row.startup_name,
    business_description: row.business_description,
    location: row.location,
    industry: row.industry_id,
    stage: row.stage_id,
    team_size: row.team_size_id,
    website: row.website,
    social_media: row.social_media,
    organisation_name: row.organisation_name,
    registration_number: row.registration_number,
    mission: row.mission,
    beneficiary: row.beneficiary_name ? 'someone_else' : 'me',
    beneficiary_name: row.beneficiary_name,
    beneficiary_relationship: row.beneficiary_relationship,
  };
}

export const saveDetails =
  (deps: Deps, kind: DetailsKind): Handler<DetailsRoute> =>
  async (c) => {
    const body: DetailsBody = c.req.valid('json');
    // A live fundraiser's story, title and goal can be corrected too, by the rules of saveLiveEdit (D-175).
    const fundraiser = await findEditableFundraiser(deps, body.fundraiser, c.get('user'), OPEN_FOR_EDITS);
    const category = await findCategory(deps.db, fundraiser.category_id);
    if (!category || detailsKindOf(category.slug) !== kind) throw new ApiError(409, MSG.detailsTypeMismatch);
    if (kind === 'startup') await checkLookups(deps, body as Startup);

    const now = nowIso();
    const values = {
      fundraiser_id: fundraiser.id,
      kind: DETAILS_CALL[kind].stored,
      title: body.fundraiser_title,
      details: body.fundraiser_details,
      goal_minor: toMinor(body.fundraiser_goal),
      startup_name: body.startup_name ?? null,
      business_description: body.business_description ?? null,
      location: body.location ?? null,
      industry_id: body.industry ?? null,
      stage_id: body.stage ?? null,
      team_size_id: body.team_size ?? null,
      website: body.website ?? null,
      social_media: body.social_media ?? null,
      organisation_name: body.organisation_name ?? null,
      registration_number: body.registration_number ?? null,
      mission: body.mission ?? null,
      // Only an individual fundraiser for someone else names them (D-170).
      ...storedBeneficiary(body),
      created_at: now,
      updated_at: now,
    };
    if (fundraiser.status === 'live') {
      const { row, editedAt } = await saveLiveEdit(deps, fundraiser, values, body.currency);
      const data = { ...detailsResponse(row), currency: body.currency, edited_at: editedAt };
      return c.json({ message: 'Fundraiser details saved', data }, 200);
    }
    const existed = Boolean(await findDetails(deps.db, fundraiser.id));
    const row = await upsertDetails(deps.db, values);
    await setCurrency(deps.db, fundraiser.id, body.currency);
    return c.json(
      { message: 'Fundraiser details saved', data: { ...detailsResponse(row), currency: body.currency } },
      existed ? 200 : 201,
    );
  };
