import { infiniteQueryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { messageReplySchema, userReplySchema } from '#shared/schemas/auth.schema.ts';
import { myDonationsReplySchema, updateMeReplySchema } from '#shared/schemas/profile.schema.ts';
import { authed } from '#web/lib/api-client.ts';

// The profile page's calls (architecture §5: only through api/ files, only through `authed`).

const PAGE_SIZE = 10;

export const profileKeys = {
  donations: ['profile', 'donations'] as const,
};

export interface ProfileChanges {
  firstname?: string;
  lastname?: string;
  email_address?: string;
  country_code?: string | null;
  mobile_number?: string | null;
  bio?: string | null;
  current_password?: string;
}

/** PATCH /users/me/: a new e-mail answers with `pending_email_address` until its code is entered. */
export const updateProfile = async (changes: ProfileChanges) =>
  updateMeReplySchema.parse(await authed(API.me, { method: 'PATCH', body: changes }));

/** POST /users/me/email/confirm/: the code mailed to the new address. */
export const confirmEmailChange = async (verification_code: string) =>
  userReplySchema.parse(await authed(API.confirmEmailChange, { method: 'POST', body: { verification_code } }));

/** PUT /users/me/photo/ (multipart `photo`). */
export async function uploadProfilePhoto(photo: Blob, name: string) {
  const body = new FormData();
  body.set('photo', photo, name);
  return userReplySchema.parse(await authed(API.myPhoto, { method: 'PUT', body }));
}

/** DELETE /users/me/photo/. */
export const removeProfilePhoto = async () => userReplySchema.parse(await authed(API.myPhoto, { method: 'DELETE' }));

export interface PasswordChange {
  current_password: string;
  new_password: string;
  password_confirm: string;
}

/** POST /users/change-password/: the other sessions are signed out, this one stays. */
export const changePassword = async (body: PasswordChange) =>
  messageReplySchema.parse(await authed(API.changePassword, { method: 'POST', body }));

/** GET /users/me/donations/: the donations the user made, ten at a time. */
export const myDonationsQuery = () =>
  infiniteQueryOptions({
    queryKey: profileKeys.donations,
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      myDonationsReplySchema.parse(await authed(API.myDonations, { query: { page: pageParam, page_size: PAGE_SIZE } })),
    getNextPageParam: (last) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined),
  });
