import { DETAILS_CALL } from '#shared/details-kind.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Deps } from '../../deps.ts';
import { newId, newShortCode } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';
import { upsertDetails } from '../repositories/details.repository.ts';
import type { Insertable } from 'kysely';
import type { DonationsTable } from '../donations-table.ts';
import { insertDonations } from '../repositories/donations.repository.ts';
import { creditDonation } from '../../money/ledger/ledger.ts';
import { insertFundraiser } from '../repositories/fundraisers.repository.ts';
import { takeAccountNumber } from '../repositories/account-numbers.repository.ts';
import { imageRow, insertReservedImages, type PhotoRow } from '../repositories/images.repository.ts';
import { FUNDRAISER_PHOTOS, reserveSlots } from '../repositories/photo-slots.repository.ts';
import { CATEGORIES } from '#shared/reference-data.ts';
import { findUserByEmail, insertUser } from '../repositories/users.repository.ts';
import { DEMO_FUNDRAISERS, DEMO_PASSWORD, DEMO_REVIEWER_EMAIL, type DemoFundraiser } from './demo-fundraisers.ts';
import { demoPhoto, PALETTES } from './demo-images.ts';
import { seedDemoItems } from './demo-items.ts';
import { seedDemoMoney } from './demo-money.ts';
import { seedDemoIdentities } from './demo-identities.ts';
import { toMinor } from '#shared/kes.ts';

const DAY = 24 * 3600 * 1000;
const daysAgo = (n: number, minutes = 0) => new Date(Date.now() - n * DAY - minutes * 60_000).toISOString();

async function seedOne(deps: Deps, demo: DemoFundraiser, index: number) {
  const now = nowIso();
  const hash = await hashPassword(DEMO_PASSWORD);
  const user = await insertUser(deps.db, {
    email_address: demo.organizer.email,
    password_hash: hash,
    firstname: demo.organizer.firstname,
    lastname: demo.organizer.lastname,
    country_code: '+254',
    is_verified: 1,
    verified_at: now,
    terms_accepted_at: now,
    created_at: daysAgo(20 + index),
  });
  const id = newId();
  const created = daysAgo(10 + index);
  await insertFundraiser(deps.db, {
    id,
    short_code: newShortCode(),
    account_number: await takeAccountNumber(deps.db),
    user_id: user.id,
    category_id: CATEGORIES.find((c) => c.slug === demo.slug)!.id,
    status: 'live',
    currency: 'KES',
    rejection_reason: null,
    reviewed_by: null,
    reviewed_at: created,
    created_at: created,
    updated_at: created,
  });
  await upsertDetails(deps.db, {
    fundraiser_id: id,
    kind: DETAILS_CALL[demo.slug].stored,
    title: demo.title,
    details: demo.details,
    goal_minor: toMinor(demo.goal),
    startup_name: demo.startup?.name ?? null,
    business_description: demo.startup?.description ?? null,
    location: demo.startup?.location ?? null,
    industry_id: demo.startup?.industry ?? null,
    stage_id: demo.startup?.stage ?? null,
    team_size_id: demo.startup?.teamSize ?? null,
    website: demo.startup?.website ?? demo.organisation?.website ?? null,
    social_media: null,
    organisation_name: demo.organisation?.name ?? null,
    registration_number: demo.organisation?.registration ?? null,
    mission: demo.organisation?.mission ?? null,
    created_at: created,
    updated_at: created,
  });
  const palette = PALETTES[index % PALETTES.length]!;
  const photos = index % 2 === 0 ? 3 : 2;
  // Photos go through slots like uploads do, so the five-photo cap and the media sweep see them.
  const seeding = newId();
  const slots = (await reserveSlots(deps.db, FUNDRAISER_PHOTOS, id, photos, seeding))!;
  const rows: PhotoRow[] = [];
  for (const [p, slot] of slots.entries()) {
    const stored = await deps.images.store(id, slot.imageId, await demoPhoto(palette, p), 'jpeg');
    rows.push(imageRow(slot, stored, created));
  }
  await deps.db.transaction().execute((trx) => insertReservedImages(trx, FUNDRAISER_PHOTOS, id, seeding, slots, rows));
  const donations = demo.donations.map(
    ([name, amount, ago], i): Insertable<DonationsTable> & { created_at: string } => ({
      id: newId(),
      reference: newId(),
      fundraiser_id: id,
      donor_name: name,
      // The demo's 'Anonymous' gifts are anonymous ones, worded by each language (D-165).
      anonymous: name === 'Anonymous' ? 1 : 0,
      amount_minor: toMinor(amount),
      currency: 'KES',
      message: null,
      status: 'succeeded',
      created_at: daysAgo(ago, 17 * (i + 1)),
    }),
  );
  // Credited as payments are (D-199), so the demo's balances and `reconcile` add up.
  await deps.db.transaction().execute(async (trx) => {
    await insertDonations(trx, donations);
    await creditDonation(
      trx,
      deps.env,
      donations.map((d) => ({ ...d, at: d.created_at })),
    );
  });
}

/** A reviewer to try /review with, in demo mode only (production refuses demo data). */
async function seedReviewer(deps: Deps) {
  if (await findUserByEmail(deps.db, DEMO_REVIEWER_EMAIL)) return;
  const now = nowIso();
  await insertUser(deps.db, {
    email_address: DEMO_REVIEWER_EMAIL,
    password_hash: await hashPassword(DEMO_PASSWORD),
    firstname: 'Rehema',
    lastname: 'Reviewer',
    role: 'reviewer',
    is_verified: 1,
    verified_at: now,
    terms_accepted_at: now,
    created_at: daysAgo(30),
  });
}

/** Seeds the demo fundraisers once: their organisers' accounts mark whether it already ran. */
export async function seedDemo(deps: Deps) {
  await seedReviewer(deps);
  if (!(await findUserByEmail(deps.db, DEMO_FUNDRAISERS[0]!.organizer.email)))
    for (const [i, demo] of DEMO_FUNDRAISERS.entries()) await seedOne(deps, demo, i);
  // Separately marked, so a demo database made before items gets its offers too.
  await seedDemoItems(deps);
  // Likewise the money-out story, on a database made before withdrawals.
  await seedDemoMoney(deps);
  await seedDemoIdentities(deps);
}
