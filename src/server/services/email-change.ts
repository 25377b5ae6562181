import { TIMINGS } from '#shared/constants.ts';
import type { Deps } from '../deps.ts';
import type { UserRow } from '../db/schema.ts';
import * as emailChanges from '../db/repositories/email-changes.repository.ts';
import { newId, newToken, newVerificationCode, sha256 } from '../lib/secrets.ts';
import { isoIn, nowIso } from '../lib/time.ts';

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
  await deps.mailer.send({
    to: newEmail,
    subject: `Confirm your new Harambee email address: ${code}`,
    text: [
      `Hello ${user.firstname},`,
      '',
      `Your code to confirm this address for your Harambee account is ${code}.`,
      'It expires in 10 minutes. If you did not ask for this, ignore this e-mail.',
    ].join('\n'),
  });
  // Never built from the request's Host: a forged Host would mail a live token to another site.
  const undoLink = `${deps.env.PUBLIC_URL}/auth/undo-email-change?token=${undoToken}`;
  await deps.mailer.send({
    to: user.email_address,
    subject: 'Your Harambee email address is about to change',
    text: [
      `Hello ${user.firstname},`,
      '',
      `Someone signed in to your Harambee account asked to change its email address to ${newEmail}.`,
      'Your account keeps this address until the new one is confirmed.',
      '',
      'If this was not you, open this link to cancel the change (or undo it, if it was already',
      'confirmed) and sign every device out. It works once, for 7 days:',
      undoLink,
    ].join('\n'),
  });
}
