import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import {
  individualDetailsSchema,
  organisationDetailsSchema,
  startupDetailsSchema,
} from '#shared/schemas/fundraiser.schema.ts';
import { bearerSecurity, envelope, json, jsonBody, pick } from '../../lib/openapi.ts';

const tags = ['Fundraisers'];

const detailsRoute = <S extends z.ZodObject>(path: string, body: S, who: string) =>
  createRoute({
    method: 'post',
    path,
    tags,
    summary: `Save the details of ${who} fundraiser (owner only; sending again replaces them)`,
    security: bearerSecurity,
    request: { body: jsonBody(body) },
    responses: {
      201: json(envelope(z.record(z.string(), z.unknown())), 'Saved for the first time'),
      200: json(envelope(z.record(z.string(), z.unknown())), 'Replaced'),
      ...pick(400, 401, 403, 404, 409),
    },
  });

/** Any of the three calls, each typed by its kind's schema (the handler reads the common fields). */
export type DetailsRoute = typeof individualDetails | typeof startupDetails | typeof organisationDetails;

export const individualDetails = detailsRoute(API.individualDetails, individualDetailsSchema, 'a yourself');
export const startupDetails = detailsRoute(API.startupDetails, startupDetailsSchema, 'a startup');
export const organisationDetails = detailsRoute(API.organisationDetails, organisationDetailsSchema, 'an organization');
