import { TIMINGS } from '#shared/constants.ts';
import type { Deps } from '../deps.ts';
import type { UserRow } from '../db/schema.ts';
import { replaceVerificationCode, type PendingCredentials } from '../db/repositories/codes.repository.ts';
import { newVerificationCode, sha256 } from '../lib/secrets.ts';
import { isoIn } from '../lib/time.ts';

/** The stored hash binds the code to its user, so equal codes of two users never collide. */
export const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

/** E-mails a fresh code; `pending` binds a sign-up's credentials to it (see codes.repository). */
export async function sendVerificationCode(deps: Deps, user: UserRow, pending?: PendingCredentials) {
  const code = newVerificationCode();
  await replaceVerificationCode(
    deps.db,
    user.id,
    codeHash(user.id, code),
    isoIn(TIMINGS.verificationCodeSeconds),
    pending,
  );
  await deps.mailer.send({
    to: user.email_address,
    subject: `Your Harambee verification code: ${code}`,
    text: [
      `Hello ${user.firstname},`,
      '',
      `Your Harambee verification code is ${code}.`,
      'It expires in 10 minutes. If you did not sign up for Harambee, ignore this e-mail.',
    ].join('\n'),
  });
}
