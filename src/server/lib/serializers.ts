import type { User } from '#shared/schemas/auth.schema.ts';
import type { UserRow } from '../db/schema.ts';

export const fullName = (u: Pick<UserRow, 'firstname' | 'lastname'>) => `${u.firstname} ${u.lastname}`.trim();

/** The user every auth call returns; never the password hash. */
export function publicUser(u: UserRow): User {
  return {
    id: u.id,
    firstname: u.firstname,
    lastname: u.lastname,
    full_name: fullName(u),
    email_address: u.email_address,
    is_verified: Boolean(u.is_verified),
    verified_at: u.verified_at,
    created_at: u.created_at,
    updated_at: u.updated_at,
    mobile_number: u.mobile_number,
    country_code: u.country_code,
    bio: u.bio,
    photo_url: u.photo_url,
    photoURL: u.photo_url,
    uid: u.uid,
    provider: u.provider,
    role: u.role,
    language: u.language,
    notification_emails: Boolean(u.notification_emails),
  };
}
