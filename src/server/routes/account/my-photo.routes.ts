import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { userReplySchema } from '#shared/schemas/auth.schema.ts';
import { bearerSecurity, json, pick } from '../../lib/openapi.ts';

const tags = ['Accounts'];

/** Multipart bodies are parsed by the handler itself, so this route is documented by hand. */
export const putPhoto = {
  method: 'put',
  path: API.myPhoto,
  tags,
  summary: 'Set the profile photo: PNG or JPEG by its bytes, 2 MB; stored as a square WebP without metadata',
  security: bearerSecurity,
  request: {
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: z.object({ photo: z.string().meta({ format: 'binary' }) }) } },
    },
  },
  responses: { 200: json(userReplySchema, 'The user with the new `photo_url`'), ...pick(400, 401, 413) },
} satisfies RouteConfig;

export const deletePhoto = createRoute({
  method: 'delete',
  path: API.myPhoto,
  tags,
  summary: 'Remove the profile photo (`photo_url` becomes null; the default avatar shows)',
  security: bearerSecurity,
  responses: { 200: json(userReplySchema, 'The user without a photo'), ...pick(401) },
});
