import { z } from 'zod';

// When a donation M-Pesa has not answered for by the end of its STK query window is asked about
// again (D-216), part of env.ts's schema: seconds after the end of the window, in order.

const seconds = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const values = text === '' ? [] : text.split(',').map((part) => Number(part.trim()));
    if (values.some((n) => !Number.isFinite(n) || n <= 0) || values.some((n, i) => i > 0 && n <= values[i - 1]!)) {
      ctx.addIssue({ code: 'custom', message: 'must be positive seconds in increasing order, comma-separated' });
      return z.NEVER;
    }
    return values;
  });

export const LATE_QUERY_ENV = {
  // 10 minutes, 1 hour, 6 hours and 24 hours after the window; the list may be empty (no late queries).
  PAYMENT_LATE_QUERY_SECONDS: seconds.default([600, 3600, 21600, 86400]),
};
