import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import { API } from '#shared/api-paths.ts';
import { imageSchema } from '#shared/schemas/review.schema.ts';
import { bearerSecurity, envelope, json, photoUploadRequest, pick } from '../../lib/openapi.ts';

/** Multipart bodies are parsed by the handler itself, so this route is documented by hand. */
export const uploadImages = {
  method: 'post',
  path: API.fundraiserImages,
  tags: ['Fundraisers'],
  summary: 'Upload photos: PNG or JPEG by their bytes, 2 MB each, 5 per fundraiser; honours Idempotency-Key',
  security: bearerSecurity,
  request: photoUploadRequest('fundraiser'),
  responses: {
    201: json(
      envelope(z.object({ fundraiser: z.string(), images: z.array(imageSchema) })),
      'Stored (or the first result of a replayed key)',
    ),
    ...pick(400, 401, 403, 404, 409, 413, 422),
  },
} satisfies RouteConfig;

export const deleteImage = createRoute({
  method: 'delete',
  path: '/fundraiser-images/{id}/',
  tags: ['Fundraisers'],
  summary:
    "Delete a photo of the signed-in owner's fundraiser while it is Pending Review; its place is freed for a new one",
  security: bearerSecurity,
  request: { params: z.object({ id: z.string().min(1).max(100, { error: MSG.imageNotFound }) }) },
  responses: { 200: json(z.object({ message: z.string() }), 'Deleted'), ...pick(401, 403, 404, 409) },
});
