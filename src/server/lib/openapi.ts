import { createRoute, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
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

type RouteSpec = Omit<RouteConfig, 'method' | 'path' | 'tags' | 'security'>;

/**
 * The route declarations of one tag: `route(method, path, spec)` for anyone, and `signedIn(...)`
 * for a signed-in user, which documents the cookie or bearer security and the 401 it may answer in
 * one place rather than in each declaration. The guard itself is the route's middleware.
 */
export function routesOf(tag: string) {
  const tags = [tag];
  const route = <M extends RouteConfig['method'], P extends string, S extends RouteSpec>(method: M, path: P, spec: S) =>
    createRoute({ method, path, tags, ...spec });
  const signedIn = <M extends RouteConfig['method'], P extends string, S extends RouteSpec>(
    method: M,
    path: P,
    spec: S,
  ) => route(method, path, { ...spec, security: bearerSecurity, responses: { ...spec.responses, ...pick(401) } });
  return { route, signedIn };
}

/** A handler for one route definition, with the app's per-request variables. */
export type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
