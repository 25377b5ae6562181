import type { Deps } from '../deps.ts';
import * as exportRepo from '../db/repositories/data-export.repository.ts';
import { listReceived } from '../db/repositories/donations.repository.ts';
import { listImages } from '../db/repositories/images.repository.ts';
import { FUNDRAISER_PHOTOS } from '../db/repositories/photo-slots.repository.ts';
import type { UserRow } from '../db/schema.ts';
import { toPhoto } from '../lib/photo-serializers.ts';
import { fullName } from '../lib/serializers.ts';
import { nowIso } from '../lib/time.ts';
import { fromMinor } from '#shared/kes.ts';

// "Download my data" (Data Protection Act: access and portability): what Harambee holds about the
// signed-in account, as one JSON document. Never a secret (password hash, tokens, codes) and never
// another person's contact details: donations received carry the donor's public name only
// ('Anonymous' when they asked), never their phone or e-mail.

const RECEIVED_BATCH = 500;

/** The account as its owner may see it: every field but the password hash and the social uid. */
const accountOf = (u: UserRow) => ({
  id: u.id,
  firstname: u.firstname,
  lastname: u.lastname,
  full_name: fullName(u),
  email_address: u.email_address,
  mobile_number: u.mobile_number,
  country_code: u.country_code,
  phone: u.phone,
  phone_verified_at: u.phone_verified_at,
  bio: u.bio,
  photo_url: u.photo_url,
  sign_in_method: u.provider,
  has_password: u.password_hash !== null,
  role: u.role,
  is_verified: Boolean(u.is_verified),
  verified_at: u.verified_at,
  terms_accepted_at: u.terms_accepted_at,
  language: u.language,
  notification_emails: Boolean(u.notification_emails),
  created_at: u.created_at,
  updated_at: u.updated_at,
});

async function receivedBy(deps: Deps, fundraiserId: string) {
  const all = [];
  for (let offset = 0; ; offset += RECEIVED_BATCH) {
    const rows = await listReceived(deps.db, fundraiserId, RECEIVED_BATCH, offset);
    all.push(
      ...rows.map((r) => ({
        reference: r.reference,
        donor_name: r.donor_name,
        amount: fromMinor(r.amount_minor),
        currency: 'KES',
        message: r.message,
        paid_at: r.paid_at,
        mpesa_receipt: r.mpesa_receipt,
      })),
    );
    if (rows.length < RECEIVED_BATCH) return all;
  }
}

async function fundraisersOf(deps: Deps, userId: string) {
  const rows = await exportRepo.listOwnFundraisers(deps.db, userId);
  const origin = deps.env.PUBLIC_URL;
  return Promise.all(
    rows.map(async (f) => ({
      id: f.id,
      short_code: f.short_code,
      public_url: `${origin}/f/${f.short_code}`,
      status: f.status,
      category: f.category,
      currency: f.currency,
      rejection_reason: f.rejection_reason,
      created_at: f.created_at,
      updated_at: f.updated_at,
      details: f.details_id
        ? {
            kind: f.kind,
            title: f.title,
            details: f.details,
            goal: fromMinor(f.goal_minor ?? 0),
            startup_name: f.startup_name,
            business_description: f.business_description,
            location: f.location,
            industry: f.industry,
            stage: f.stage,
            team_size: f.team_size,
            website: f.website,
            social_media: f.social_media,
            organisation_name: f.organisation_name,
            registration_number: f.registration_number,
            mission: f.mission,
          }
        : null,
      // Absolute URLs: the file is read away from the site.
      images: (await listImages(deps.db, FUNDRAISER_PHOTOS, f.id)).map(toPhoto).map((img) => ({
        image: `${origin}${img.image}`,
        preview: `${origin}${img.preview}`,
        width: img.width,
        height: img.height,
        variants: img.variants.map((v) => ({ width: v.width, url: `${origin}${v.url}` })),
      })),
      donations_received: await receivedBy(deps, f.id),
    })),
  );
}

async function donationsMadeBy(deps: Deps, userId: string) {
  return (await exportRepo.listDonationsMade(deps.db, userId)).map((d) => ({
    reference: d.reference,
    fundraiser: { short_code: d.short_code, title: d.title ?? null },
    amount: fromMinor(d.amount_minor),
    currency: d.currency,
    display_name: d.donor_name,
    anonymous: Boolean(d.anonymous),
    message: d.message,
    status: d.status,
    mpesa_receipt: d.mpesa_receipt,
    test_payment: Boolean(d.test_payment),
    created_at: d.created_at,
    completed_at: d.completed_at,
  }));
}

/**
 * Items: the offers (with the phone the account chose to share: its own) and the requests it made,
 * with the messages it wrote. Not what the other side of a request wrote: that is theirs.
 */
async function itemsOf(deps: Deps, userId: string) {
  const [offered, { requests, written }] = await Promise.all([
    exportRepo.listItemsOffered(deps.db, userId),
    exportRepo.listItemRequestsMade(deps.db, userId),
  ]);
  return {
    items_offered: offered.map(({ share_phone, ...item }) => ({ ...item, share_phone: Boolean(share_phone) })),
    item_requests_made: requests.map((r) => ({
      id: r.id,
      item: { code: r.code, title: r.title },
      message: r.message,
      status: r.status,
      created_at: r.created_at,
    })),
    item_messages_written: written,
  };
}

/** Identity checks (D-258): what was sent and decided; the photos are theirs already. */
const identityChecksOf = (deps: Deps, userId: string) =>
  deps.db
    .selectFrom('identity_checks')
    .select([
      'document_type',
      'document_number',
      'status',
      'reason',
      'created_at',
      'decided_at',
      'documents_deleted_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

export async function exportUserData(deps: Deps, user: UserRow) {
  const [fundraisers, donationsMade, items, identityChecks] = await Promise.all([
    fundraisersOf(deps, user.id),
    donationsMadeBy(deps, user.id),
    itemsOf(deps, user.id),
    identityChecksOf(deps, user.id),
  ]);
  return {
    format: 'harambee-personal-data',
    version: 1,
    exported_at: nowIso(),
    account: accountOf(user),
    fundraisers,
    donations_made: donationsMade,
    ...items,
    identity_checks: identityChecks,
  };
}
