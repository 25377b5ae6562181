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
      'Sign-in sets HttpOnly cookies (`access_token` 24 h, `refresh_token` 7 d); a Bearer access token works too.\n\n' +
      // D-247: the units stay as clients already read them; this says them once.
      'Money: donations, withdrawals, cash and pledges are Kenyan shillings (KES). Amounts a person types in a request are whole shillings: ' +
      "a donation's and a pledge's `amount`, a withdrawal's `amount`, a cash entry's `amount`, a fundraiser's " +
      '`fundraiser_goal` (in its own currency). The money answers are integers in KES minor units (cents, ' +
      '100 to the shilling): `/money/` (`raised`, `cash`, `fee`, `available`, `blocked`, `withdrawn`), a ' +
      "withdrawal's and its payouts' `amount` and `fee`, the paid withdrawals a fundraiser shows, the cash book's " +
      'entries and totals, the payouts review and unallocated paybill payments. Older answers speak shillings ' +
      "with up to two decimals: a donation's `amount` (a donor's, received and my donations, unconfirmed " +
      "payments, `raised_kes`) and a pledge's `amount`, `paid`, `remaining`, `due_now`, `pledged_kes` and `paid_kes`; a fundraiser's goal " +
      'and its raised amounts (`raised_amount`, `pledged_amount`) are in its own currency (KES, or USD converted ' +
      'at a fixed rate).',
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
