import { beforeAll, describe, expect, it } from 'vitest';
import { Session } from '#tests/support/api.ts';

// GET /openapi.json (generated from the route schemas) and GET /docs (the same, as a page).

interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, unknown>;
  required?: string[];
}
interface OpenApi {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, any>>;
  components?: { schemas?: Record<string, SchemaObject>; securitySchemes?: Record<string, unknown> };
}

// Section 7's call table, in order.
const CALL_TABLE = [
  ['post', '/users/login/'],
  ['post', '/users/register/'],
  ['post', '/users/social-register/'],
  ['post', '/users/verify-account/'],
  ['post', '/users/resend-verification-code/'],
  ['post', '/users/forgot-password/'],
  ['post', '/users/reset-password/'],
  ['post', '/users/logout/'],
  ['post', '/token/refresh/'],
  ['get', '/common/fundraising-categories/'],
  ['get', '/common/industries/'],
  ['get', '/common/startup-stages/'],
  ['get', '/common/team-sizes/'],
  ['post', '/fundraisers/'],
  ['post', '/individual-details/'],
  ['post', '/startup-details/'],
  ['post', '/organisation-details/'],
  ['post', '/fundraiser-images/'],
  ['get', '/fundraisers/{short_code}/review/'],
  ['get', '/fundraiser/search'],
] as const;

const EXTRA_PATHS = ['/users/me/', '/fundraisers/mine/', '/moderation/pending/', '/health'];

let doc: OpenApi;
beforeAll(async () => {
  const reply = await new Session().get<OpenApi>('/openapi.json');
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  doc = reply.body;
});

/** The schema itself, following one $ref into components if there is one. */
const resolve = (schema: SchemaObject): SchemaObject =>
  schema.$ref ? doc.components!.schemas![schema.$ref.split('/').pop()!]! : schema;

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document for the Harambee API served under /api', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Harambee API');
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.servers).toEqual([{ url: '/api' }]);
  });

  it('says once which amounts are whole shillings and which are minor units (D-247)', () => {
    expect(doc.info.description).toContain('whole shillings');
    expect(doc.info.description).toContain('KES minor units');
  });

  it.each(CALL_TABLE)('documents %s %s of the call table', (method, path) => {
    expect(Object.keys(doc.paths)).toContain(path);
    expect(Object.keys(doc.paths[path]!)).toContain(method);
  });

  it.each(EXTRA_PATHS)('documents %s', (path) => {
    expect(Object.keys(doc.paths)).toContain(path);
  });

  it('writes path parameters in OpenAPI style, never Hono style', () => {
    expect(Object.keys(doc.paths).filter((p) => p.includes('/:'))).toEqual([]);
    const params = doc.paths['/fundraisers/{short_code}/review/']!.get.parameters as { name: string; in: string }[];
    expect(params).toContainEqual(expect.objectContaining({ name: 'short_code', in: 'path' }));
  });

  it('describes the register body with the sign-up fields', () => {
    const body = doc.paths['/users/register/']!.post.requestBody;
    expect(body.required).toBe(true);
    const schema = resolve(body.content['application/json'].schema);
    expect(Object.keys(schema.properties ?? {})).toEqual([
      'firstname',
      'lastname',
      'email_address',
      'password',
      'password_confirm',
      'terms_accepted',
    ]);
    expect([...(schema.required ?? [])].sort()).toEqual(
      ['email_address', 'firstname', 'lastname', 'password', 'password_confirm'].sort(),
    );
  });

  it('describes the login body with email_address and password', () => {
    const schema = resolve(doc.paths['/users/login/']!.post.requestBody.content['application/json'].schema);
    expect(Object.keys(schema.properties ?? {})).toEqual(['email_address', 'password']);
  });

  it('documents the search query parameter q', () => {
    const params = doc.paths['/fundraiser/search']!.get.parameters as { name: string; in: string }[];
    expect(params).toContainEqual(expect.objectContaining({ name: 'q', in: 'query' }));
  });

  it('declares the cookie and bearer security schemes', () => {
    expect(doc.components?.securitySchemes).toMatchObject({
      cookieAuth: { type: 'apiKey', in: 'cookie', name: 'access_token' },
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    });
  });
});

describe('GET /docs', () => {
  it('is an HTML page listing the API', async () => {
    const reply = await new Session().get<string>('/docs');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    expect(typeof reply.body).toBe('string');
    expect(reply.body).toMatch(/^<!doctype html>/i);
    expect(reply.body).toContain('<title>Harambee API</title>');
    expect(reply.body).toContain('<h1>Harambee API</h1>');
    expect(reply.body).toContain('<code>/users/login/</code>');
    expect(reply.body).toContain('<code>/fundraisers/{short_code}/review/</code>');
    expect(reply.body).toContain('href="/api/openapi.json"');
  });

  it('runs no script, so it fits the strict content security policy', async () => {
    const reply = await new Session().get<string>('/docs');
    expect(reply.body).not.toMatch(/<script/i);
  });
});
