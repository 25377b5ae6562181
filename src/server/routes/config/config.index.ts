import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { API } from '#shared/api-paths.ts';
import { clientConfigSchema } from '#shared/schemas/config.schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { isDemoMode } from '../../env.ts';
import { json } from '../../lib/openapi.ts';

const config = createRoute({
  method: 'get',
  path: API.config,
  tags: ['Operations'],
  summary: "The web app's runtime settings: demo mode and Firebase's public web config",
  responses: { 200: json(clientConfigSchema, 'Settings') },
});

export function mountConfig(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const { env } = deps;
  const body = {
    demo_mode: isDemoMode(env),
    test_payments: deps.payments.testMode,
    platform_fee_percent: env.PLATFORM_FEE_PERCENT,
    firebase: {
      api_key: env.FIREBASE_API_KEY,
      auth_domain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      project_id: env.FIREBASE_PROJECT_ID,
      auth_emulator_url: env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : null,
    },
  };
  api.openapi(config, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(body, 200);
  });
}
