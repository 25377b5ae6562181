import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { mockApi, renderWithProviders, type MockReply } from '#web/test-support/render.tsx';
import { addNamespace } from '#web/lib/i18n.ts';
import { settings as texts } from '#web/locales/en/settings.ts';
import { PhoneForCodes } from './phone-for-codes.tsx';

addNamespace('settings', texts);

const GET = 'GET /api/users/me/phone/';
const PUT = 'PUT /api/users/me/phone/';
const CONFIRM = 'POST /api/users/me/phone/confirm/';

const phoneReply = (data: { phone: string | null; verified: boolean; pending: string | null }, message = '') => ({
  body: { message, data },
});
const NONE = phoneReply({ phone: null, verified: false, pending: null });
const SENT = { ...phoneReply({ phone: null, verified: false, pending: '254712345678' }, MSG.phoneCodeSent), delay: 50 };

async function setup(routes: Record<string, MockReply | MockReply[]>) {
  const api = mockApi({ [GET]: NONE, ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderWithProviders(
    <QueryClientProvider client={client}>
      <PhoneForCodes />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(api.callsTo(GET)).toHaveLength(1));
  return { ...view, api };
}

afterEach(() => vi.unstubAllGlobals());

describe('PhoneForCodes', () => {
  it('sends a code to the number, then verifies it with the code typed', async () => {
    const verified = phoneReply({ phone: '254712345678', verified: true, pending: null }, MSG.phoneVerified);
    const { events, api } = await setup({ [PUT]: SENT, [CONFIRM]: verified });
    const region = screen.getByRole('region', { name: 'Phone number for codes' });
    expect(region).toBeInTheDocument();
    await events.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0712 345 678');
    await events.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(await screen.findByText(MSG.phoneCodeSent)).toBeInTheDocument();
    expect(api.callsTo(PUT)[0]!.body).toEqual({ phone: '254712345678' });

    const code = screen.getByRole('textbox', { name: '6-digit code' });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription(/Sent by SMS to 0712 345 678/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // The number stays as typed: a new code is one press away.
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('0712 345 678');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();

    await events.type(code, '123456{Enter}');
    expect(await screen.findByText(MSG.phoneVerified)).toBeInTheDocument();
    expect(api.callsTo(CONFIRM)[0]!.body).toEqual({ code: '123456' });
    expect(screen.getByText('Verified: 0712 345 678')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).not.toBeInTheDocument();
  });

  it('asks for the password to change a verified number, and shows a wrong one beside its field (D-249)', async () => {
    const verified = phoneReply({ phone: '254712345678', verified: true, pending: null });
    const wrong = {
      status: 400,
      body: { message: 'Invalid input', errors: { current_password: [MSG.currentPasswordWrong] } },
    };
    const { events, api } = await setup({ [GET]: verified, [PUT]: [wrong, SENT] });
    await events.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0733 000 111');
    const password = screen.getByLabelText('Current password');
    expect(password).toHaveAccessibleDescription(/Approvals wait 24 hours after a change/);
    await events.type(password, 'Wr0ng!Pass');
    await events.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MSG.currentPasswordWrong)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('0733 000 111');

    await events.clear(password);
    await events.type(password, 'Str0ng!Pass');
    await events.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MSG.phoneCodeSent)).toBeInTheDocument();
    expect(api.callsTo(PUT).map((c) => c.body)).toEqual([
      { phone: '254733000111', current_password: 'Wr0ng!Pass' },
      { phone: '254733000111', current_password: 'Str0ng!Pass' },
    ]);
    // Used once: it is not kept in the form.
    expect(password).toHaveValue('');
  });

  it('shows what is wrong beside the field, keeping what was typed', async () => {
    const wrong = { status: 400, body: { message: 'Invalid input', errors: { code: [MSG.invalidCode] } } };
    const { events } = await setup({ [PUT]: SENT, [CONFIRM]: wrong });
    const phone = screen.getByRole('textbox', { name: 'Mobile number' });
    await events.type(phone, '0201234567');
    await events.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MSG.mobileInvalid)).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(new RegExp(MSG.mobileInvalid));
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    await events.clear(phone);
    await events.type(phone, '0712345678');
    await events.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByRole('textbox', { name: '6-digit code' });
    await events.type(code, '999999');
    await events.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MSG.invalidCode)).toBeInTheDocument();
    expect(code).toHaveValue('999999');
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so in place when no more codes may be sent (429)', async () => {
    const { events } = await setup({ [PUT]: { status: 429, body: { message: MSG.tooManyRequests } } });
    await events.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0712345678');
    await events.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(texts.tooMany)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('0712345678');
  });
});
