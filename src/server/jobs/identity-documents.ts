import { IDENTITY } from '#shared/schemas/identity.schema.ts';
import type { Deps } from '../deps.ts';
import { documentsToDelete, markDocumentsDeleted } from '../db/repositories/identity.repository.ts';
import { clock } from '../lib/clock.ts';
import type { RecurringJob } from '../queue/job-runner.ts';
import { identityFolder, photoIdsOf } from '../identity/identity-checks.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes identity documents 30 days after their decision (D-258; Kenya's Data Protection Act:
 * keep no more than needed): the photos first, then the number and the keys; the decision and its
 * date stay. A photo already gone is fine, so a run cut short is simply run again.
 */
export async function deleteOldIdentityDocuments(deps: Pick<Deps, 'db' | 'images'>) {
  const before = new Date(clock.now().getTime() - IDENTITY.documentsKeptDays * DAY_MS).toISOString();
  let deleted = 0;
  for (;;) {
    const due = await documentsToDelete(deps.db, before);
    for (const check of due) {
      await deps.images.remove(identityFolder(check.user_id), photoIdsOf([check.document_key, check.selfie_key]));
      await markDocumentsDeleted(deps.db, check.id);
      deleted += 1;
    }
    if (due.length === 0) break;
  }
  if (deleted > 0) console.log(`[identity-documents] deleted the documents of ${deleted} decided checks`);
  return deleted;
}

/** Hourly, and when demo mode's clock moves (an API test says "31 days later"). */
export const identityDocumentsJob = (deps: Deps): RecurringJob => ({
  name: 'identity-documents',
  everyMs: 60 * 60 * 1000,
  run: () => deleteOldIdentityDocuments(deps),
  report: (err: unknown) => console.error('[identity-documents] failed', err),
  onWake: (wake) => clock.onChange(wake),
});
