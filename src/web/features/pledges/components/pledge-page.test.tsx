import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PLEDGE_MSG } from '#shared/pledges/pledge-constants.ts';
import { MSG } from '#shared/messages.ts';
import { switchLanguage } from '#web/lib/i18n.ts';
import { mockApi } from '#web/test-support/render.tsx';
import { pledgeDraftOf } from '../draft/pledge-draft.ts';
import { CODE, CREATE, DUE, confirmKey, fillOnce, renderPledge } from '../test-support/pledge-harness.tsx';

// The pledge form (D-240) in jsdom: a plain form before its script, the shared schema's messages in
// the app's words, what it sends, the SMS code step, the server's refusals, and a draft that keeps
// everything typed across a reload.

const created = { status: 201, body: { data: { id: 'Pq7Rs8Tu9Vw2', status: 'unconfirmed' } } };
const confirmed = {
  body: { data: { id: 'Pq7Rs8Tu9Vw2', status: 'open', token: 'tok_en-1', link: 'http://x/p/Pq7Rs8Tu9Vw2?t=tok_en-1' } },
};

// A save the last test left pending must not land in this one's draft.
beforeEach(() => pledgeDraftOf(CODE).saver.discard([]));
afterEach(() => switchLanguage('en'));

describe('the pledge form', () => {
  it('says a pledge is a promise, not a payment, and is a plain form posting every field by name', () => {
    renderPledge();
    expect(screen.getByText('A pledge is a promise, not a payment')).toBeInTheDocument();
    expect(screen.getByText(/Nothing leaves your M-Pesa now/)).toBeInTheDocument();
    const form = document.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `/f/${CODE}/pledge`);
    const names = new Set([...form.elements].map((el) => el.getAttribute('name')).filter(Boolean));
    expect(names).toEqual(
      new Set([
        'amount',
        'plan',
        'due_date',
        'instalments',
        'period',
        'phone',
        'display_name',
        'anonymous',
        'public',
        'email',
      ]),
    );
    expect(screen.getByLabelText('I will pay by')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Phone number for the code and reminders')).toHaveAttribute('type', 'tel');
  });

  it("shows the shared schema's messages in the app's words and sends nothing", async () => {
    const api = mockApi({ [CREATE]: created });
    const page = renderPledge();
    await page.pledge();
    expect(await screen.findByText(MSG.amountRequired)).toBeInTheDocument();
    expect(screen.getByText(PLEDGE_MSG.dueDateRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.phoneRequired)).toBeInTheDocument();
    expect(page.field('Amount you promise (KES)')).toHaveAttribute('aria-invalid', 'true');

    // In instalments: at least KES 10 each, as the server splits it (once the rest is right).
    await fillOnce(page, '50');
    await page.user.click(screen.getByLabelText('In instalments'));
    await page.user.selectOptions(page.field('Number of payments'), '12');
    await page.pledge();
    expect(await screen.findByText(PLEDGE_MSG.instalmentTooSmall)).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('says the messages in Kiswahili on a Kiswahili page', async () => {
    await switchLanguage('sw');
    const page = renderPledge();
    await page.user.click(screen.getByRole('button', { name: /^Ahidi/ }));
    expect(await screen.findByText('Chagua tarehe utakayolipa')).toBeInTheDocument();
    expect(screen.getByText('Weka kiasi')).toBeInTheDocument();
  });

  it('spells out the instalments as they will be split, and sends them', async () => {
    const api = mockApi({ [CREATE]: created });
    const page = renderPledge();
    await page.user.type(page.field('Amount you promise (KES)'), '10000');
    await page.user.click(screen.getByLabelText('In instalments'));
    await page.user.selectOptions(page.field('Number of payments'), '4');
    await page.user.click(screen.getByLabelText('Every week'));
    await page.user.type(page.field('I will pay by'), DUE);
    expect(await screen.findByText(/^4 payments: .+ to .+, about Ksh\s2,500 each$/)).toBeInTheDocument();
    await page.user.type(page.field('Phone number for the code and reminders'), '0712345678');
    await page.pledge();
    await screen.findByRole('heading', { name: 'Confirm your phone' });
    expect(api.callsTo(CREATE)[0]!.body).toMatchObject({
      amount: 10000,
      instalments: 4,
      period: 'weekly',
      due_date: DUE,
    });
  });
});

describe('sending and the code', () => {
  it('sends one payment with the phone as M-Pesa writes it, then confirms with the SMS code', async () => {
    const api = mockApi({ [CREATE]: created, [confirmKey('Pq7Rs8Tu9Vw2')]: confirmed });
    const page = renderPledge();
    await fillOnce(page);
    await page.user.type(page.field('Your name (optional)'), 'Achieng');
    await page.user.click(page.field("Show my pledge on the fundraiser's page"));
    expect(screen.getByRole('button', { name: /^Pledge Ksh\s5,000$/ })).toBeInTheDocument();
    await page.pledge();

    const step = await screen.findByRole('region', { name: 'Confirm your phone' });
    const sent = api.callsTo(CREATE)[0]!.body as Record<string, unknown>;
    expect(sent).toEqual({
      amount: 5000,
      due_date: DUE,
      phone: '254712345678',
      display_name: 'Achieng',
      anonymous: false,
      public: true,
      language: 'en',
    });
    // The phone shown masked, never in full.
    expect(within(step).getByText(/0712 ••• 678/)).toBeInTheDocument();
    const code = within(step).getByLabelText('Code from the SMS');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await page.user.type(code, '123456');
    await page.user.click(within(step).getByRole('button', { name: 'Confirm my pledge' }));
    await waitFor(() => expect(page.onConfirmed).toHaveBeenCalledWith('/p/Pq7Rs8Tu9Vw2?t=tok_en-1'));
    expect(api.callsTo(confirmKey('Pq7Rs8Tu9Vw2'))[0]!.body).toEqual({ code: '123456' });
    // Confirmed: the phone keeps no draft of it.
    await waitFor(async () => expect(await pledgeDraftOf(CODE).store.peek()).toBeNull());
  });

  it("shows the server's refusals: a field's beside it, a limit above the button, a wrong code under the code", async () => {
    mockApi({
      [CREATE]: [
        { status: 400, body: { message: 'Invalid', errors: { phone: [MSG.phoneInvalid] } } },
        { status: 429, body: { message: 'Too many requests' } },
        created,
      ],
      [confirmKey('Pq7Rs8Tu9Vw2')]: { status: 400, body: { message: 'Wrong', errors: { code: ['Invalid code.'] } } },
    });
    const page = renderPledge();
    await fillOnce(page);
    await page.pledge();
    expect(await screen.findByText(MSG.phoneInvalid)).toBeInTheDocument();
    expect(page.field('Phone number for the code and reminders')).toHaveFocus();
    await page.pledge();
    expect(await screen.findByText(/Too many pledges from this phone/)).toHaveFocus();
    // Nothing typed was lost on the way.
    expect(page.field('Amount you promise (KES)')).toHaveValue('5000');
    await page.pledge();
    const code = await screen.findByLabelText('Code from the SMS');
    await page.user.type(code, '000000');
    await page.user.click(screen.getByRole('button', { name: 'Confirm my pledge' }));
    expect(await screen.findByText('Invalid code.')).toBeInTheDocument();
    expect(page.onConfirmed).not.toHaveBeenCalled();
  });
});

describe('the draft', () => {
  it('brings back what was typed, and a pledge waiting for its code, after a reload', async () => {
    mockApi({ [CREATE]: created });
    const first = renderPledge();
    await fillOnce(first, '7500');
    await first.user.type(first.field('E-mail for reminders (optional)'), 'achieng@example.com');
    await pledgeDraftOf(CODE).saver.flush();
    first.view.unmount();

    const again = renderPledge();
    await waitFor(() => expect(again.field('Amount you promise (KES)')).toHaveValue('7500'));
    expect(again.field('I will pay by')).toHaveValue(DUE);
    expect(again.field('E-mail for reminders (optional)')).toHaveValue('achieng@example.com');
    await again.pledge();
    await screen.findByRole('heading', { name: 'Confirm your phone' });
    await pledgeDraftOf(CODE).saver.flush();
    again.view.unmount();

    renderPledge();
    expect(await screen.findByRole('heading', { name: 'Confirm your phone' })).toBeInTheDocument();
    expect(screen.getByText(/0712 ••• 678/)).toBeInTheDocument();
  });

  it('says when the fundraiser takes no pledges, and offers no form', () => {
    renderPledge({ values: {} }, false);
    expect(screen.getByRole('status')).toHaveTextContent('This fundraiser is not taking pledges');
    expect(document.querySelector('form')).toBeNull();
  });
});
