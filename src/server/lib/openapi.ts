import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppEnv } from '../deps.ts';
import { apiErrorSchema } from '#shared/schemas/fields.ts';

// Small builders for route definitions, so each *.routes.ts file reads as the call table does.

export const envelope = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

const errorBody = (description: string) => json(apiErrorSchema, description);

export const errors = {
  400: errorBody('Bad input: `errors` maps each field to its messages'),
  401: errorBody('Not signed in, or the session ended'),
  403: errorBody('Signed in but not allowed'),
  404: errorBody('No such resource'),
  409: errorBody('Conflicts with the current state'),
  413: errorBody('Request body too large'),
  422: errorBody('The Idempotency-Key was already used for a different request'),
  429: errorBody('Rate-limited; see Retry-After'),
} as const;

export const pick = <K extends keyof typeof errors>(...codes: K[]) =>
  Object.fromEntries(codes.map((code) => [code, errors[code]])) as Pick<typeof errors, K>;

/**
 * A photo upload's request (POST /fundraiser-images/, /item-images/): a multipart body the handler
 * parses itself, so it is documented by hand: whose photos (`ownerField`), repeated `image`, and
 * the Idempotency-Key that makes a replayed upload store once.
 */
export const photoUploadRequest = (ownerField: string) => ({
  headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
  body: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: z.object({ [ownerField]: z.string(), image: z.array(z.string().meta({ format: 'binary' })) }),
      },
    },
  },
});

export const bearerSecurity: Record<string, string[]>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];

/** A handler for one route definition, with the app's per-request variables. */
export type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
