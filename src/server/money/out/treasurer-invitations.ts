import { TREASURERS } from '#shared/schemas/treasurer.schema.ts';
import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import type { FundraiserRow, UserRow } from '../../db/schema.ts';
import { findDetails } from '../../db/repositories/details.repository.ts';
import * as treasurers from '../../db/repositories/treasurers.repository.ts';
import { findUserByEmail } from '../../db/repositories/users.repository.ts';
import { newId, newToken, sha256 } from '../../lib/secrets.ts';
import { isoIn, nowIso } from '../../lib/time.ts';
import { fullName } from '../../lib/serializers.ts';
import { greeted, mailTexts } from '../../mail-texts/index.ts';

// A treasurer's invitation (D-205): its row, made by the owner's invitation or by the approval that
// makes a change of treasurers (D-255), and its e-mail after the commit.

/**
 * The invitation's row in the caller's transaction, replacing an invitation to the same address
 * not accepted (the callers refuse one still valid); returns the link's token (only its hash is kept).
 */
export async function insertInvitation(trx: Db, fundraiserId: string, invitedBy: string, email: string) {
  const earlier = (await treasurers.listStanding(trx, fundraiserId)).find(
    (row) => row.email_address === email && !row.accepted_at,
  );
  if (earlier) await treasurers.markRemoved(trx, earlier.id);
  const token = newToken();
  await treasurers.insertTreasurer(trx, {
    id: newId(),
    fundraiser_id: fundraiserId,
    email_address: email,
    token_hash: sha256(token),
    expires_at: isoIn(TREASURERS.invitationDays * 24 * 3600),
    invited_by: invitedBy,
    invited_at: nowIso(),
    user_id: null,
    accepted_at: null,
    removed_at: null,
  });
  return token;
}

/** In the invitee's language when they have an account, else the organiser's. */
export async function mailInvitation(
  deps: Deps,
  fundraiser: FundraiserRow,
  owner: UserRow,
  email: string,
  token: string,
) {
  const invitee = await findUserByEmail(deps.db, email);
  const texts = mailTexts(invitee?.language ?? owner.language);
  const title = (await findDetails(deps.db, fundraiser.id))?.title ?? fundraiser.short_code;
  // Never built from the request's Host: a forged Host would mail a live token to another site.
  const link = `${deps.env.PUBLIC_URL}/treasurer-invitations/accept?token=${token}`;
  const organiser = fullName(owner);
  const lines = texts.treasurerInvitation.lines(organiser, title, link, String(TREASURERS.invitationDays));
  await deps.mailer.send({
    to: email,
    subject: texts.treasurerInvitation.subject(organiser),
    text: invitee ? greeted(texts, invitee.firstname, lines) : lines.join('\n'),
  });
}
