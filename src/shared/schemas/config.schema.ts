import { z } from 'zod';

/** GET /config/: what the web app needs to know about this server before anything else. */
export const clientConfigSchema = z.object({
  demo_mode: z.boolean(),
  /** Payments move no real money (the Daraja simulator or Safaricom's sandbox): 'Test payment'. */
  test_payments: z.boolean(),
  /** The platform fee on a withdrawal (PLATFORM_FEE_PERCENT), shown before the owner confirms one. */
  platform_fee_percent: z.number(),
  firebase: z.object({
    api_key: z.string(),
    auth_domain: z.string(),
    project_id: z.string(),
    auth_emulator_url: z.string().nullable(),
  }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
