import { IDENTITY_MSG, type IdentityInput } from '#shared/schemas/identity.schema.ts';
import { MSG } from '#shared/messages.ts';
import type { Deps } from '../deps.ts';
import type { UserRow } from '../db/schema.ts';
import {
  decideIdentityCheck,
  findIdentityCheck,
  identityApproved,
  insertIdentityCheck,
  latestIdentityCheck,
} from '../db/repositories/identity.repository.ts';
import { queueMail } from '../db/repositories/outbox.repository.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ApiError, fieldError } from '../lib/http-error.ts';
import { newId } from '../lib/secrets.ts';
import { nowIso } from '../lib/time.ts';
import { mediaImageId, type ImageKind } from '../services/images.ts';
import { identityTexts } from './identity-texts.ts';
import { forgetReview } from '../services/review.ts';

// Identity checks (D-258): a person sends a document's number, its photo and a selfie once; a
// reviewer (never their own) approves or refuses with a reason; the person is told in their
// language. Money leaves only past `requireCheckedIdentity`.

/** A photo checked by its bytes like every photo. */
export interface IdentityPhoto {
  name: string;
  bytes: Uint8Array;
  kind: ImageKind;
}

/** Private: /media/ never serves this folder (media-store.ts); reviewers read it through the API. */
export const identityFolder = (userId: string) => `identity/${userId}`;

/** The photo ids of a check's stored keys (`identity/{user}/{photo id}.jpg`), for deleting them. */
export const photoIdsOf = (keys: (string | null)[]) =>
  keys.flatMap((key) => mediaImageId(key?.slice(key.lastIndexOf('/') + 1) ?? '') ?? []);

/** Stores both photos first, then the row; a refused row takes its photos away. */
export async function submitIdentity(
  deps: Deps,
  user: UserRow,
  input: IdentityInput,
  photos: { document: IdentityPhoto; selfie: IdentityPhoto },
) {
  const latest = await latestIdentityCheck(deps.db, user.id);
  if (latest?.status === 'pending') throw new ApiError(409, IDENTITY_MSG.alreadyPending);
  if (await identityApproved(deps.db, user.id)) throw new ApiError(409, IDENTITY_MSG.alreadyApproved);
  const folder = identityFolder(user.id);
  const keys: string[] = [];
  const ids: string[] = [];
  try {
    for (const field of ['document', 'selfie'] as const) {
      const photo = photos[field];
      const photoId = newId();
      ids.push(photoId);
      try {
        keys.push((await deps.images.store(folder, photoId, photo.bytes, photo.kind)).originalKey);
      } catch {
        // Right first bytes but not a picture that decodes (truncated, corrupt, a pixel bomb).
        throw fieldError(field, MSG.fileType(photo.name));
      }
    }
    const id = newId();
    const now = nowIso();
    await insertIdentityCheck(deps.db, {
      id,
      user_id: user.id,
      document_type: input.document_type,
      document_number: input.document_number,
      document_key: keys[0]!,
      selfie_key: keys[1]!,
      status: 'pending',
      reason: null,
      decided_by: null,
      decided_at: null,
      documents_deleted_at: null,
      created_at: now,
      updated_at: now,
    });
    return id;
  } catch (err) {
    await deps.images.remove(folder, ids);
    // Two submissions at once: the one waiting check is the other's (a partial unique index).
    if (isUniqueViolation(err)) throw new ApiError(409, IDENTITY_MSG.alreadyPending);
    throw err;
  }
}

/** A reviewer's decision, once; the person is told by e-mail in their language. */
export async function decideIdentity(
  deps: Deps,
  reviewer: UserRow,
  id: string,
  decision: { approve: boolean; reason: string | null },
) {
  const check = await findIdentityCheck(deps.db, id);
  if (!check) throw new ApiError(404, MSG.notFound);
  if (check.user_id === reviewer.id) throw new ApiError(403, IDENTITY_MSG.ownCheck);
  await deps.db.transaction().execute(async (trx) => {
    const decided = await decideIdentityCheck(trx, id, {
      status: decision.approve ? 'approved' : 'rejected',
      reason: decision.reason,
      decided_by: reviewer.id,
      decided_at: nowIso(),
    });
    if (!decided) throw new ApiError(409, IDENTITY_MSG.notPending);
    const person = await trx
      .selectFrom('users')
      .select(['email_address', 'language', 'deleted_at'])
      .where('id', '=', check.user_id)
      .executeTakeFirstOrThrow();
    if (person.deleted_at) return;
    const texts = identityTexts(person.language);
    const lines = decision.approve ? texts.approved : texts.rejected(decision.reason ?? '');
    await queueMail(trx, { to: person.email_address, subject: texts.subject, text: lines.join('\n'), private: true });
  });
  // Their pages say "Organiser's identity checked" from the next drawing on.
  if (decision.approve) {
    const own = await deps.db
      .selectFrom('fundraisers')
      .select('short_code')
      .where('user_id', '=', check.user_id)
      .execute();
    for (const { short_code } of own) forgetReview(short_code);
  }
}

/**
 * Refuses (409, saying what to do) when this person's identity was not checked and the server
 * requires it (PAYOUT_IDENTITY_REQUIRED, always in production).
 */
export async function requireCheckedIdentity(deps: Deps, userId: string, message: string) {
  if (!deps.env.PAYOUT_IDENTITY_REQUIRED) return;
  if (!(await identityApproved(deps.db, userId))) throw new ApiError(409, message);
}
