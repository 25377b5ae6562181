import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import {
  individualDetailsSchema,
  organisationDetailsSchema,
  startupDetailsSchema,
} from '#shared/schemas/fundraiser.schema.ts';
import { envelope, json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

const { signedIn } = routesOf('Fundraisers');

const detailsRoute = <S extends z.ZodObject>(path: string, body: S, who: string) =>
  signedIn('post', path, {
    summary: `Save the details of ${who} fundraiser (owner only; sending again replaces them)`,
    request: { body: jsonBody(body) },
    responses: {
      201: json(envelope(z.record(z.string(), z.unknown())), 'Saved for the first time'),
      200: json(envelope(z.record(z.string(), z.unknown())), 'Replaced'),
      ...pick(400, 403, 404, 409),
    },
  });

/** Any of the three calls, each typed by its kind's schema (the handler reads the common fields). */
export type DetailsRoute = typeof individualDetails | typeof startupDetails | typeof organisationDetails;

export const individualDetails = detailsRoute(API.individualDetails, individualDetailsSchema, 'a yourself');
export const startupDetails = detailsRoute(API.startupDetails, startupDetailsSchema, 'a startup');
export const organisationDetails = detailsRoute(API.organisationDetails, organisationDetailsSchema, 'an organization');
