import type { PledgeFormValues } from '#shared/pledges/pledge-pages.ts';
import type { PledgePlan } from '#shared/pledges/pledge-form.ts';

/** What the pledge form's fields hold: text as typed (the shared schema turns it into the request). */
export interface PledgeFieldValues {
  amount: string;
  plan: PledgePlan;
  due_date: string;
  instalments: string;
  period: string;
  phone: string;
  display_name: string;
  anonymous: boolean;
  public: boolean;
  email: string;
}

/** The form as drawn: a posted plain form's values, else empty (three monthly payments offered). */
export function pledgeDefaults(initial: PledgeFormValues = {}): PledgeFieldValues {
  return {
    amount: initial.amount ?? '',
    plan: initial.plan === 'instalments' ? 'instalments' : 'once',
    due_date: initial.due_date ?? '',
    instalments: initial.instalments ?? '3',
    period: initial.period ?? 'monthly',
    phone: initial.phone ?? '',
    display_name: initial.display_name ?? '',
    anonymous: initial.anonymous ?? false,
    public: initial.public ?? false,
    email: initial.email ?? '',
  };
}

/** The whole shillings the button can name, or undefined while the amount is not a number. */
export function typedAmount(text: string) {
  const kes = Number(text.replace(/[\s,]/g, ''));
  return text.trim() && Number.isInteger(kes) && kes > 0 ? kes : undefined;
}
