import type { Deps } from '../../deps.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';
import { DEMO_REVIEWER_EMAIL } from './demo-fundraisers.ts';

// The demo's people are already who they say (D-258): each demo account (an address at the demo's
// own domain) holds an approved check, its documents long deleted, decided by the demo reviewer, so
// their withdrawals and approvals work as before. New accounts of a demo go through a real check.

const DEMO_DOMAIN = `@${DEMO_REVIEWER_EMAIL.split('@')[1]}`;

export async function seedDemoIdentities(deps: Deps) {
  const reviewer = await deps.db
    .selectFrom('users')
    .select('id')
    .where('email_address', '=', DEMO_REVIEWER_EMAIL)
    .executeTakeFirstOrThrow();
  const unchecked = await deps.db
    .selectFrom('users')
    .select('id')
    .where('email_address', 'like', `%${DEMO_DOMAIN}`)
    .where('id', '!=', reviewer.id)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('identity_checks as i').select('i.id').whereRef('i.user_id', '=', 'users.id'))),
    )
    .execute();
  if (unchecked.length === 0) return;
  const now = nowIso();
  await deps.db
    .insertInto('identity_checks')
    .values(
      unchecked.map(({ id }) => ({
        id: newId(),
        user_id: id,
        document_type: 'national_id' as const,
        document_number: null,
        document_key: null,
        selfie_key: null,
        status: 'approved' as const,
        reason: null,
        decided_by: reviewer.id,
        decided_at: now,
        documents_deleted_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
