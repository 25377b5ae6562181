import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import { API } from '#shared/api-paths.ts';
import { imageSchema } from '#shared/schemas/review.schema.ts';
import { envelope, json, photoUploadRequest, pick, routesOf } from '../../lib/openapi.ts';

const { signedIn } = routesOf('Fundraisers');

/** Multipart bodies are parsed by the handler itself, so this route is documented by hand. */
export const uploadImages = signedIn('post', API.fundraiserImages, {
  summary: 'Upload photos: PNG or JPEG by their bytes, 2 MB each, 5 per fundraiser; honours Idempotency-Key',
  request: photoUploadRequest('fundraiser'),
  responses: {
    201: json(
      envelope(z.object({ fundraiser: z.string(), images: z.array(imageSchema) })),
      'Stored (or the first result of a replayed key)',
    ),
    ...pick(400, 403, 404, 409, 413, 422),
  },
});

export const deleteImage = signedIn('delete', '/fundraiser-images/{id}/', {
  summary:
    "Delete a photo of the signed-in owner's fundraiser while it is Pending Review; its place is freed for a new one",
  request: { params: z.object({ id: z.string().min(1).max(100, { error: MSG.imageNotFound }) }) },
  responses: { 200: json(z.object({ message: z.string() }), 'Deleted'), ...pick(403, 404, 409) },
});
