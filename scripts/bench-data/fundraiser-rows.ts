import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { DETAILS_CALL } from '#shared/details-kind.ts';
import { CATEGORIES } from '#shared/reference-data.ts';
import type { FundraiserDetailsTable, FundraisersTable, UsersTable } from '#server/db/schema.ts';
import { GROUP_CAUSES } from './causes-groups.ts';
import { INDIVIDUAL_CAUSES } from './causes-individual.ts';
import { createRng, randomPerson, type Cause, type Rng } from './text-kit.ts';

// The rows of one batch of fundraisers, each with its owner and its details, written the way the
// product writes them (users.repository, fundraisers.repository, details.repository). Fundraiser
// number 1 is the big one: a hospital bill that went viral, the second newest live fundraiser, so
// the home page and the list's first page carry its card as they would on the day it is shared.

const DAY_MS = 24 * 3600_000;
/** How far back the live fundraisers were started. */
const HISTORY_DAYS = 730;

const CAUSES = [...INDIVIDUAL_CAUSES, ...GROUP_CAUSES];
const WEIGHTS_TOTAL = CAUSES.reduce((sum, c) => sum + c.weight, 0);

function pickCause(r: Rng): Cause {
  let left = r.int(0, WEIGHTS_TOTAL - 1);
  for (const cause of CAUSES) if ((left -= cause.weight) < 0) return cause;
  return CAUSES[0]!;
}

const SHORT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const CODE_SPACE = BigInt(SHORT_CODE_ALPHABET.length) ** 8n;

/**
 * An 8-character code in the product's alphabet, different for every number: multiplying by a
 * number with no factor in common with the code space (56^8) is a one-to-one shuffle of it.
 */
export function shortCodeOf(ix: number) {
  let n = (BigInt(ix) * 2654435761n) % CODE_SPACE;
  let code = '';
  for (let i = 0; i < 8; i++) {
    code += SHORT_CODE_ALPHABET[Number(n % 56n)];
    n /= 56n;
  }
  return code;
}

/** When each fundraiser was started (index 0 unused): spread over two years, the big one second newest. */
export function startTimes(count: number, now: number) {
  const r = createRng(count);
  const times = new Float64Array(count + 1);
  for (let ix = 2; ix <= count; ix++) times[ix] = now - 3600_000 - r.int(0, HISTORY_DAYS * 24 * 60) * 60_000;
  const newest = [...times.subarray(2)].sort((a, b) => b - a);
  times[1] = newest.length >= 2 ? (newest[0]! + newest[1]!) / 2 : now - DAY_MS;
  return times;
}

export interface FundraiserBatch {
  users: Insertable<UsersTable>[];
  fundraisers: Insertable<FundraisersTable>[];
  details: Insertable<FundraiserDetailsTable>[];
  /** Fundraiser number → id, for the donations' SQL to spread gifts over. */
  index: { ix: number; id: string; created_ms: number }[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Fundraisers number `from` to `to` (both included); the same numbers always write the same texts. */
export function fundraiserBatch(from: number, to: number, times: Float64Array, passwordHash: string): FundraiserBatch {
  const batch: FundraiserBatch = { users: [], fundraisers: [], details: [], index: [] };
  for (let ix = from; ix <= to; ix++) {
    const r = createRng(ix * 7919);
    const owner = randomPerson(r);
    const cause = ix === 1 ? INDIVIDUAL_CAUSES[0]! : pickCause(r);
    const written = cause.write(r, owner);
    const created = times[ix]!;
    const joined = iso(created - r.int(1, 400) * DAY_MS);
    const userId = randomUUID();
    const id = randomUUID();
    batch.users.push({
      id: userId,
      email_address: `${owner.first}.${owner.last}.${ix}@example.com`.toLowerCase(),
      password_hash: passwordHash,
      firstname: owner.first,
      lastname: owner.last,
      country_code: '+254',
      provider: 'email',
      role: 'user',
      is_verified: 1,
      verified_at: joined,
      terms_accepted_at: joined,
      created_at: joined,
      updated_at: joined,
      language: r.chance(0.2) ? 'sw' : 'en',
    });
    // Approved a few hours after it was sent for review: it went live then.
    const live = iso(created + r.int(1, 20) * 3600_000);
    batch.fundraisers.push({
      id,
      short_code: shortCodeOf(ix),
      user_id: userId,
      category_id: CATEGORIES.find((c) => c.slug === cause.slug)!.id,
      status: 'live',
      currency: 'KES',
      rejection_reason: null,
      reviewed_by: null,
      reviewed_at: live,
      created_at: iso(created),
      updated_at: live,
    });
    const { startup, organisation } = written;
    batch.details.push({
      fundraiser_id: id,
      kind: DETAILS_CALL[cause.slug].stored,
      title: written.title.slice(0, 120),
      details: written.details.slice(0, 1000),
      goal_minor: (ix === 1 ? 20_000_000 : written.goalKes) * 100,
      startup_name: startup?.name ?? null,
      business_description: startup?.description ?? null,
      location: startup?.location ?? null,
      industry_id: startup?.industry ?? null,
      stage_id: startup?.stage ?? null,
      team_size_id: startup?.teamSize ?? null,
      website: startup?.website ?? organisation?.website ?? null,
      social_media: null,
      organisation_name: organisation?.name ?? null,
      registration_number: organisation?.registration ?? null,
      mission: organisation?.mission ?? null,
      beneficiary_name: written.beneficiary?.name ?? null,
      beneficiary_relationship: written.beneficiary?.relationship ?? null,
      created_at: iso(created),
      updated_at: iso(created),
    });
    batch.index.push({ ix, id, created_ms: Math.round(created) });
  }
  return batch;
}
