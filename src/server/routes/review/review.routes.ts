import { z } from 'zod';
import { reviewSchema } from '#shared/schemas/review.schema.ts';
import { shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import { json, pick, routesOf } from '../../lib/openapi.ts';

const { route } = routesOf('Fundraisers');

export const review = route('get', '/fundraisers/{short_code}/review/', {
  summary: 'Everything the public page of a fundraiser shows; anyone with the link may read it',
  request: { params: shortCodeParamSchema },
  responses: { 200: json(z.object({ data: reviewSchema }), 'The review object'), ...pick(404) },
});
