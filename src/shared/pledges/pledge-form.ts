import { z } from 'zod';
import { pledgeRequestSchema } from './pledge.schema.ts';

// The pledge form's one rule beyond the request's schema (D-240): 'All at once' sends no
// instalments, whatever the hidden instalment fields still hold, so a pledger who looked at
// instalments and came back pledges one payment. The app's form and the server's plain form both
// read the form through this, then the shared request schema.

export const PLEDGE_PLANS = ['once', 'instalments'] as const;
export type PledgePlan = (typeof PLEDGE_PLANS)[number];

export const pledgeFormSchema = z
  .looseObject({ plan: z.unknown(), instalments: z.unknown(), period: z.unknown() })
  .transform(({ plan, instalments, period, ...rest }) =>
    plan === 'instalments' ? { ...rest, instalments, period } : rest,
  )
  .pipe(pledgeRequestSchema);

/** The fields a message can be shown beside, in the form's order (the first wrong one takes the focus). */
export const PLEDGE_FIELDS = ['amount', 'due_date', 'instalments', 'period', 'phone', 'display_name', 'email'] as const;
