import { OpenAPIHono } from '@hono/zod-openapi';
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { logger } from 'hono/logger';
import { MSG } from '#shared/messages.ts';
import type { AppEnv, Deps } from './deps.ts';
import { ApiError } from './lib/http-error.ts';
import { compressSmall } from './lib/compress.ts';
import { crossSiteGuard } from './lib/cross-site-guard.ts';
import { contentTypeGuard, queryGuard, sizeGuard } from './lib/request-guards.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { validationHook } from './lib/validation.ts';
import { mountApiRoutes } from './routes/index.ts';
import { mountDocs } from './routes/docs/docs.index.ts';
import { mountWeb } from './web.ts';

export function createApp(deps: Deps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  // Without query strings: links carry secrets there (a pledge's ?t=, D-233; invitation tokens).
  if (deps.env.LOG_REQUESTS) app.use(logger((line) => console.log(line.replace(/\?\S*/g, ''))));
  app.use(securityHeaders(deps.env));
  app.use(compressSmall);
  app.use('/api/*', crossSiteGuard(deps.env), sizeGuard, queryGuard, contentTypeGuard);

  const api = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  mountApiRoutes(api, deps);
  mountDocs(api);
  api.onError(errorResponse);
  app.route('/api', api);
  // Unknown API paths answer in the API's shape, never with the web app's shell.
  app.all('/api/*', (c) => c.json({ message: MSG.notFound }, 404));

  mountWeb(app, deps);
  app.onError(errorResponse);

  return app;
}

/** The one error shape: `{ message, errors? }`; never a stack trace. */
const errorResponse: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof ApiError) {
    if (err.retryAfter) c.header('Retry-After', String(err.retryAfter));
    return c.json({ message: err.message, ...(err.errors && { errors: err.errors }), ...err.extra }, err.status);
  }
  if (err instanceof HTTPException) {
    // Hono's own (a malformed body the guards did not see, for instance): keep status, our shape.
    return c.json({ message: err.message || MSG.unexpected }, err.status);
  }
  console.error(`[error] ${c.req.method} ${c.req.path}`, err);
  return c.json({ message: MSG.unexpected }, 500);
};

export type App = ReturnType<typeof createApp>;
