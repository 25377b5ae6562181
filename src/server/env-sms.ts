import { z } from 'zod';

// SMS through Africa's Talking (research §4.1), part of env.ts's schema. Without SMS_API_URL,
// outside production, the server starts the SMS simulator itself (on SMS_SIM_PORT) and sends
// every text there.

export const SMS_ENV = {
  SMS_API_URL: z.url().optional(),
  SMS_USERNAME: z.string().optional(),
  SMS_API_KEY: z.string().optional(),
  // The registered alphanumeric sender ID (<= 11 characters); without it, the account's default.
  SMS_SENDER_ID: z.string().max(11).optional(),
  SMS_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  // The account's two-way shortcode (D-236): pledgers text STOP or ACHA to it, and the reminders
  // say so. Without it, outside production, the simulator's; without it in production, the
  // reminders say "Reply STOP" (the sender ID must then be that shortcode).
  SMS_SHORTCODE: z
    .string()
    .regex(/^\d{3,6}$/)
    .optional(),
};
