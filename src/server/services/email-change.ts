import { TIMINGS } from '#shared/constants.ts';
import type { Deps } from '../deps.ts';
import type { UserRow } from '../db/schema.ts';
import * as emailChanges from '../db/repositories/email-changes.repository.ts';
import { newId, newToken, newVerificationCode, sha256 } from '../lib/secrets.ts';
import { isoIn, nowIso } from '../lib/time.ts';
import { greeted, mailTexts } from '../mail-texts/index.ts';

// An e-mail change in two halves: the new address proves itself with a code, and the old address,
// which stays the account's until then, is told at once and given a link that undoes the change.

/** Bound to its change, so the same six digits of another change never match. */
export const changeCodeHash = (changeId: string, code: string) => sha256(`email-change:${changeId}:${code}`);

export async function startEmailChange(deps: Deps, user: UserRow, newEmail: string) {
  const id = newId();
  const code = newVerificationCode();
  const undoToken = newToken();
  // One change waits at a time; earlier requests lose their codes but keep their undo links.
  await emailChanges.cancelPendingEmailChanges(deps.db, user.id);
  await emailChanges.insertEmailChange(deps.db, {
    id,
    user_id: user.id,
    old_email: user.email_address,
    new_email: newEmail,
    code_hash: changeCodeHash(id, code),
    code_expires_at: isoIn(TIMINGS.verificationCodeSeconds),
    attempts: 0,
    undo_token_hash: sha256(undoToken),
    undo_expires_at: isoIn(TIMINGS.emailChangeUndoSeconds),
    undo_used_at: null,
    confirmed_at: null,
    cancelled_at: null,
    created_at: nowIso(),
  });
  // Both e-mails in the account's language.
  const texts = mailTexts(user.language);
  await deps.mailer.send({
    to: newEmail,
    subject: texts.emailChangeCode.subject(code),
    text: greeted(texts, user.firstname, texts.emailChangeCode.lines(code)),
  });
  // Never built from the request's Host: a forged Host would mail a live token to another site.
  const undoLink = `${deps.env.PUBLIC_URL}/auth/undo-email-change?token=${undoToken}`;
  await deps.mailer.send({
    to: user.email_address,
    subject: texts.emailChangeNotice.subject(),
    text: greeted(texts, user.firstname, texts.emailChangeNotice.lines(newEmail, undoLink)),
  });
}
