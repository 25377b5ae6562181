import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { userReplySchema } from '#shared/schemas/auth.schema.ts';
import { json, pick, routesOf } from '../../lib/openapi.ts';

const { signedIn } = routesOf('Accounts');

/** Multipart bodies are parsed by the handler itself, so this route is documented by hand. */
export const putPhoto = signedIn('put', API.myPhoto, {
  summary: 'Set the profile photo: PNG or JPEG by its bytes, 2 MB; stored as a square WebP without metadata',
  request: {
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: z.object({ photo: z.string().meta({ format: 'binary' }) }) } },
    },
  },
  responses: { 200: json(userReplySchema, 'The user with the new `photo_url`'), ...pick(400, 413) },
});

export const deletePhoto = signedIn('delete', API.myPhoto, {
  summary: 'Remove the profile photo (`photo_url` becomes null; the default avatar shows)',
  responses: { 200: json(userReplySchema, 'The user without a photo') },
});
