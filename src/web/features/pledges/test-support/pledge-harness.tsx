import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { nairobiDate } from '#shared/pledges/instalments.ts';
import type { PledgeFormState } from '#shared/pledges/pledge-pages.ts';
import { i18n } from '#web/lib/i18n.ts';
import { lastDueDate } from '../format.ts';
import { PledgePage } from '../components/pledge-page.tsx';

// The pledge page in jsdom over the real draft store (IndexedDB, in memory here), the API stubbed.

export const CODE = 'Ab3dE9xZ';
export const CREATE = `POST /api/fundraisers/${CODE}/pledges/`;
export const confirmKey = (id: string) => `POST /api/pledges/${id}/confirm/`;
export const TODAY = nairobiDate(Date.now());
/** A due date the schema takes: a fortnight ahead, in Nairobi. */
export const DUE = lastDueDate(TODAY, 14);

export function renderPledge(initial: PledgeFormState = { values: {} }, live = true) {
  const user = userEvent.setup();
  const onConfirmed = vi.fn<(path: string) => void>();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <PledgePage
        fundraiser={{ short_code: CODE, title: 'Desks for Nyalenda', live }}
        form={initial}
        today={TODAY}
        onConfirmed={onConfirmed}
      />
    </I18nextProvider>,
  );
  const field = (name: string | RegExp) => screen.getByLabelText(name);
  const pledge = () => user.click(screen.getByRole('button', { name: /^Pledge/ }));
  return { user, field, pledge, onConfirmed, view };
}

/** Fills a valid one-payment pledge of `amount` (due in a fortnight, from 0712 345 678). */
export async function fillOnce({ user, field }: ReturnType<typeof renderPledge>, amount = '5000') {
  await user.type(field('Amount you promise (KES)'), amount);
  await user.type(field('I will pay by'), DUE);
  await user.type(field('Phone number for the code and reminders'), '0712 345 678');
}
