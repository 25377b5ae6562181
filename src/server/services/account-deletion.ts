import { RATE_LIMITS } from '../auth/rate-limit.ts';
import type { Deps } from '../deps.ts';
import * as deletion from '../db/repositories/account-deletion.repository.ts';
import { endTreasurerships } from '../db/repositories/treasurers.repository.ts';
import type { UserRow } from '../db/schema.ts';
import { removeProfilePhoto } from './profile-photo.ts';
import { forgetIdentityOf } from '../db/repositories/identity.repository.ts';
import { identityFolder, photoIdsOf } from '../identity/identity-checks.ts';
import { forgetReview } from './review.ts';

// "Delete my account" (Data Protection Act, right to erasure). Everything that names the person
// goes in one transaction, so a failure leaves the account whole rather than half erased. What
// stays is what others' records need, without a name: the anonymised user row (fundraisers and
// donations point at it), the donations made (as 'Anonymous', so totals do not move) and the
// closed fundraisers' pages (organiser 'Anonymous'); item offers leave the list with no phone kept;
// treasurerships end (D-205); identity documents are deleted, decisions kept (D-258).

export async function deleteAccount(deps: Deps, user: UserRow) {
  const rateLimitKeys = Object.keys(RATE_LIMITS).map((action) => `${action}:email:${user.email_address.toLowerCase()}`);
  let identityPhotos: (string | null)[] = [];
  const shortCodes = await deps.db.transaction().execute(async (trx) => {
    const own = await deletion.closeFundraisers(trx, user.id);
    const donatedTo = await deletion.anonymiseDonationsMade(trx, user.id);
    await deletion.endItemActivity(trx, user.id);
    await deletion.endAllSessions(trx, user.id);
    await deletion.removePendingCredentials(trx, user.id);
    await deletion.removeContactMessages(trx, user.id);
    await endTreasurerships(trx, user.id, user.email_address, deletion.deletedEmail(user.id));
    await deletion.removeByEmail(trx, user.email_address, rateLimitKeys);
    await deletion.anonymiseUser(trx, user.id);
    identityPhotos = await forgetIdentityOf(trx, user.id);
    return [...own, ...donatedTo];
  });
  // The pages kept in memory still show the old names; the next read draws them afresh.
  for (const shortCode of new Set(shortCodes)) forgetReview(shortCode);
  // The file goes after the commit: a rolled-back deletion must not lose the photo. A failure here
  // leaves an unreferenced file, which names no one by itself; it is logged to be removed by hand.
  await removeProfilePhoto(deps.media, user.photo_url).catch((err: unknown) =>
    console.error('[account-deletion] profile photo not removed', err),
  );
  await deps.images
    .remove(identityFolder(user.id), photoIdsOf(identityPhotos))
    .catch((err: unknown) => console.error('[account-deletion] identity photos not removed', err));
}
