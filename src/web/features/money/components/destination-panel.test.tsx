import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { DESTINATION_MSG, type DestinationReply } from '#shared/schemas/payout-destination.schema.ts';
import { mockApi, renderWithProviders, type MockReply } from '#web/test-support/render.tsx';
import { DestinationPanel } from './destination-panel.tsx';

// Where the money goes (D-203): shown masked, changed with the current password, then confirmed
// with the code sent by SMS; the waiting time after a change said with its date.

const PATH = '/api/fundraisers/Abc12345/payout-destination/';
const CONFIRM = 'POST /api/fundraisers/Abc12345/payout-destination/confirm/';
const reply = (data: DestinationReply['data'], message?: string, status = 200): MockReply => ({
  status,
  body: { message, data },
});
const NONE = reply({ destination: null, pending: null, paid_from: null, cooling_hours: 48 });
const PAYBILL = { kind: 'paybill' as const, paybill: '123456', account: 'KNH-4471' };

async function setup(routes: Record<string, MockReply | MockReply[]>, canChange = true) {
  const api = mockApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderWithProviders(
    <QueryClientProvider client={client}>
      <DestinationPanel shortCode="Abc12345" canChange={canChange} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Where the money goes' });
  return { ...view, api };
}

afterEach(() => vi.unstubAllGlobals());

describe('DestinationPanel', () => {
  it('sets a paybill with the password, then confirms it with the SMS code', async () => {
    const waiting = reply(
      { destination: null, pending: PAYBILL, paid_from: null, cooling_hours: 48 },
      DESTINATION_MSG.codeSent,
      202,
    );
    const paidFrom = '2030-01-03T09:00:00Z';
    const changed = reply(
      { destination: PAYBILL, pending: null, paid_from: paidFrom, cooling_hours: 48 },
      DESTINATION_MSG.changed,
    );
    const { events, api } = await setup({ [`GET ${PATH}`]: NONE, [`PUT ${PATH}`]: waiting, [CONFIRM]: changed });
    expect(screen.getByText(/No payout destination yet/)).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Set where the money goes' }));
    // The hold is said before the change is sent, with the day it would end.
    expect(
      screen.getByText(
        /^Once you confirm a new destination, no withdrawal is paid for 48 hours \(until about \d+ \w+ \d{4}/,
      ),
    ).toBeInTheDocument();
    const mpesa = screen.getByRole('radio', { name: 'An M-Pesa number' });
    await waitFor(() => expect(mpesa).toHaveFocus());
    await events.click(screen.getByRole('radio', { name: 'A paybill (a hospital, a school, a supplier)' }));
    await events.type(screen.getByRole('textbox', { name: 'Paybill number' }), '123456');
    await events.type(screen.getByRole('textbox', { name: 'Account number' }), 'KNH-4471');
    await events.type(screen.getByLabelText('Your current password'), 'Secret#2026');
    await events.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText(DESTINATION_MSG.codeSent)).toHaveAttribute('role', 'status');
    expect(api.callsTo(`PUT ${PATH}`)[0]!.body).toEqual({ ...PAYBILL, current_password: 'Secret#2026' });
    expect(
      screen.getByText('Waiting for the code to confirm: To paybill 123456, account KNH-4471'),
    ).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: '6-digit code' });
    await waitFor(() => expect(code).toHaveFocus());

    await events.type(code, '654321{Enter}');
    const said = await screen.findByText(DESTINATION_MSG.changed);
    await waitFor(() => expect(said.parentElement).toHaveFocus());
    expect(api.callsTo(CONFIRM)[0]!.body).toEqual({ code: '654321' });
    expect(screen.getByText('To paybill 123456, account KNH-4471')).toBeInTheDocument();
    expect(screen.getByText(/^No withdrawal is paid before 3 Jan 2030/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change where the money goes' })).toBeInTheDocument();
  });

  it('shows an M-Pesa number masked, and keeps what was typed when the password is wrong', async () => {
    const current = reply({
      destination: { kind: 'mpesa', phone: '254712345678' },
      pending: null,
      paid_from: null,
      cooling_hours: 48,
    });
    const wrong = {
      status: 400,
      body: { message: MSG.currentPasswordWrong, errors: { current_password: [MSG.currentPasswordWrong] } },
    };
    const { events } = await setup({ [`GET ${PATH}`]: current, [`PUT ${PATH}`]: wrong });
    expect(screen.getByText('To the M-Pesa number 0712 ••• 678')).toBeInTheDocument();
    expect(screen.queryByText('254712345678')).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Change where the money goes' }));
    const phone = screen.getByRole('textbox', { name: 'M-Pesa number' });
    await events.type(phone, '0722 000 111');
    const password = screen.getByLabelText('Your current password');
    await events.type(password, 'not-it');
    await events.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MSG.currentPasswordWrong)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('not-it');
    expect(phone).toHaveValue('0722 000 111');
  });

  it('says to verify a phone first, with the way to the settings', async () => {
    const { events } = await setup({
      [`GET ${PATH}`]: NONE,
      [`PUT ${PATH}`]: { status: 409, body: { message: DESTINATION_MSG.phoneNeeded } },
    });
    await events.click(screen.getByRole('button', { name: 'Set where the money goes' }));
    await events.type(screen.getByRole('textbox', { name: 'M-Pesa number' }), '0712345678');
    await events.type(screen.getByLabelText('Your current password'), 'Secret#2026');
    await events.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DESTINATION_MSG.phoneNeeded);
    expect(screen.getByRole('link', { name: 'Verify your phone number in Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });

  it('offers no change to someone who may only look', async () => {
    await setup({ [`GET ${PATH}`]: NONE }, false);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
