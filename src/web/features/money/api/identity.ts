import { queryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import {
  identitySubmittedSchema,
  myIdentityReplySchema,
  reviewIdentitiesReplySchema,
  type DocumentType,
} from '#shared/schemas/identity.schema.ts';
import type { ChosenPhoto } from '#web/components/form/photo-field.tsx';
import { authed, authedBlob } from '#web/lib/api-client.ts';
import { OWNER_DATA } from '#web/lib/owner-data.ts';
import { moneyKeys } from './money-keys.ts';

// Identity checks (D-258): a person's own, and the reviewers' queue.

/** GET /users/me/identity/: the newest check, or null. */
export const myIdentityQuery = () =>
  queryOptions({
    ...OWNER_DATA,
    queryKey: moneyKeys.myIdentity(),
    queryFn: async () => myIdentityReplySchema.parse(await authed(API.myIdentity)).data,
  });

/** POST /users/me/identity/ as multipart: the number and both photos. */
export async function sendIdentity(
  fields: { document_type: DocumentType; document_number: string },
  photos: { document?: ChosenPhoto; selfie?: ChosenPhoto },
) {
  const form = new FormData();
  form.set('document_type', fields.document_type);
  form.set('document_number', fields.document_number);
  for (const name of ['document', 'selfie'] as const) {
    const photo = photos[name];
    if (photo) form.set(name, photo.blob, photo.name);
  }
  return identitySubmittedSchema.parse(await authed(API.myIdentity, { method: 'POST', body: form }));
}

/** GET /moderation/identities/: the checks waiting, oldest first. */
export const identitiesQuery = () =>
  queryOptions({
    ...OWNER_DATA,
    queryKey: moneyKeys.identities(),
    queryFn: async () => reviewIdentitiesReplySchema.parse(await authed(API.identities)).data,
  });

/** A check's photo as a blob (never kept by a cache). */
export const identityPhoto = (id: string, photo: 'document' | 'selfie') => authedBlob(API.identityPhoto(id, photo));

/** POST …/approve/ or …/reject/ with the reason the person is told. */
export const decideIdentity = async (id: string, decision: 'approve' | 'reject', reason?: string) =>
  messageReplySchema.parse(
    await authed(API.identityDecision(id, decision), { method: 'POST', body: reason === undefined ? {} : { reason } }),
  );
