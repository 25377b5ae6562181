import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../deps.ts';
import { renderDocsPage, type OpenApiDoc } from './docs-page.ts';

const INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Harambee API',
    version: '1.0.0',
    description:
      'The API behind Harambee. Every failure answers `{ message, errors?: { field: [text] } }`. ' +
      'Sign-in sets HttpOnly cookies (`access_token` 24 h, `refresh_token` 7 d); a Bearer access token works too.',
  },
  servers: [{ url: '/api' }],
};

/** The OpenAPI document is generated from the route schemas; /api/docs renders it as a page. */
export function mountDocs(api: OpenAPIHono<AppEnv>) {
  api.openAPIRegistry.registerComponent('securitySchemes', 'cookieAuth', {
    type: 'apiKey',
    in: 'cookie',
    name: 'access_token',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  let cached: OpenApiDoc | undefined;
  const document = () => (cached ??= api.getOpenAPI31Document(INFO) as unknown as OpenApiDoc);
  api.get('/openapi.json', (c) => c.json(document()));
  api.get('/docs', (c) => c.html(renderDocsPage(document())));
}
