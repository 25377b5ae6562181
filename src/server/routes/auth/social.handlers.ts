import { MSG } from '#shared/messages.ts';
import type { Deps } from '../../deps.ts';
import { signIn } from '../../auth/sign-in.ts';
import * as codes from '../../db/repositories/codes.repository.ts';
import * as sessions from '../../db/repositories/sessions.repository.ts';
import * as users from '../../db/repositories/users.repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ApiError, fieldError } from '../../lib/http-error.ts';
import type { Handler } from '../../lib/openapi.ts';
import { stripBidiControls } from '#shared/schemas/fields.ts';
import { languageOfRequest } from '../../lib/request-language.ts';
import { publicUser } from '../../lib/serializers.ts';
import { nowIso } from '../../lib/time.ts';
import { startVerification } from '../../services/verification.ts';
import type { socialRegister as Route } from './auth.routes.ts';

// The name in Google's token is typed text too: the same controls are dropped as in our forms (D-154).
function splitName(full: string | undefined) {
  const parts = stripBidiControls(full ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return { first: parts[0] ?? '', last: parts.slice(1).join(' ') };
}

/**
 * Social sign-in. The uid, provider and (when present) e-mail come from the verified ID token;
 * the body only fills in names and the photo, and the e-mail when the provider gave none (X).
 */
export const socialRegister =
  (deps: Deps): Handler<typeof Route> =>
  async (c) => {
    const body = c.req.valid('json');
    const identity = await deps.verifySocialToken(body.id_token);
    if (!identity) throw new ApiError(401, MSG.socialTokenInvalid);

    let user = await users.findUserByUid(deps.db, identity.uid);
    if (!user) {
      const email = identity.email ?? body.email_address;
      if (!email) throw fieldError('email_address', MSG.emailRequired);
      const emailVerified = identity.emailVerified && identity.email === email;
      const existing = await users.findUserByEmail(deps.db, email);
      if (existing) {
        // Link only when the provider vouches for the e-mail; otherwise anyone could claim it.
        if (!emailVerified) throw fieldError('email_address', MSG.socialEmailConflict, 409);
        user = await users.updateUser(deps.db, existing.id, {
          uid: identity.uid,
          photo_url: existing.photo_url ?? body.photoURL ?? identity.picture ?? null,
          // An unverified account is only a claim on the address: its password (set by whoever
          // typed the e-mail) is dropped, so the proven owner alone gets in.
          ...(!existing.is_verified && {
            is_verified: 1,
            verified_at: nowIso(),
            password_hash: null,
            provider: identity.provider,
          }),
        });
        if (!existing.is_verified) {
          await codes.deleteVerificationCode(deps.db, existing.id);
          await sessions.revokeUserSessions(deps.db, existing.id);
        }
      } else {
        const fromToken = splitName(identity.name);
        const now = nowIso();
        try {
          user = await users.insertUser(deps.db, {
            email_address: email,
            firstname: body.firstname ?? (fromToken.first || email.split('@')[0]!),
            lastname: body.lastname ?? fromToken.last,
            photo_url: body.photoURL ?? identity.picture ?? null,
            provider: identity.provider,
            uid: identity.uid,
            is_verified: emailVerified ? 1 : 0,
            verified_at: emailVerified ? now : null,
            // The language the person was using: their code and later e-mails come in it.
            language: languageOfRequest(c),
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw fieldError('email_address', MSG.socialEmailConflict, 409);
          throw err;
        }
        // An e-mail the provider did not vouch for is checked the usual way.
        if (!emailVerified) await startVerification(c, deps, user);
      }
    }
    const signedIn = await signIn(c, deps, user);
    return c.json({ message: MSG.loginSuccess, data: { user: publicUser(signedIn) } }, 200);
  };
