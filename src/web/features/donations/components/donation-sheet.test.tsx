import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FUNDRAISER, makeDonation } from '../test-support/donation-fixture.ts';
import { donateLabel, setup, started, stubApi } from '../test-support/donation-sheet-harness.tsx';

// The donation sheet in jsdom: presets and free entry, the shared schema's messages, anonymous
// giving, the words-of-support counter and what is sent (normalised number, an Idempotency-Key).

describe('the donation sheet', () => {
  it('is a plain form posting every field by name to /f/{code}/donate (works without JavaScript)', () => {
    setup();
    const form = document.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/f/Ab3dE9xZ/donate');
    const names = [...form.elements].map((el) => el.getAttribute('name')).filter(Boolean);
    expect(new Set(names)).toEqual(
      new Set(['short_code', 'attempt', 'preset', 'amount', 'phone', 'display_name', 'anonymous', 'message', 'email']),
    );
    expect(screen.getByLabelText('M-Pesa phone number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('M-Pesa phone number')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('Other amount (KES)')).toHaveAttribute('inputmode', 'numeric');
  });

  it('offers the presets as a radio group; choosing one names it on the button, typing an amount replaces it', async () => {
    const { user, field } = setup();
    const group = screen.getByRole('group', { name: 'Amount (KES)' });
    const presets = within(group).getAllByRole('radio');
    expect(presets.map((r) => r.closest('label')?.textContent)).toEqual([
      'Ksh\u00a0100',
      'Ksh\u00a0500',
      'Ksh\u00a01,000',
      'Ksh\u00a05,000',
    ]);
    await user.click(within(group).getByLabelText('Ksh 500'));
    expect(screen.getByRole('button', { name: donateLabel('500') })).toBeInTheDocument();
    await user.type(field('Other amount (KES)'), '750');
    expect(within(group).getByLabelText('Ksh 500')).not.toBeChecked();
    expect(screen.getByRole('button', { name: donateLabel('750') })).toBeInTheDocument();
    await user.click(within(group).getByLabelText('Ksh 1,000'));
    expect(field('Other amount (KES)')).toHaveValue('');
    expect(screen.getByRole('button', { name: donateLabel('1,000') })).toBeInTheDocument();
  });

  it("shows the schema's messages in its words and sends nothing", async () => {
    const { posts } = stubApi(started);
    const { user, field, donate } = setup();
    await donate();
    expect(await screen.findByText('Enter an amount')).toBeInTheDocument();
    expect(screen.getByText('Enter your M-Pesa phone number')).toBeInTheDocument();

    await user.type(field('Other amount (KES)'), '5');
    await user.type(field('M-Pesa phone number'), '0812 345 678');
    await user.type(field('E-mail for a receipt (optional)'), 'achieng@');
    await donate();
    expect(await screen.findByText('The smallest donation is KES 10')).toBeInTheDocument();
    expect(screen.getByText('Enter a Safaricom mobile number, such as 0712 345 678')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(field('M-Pesa phone number')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field('Other amount (KES)'));
    await user.type(field('Other amount (KES)'), '250001');
    await donate();
    expect(await screen.findByText('M-Pesa takes at most KES 250,000 in one payment')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('counts the words of support up to 280, and refuses more', async () => {
    const { user, field, donate } = setup();
    const words = field('Words of support (optional)');
    expect(screen.getByText('0 / 280 characters')).toBeInTheDocument();
    await user.type(words, 'Pamoja!');
    expect(screen.getByText('7 / 280 characters')).toBeInTheDocument();
    await user.click(words);
    await user.paste('x'.repeat(274));
    expect(screen.getByText('281 / 280 characters')).toHaveClass('field-counter-over');
    expect(words).toHaveAccessibleDescription('281 / 280 characters');
    await donate();
    expect(await screen.findByText('Words of support must be at most 280 characters')).toBeInTheDocument();
  });

  it('sends the donation with the number normalised and an Idempotency-Key, then asks for the PIN', async () => {
    const { posts } = stubApi(started);
    const { user, field, donate } = setup();
    await user.click(screen.getByLabelText('Ksh 500'));
    await user.type(field('M-Pesa phone number'), '+254 712 345 678');
    await user.type(field('Your name'), 'Wanjiku');
    await user.click(field('Give anonymously'));
    await user.type(field('Words of support (optional)'), 'Tuko pamoja');
    await donate();
    const heading = await screen.findByRole('heading', { name: 'Check your phone' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Ksh 500 to Desks for Garissa, from 0712 ••• 678.');
    expect(posts()).toHaveLength(1);
    const [url, init] = posts()[0]!;
    expect(String(url)).toBe('/api/donations/');
    expect(JSON.parse(String(init?.body))).toEqual({
      short_code: 'Ab3dE9xZ',
      amount: 500,
      phone: '254712345678',
      display_name: 'Wanjiku',
      anonymous: true,
      message: 'Tuko pamoja',
    });
    const key = new Headers(init?.headers).get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    // The donation is remembered on this device (the id only), for a donor who comes back.
    expect(localStorage.getItem('harambee.donations.v1')).toContain(makeDonation().id);
  });

  it("offers 'E-mail me this fundraiser's updates', ticked, once an e-mail is typed, and sends the choice", async () => {
    const { posts } = stubApi(started);
    const { user, field, donate } = setup();
    expect(screen.queryByLabelText("E-mail me this fundraiser's updates")).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Ksh 100'));
    await user.type(field('M-Pesa phone number'), '0712345678');
    await user.type(field('E-mail for a receipt (optional)'), 'Donor@Example.co.ke');
    const box = field("E-mail me this fundraiser's updates");
    expect(box).toBeChecked();
    await user.click(box);
    await donate();
    await screen.findByRole('heading', { name: 'Check your phone' });
    expect(JSON.parse(String(posts()[0]![1]?.body))).toMatchObject({ email: 'donor@example.co.ke', updates: false });
  });

  it('sends the updates choice ticked by default, and never without an e-mail', async () => {
    const { posts } = stubApi(started);
    const { user, field, donate } = setup();
    await user.click(screen.getByLabelText('Ksh 100'));
    await user.type(field('M-Pesa phone number'), '0712345678');
    await user.type(field('E-mail for a receipt (optional)'), 'x@example.co.ke');
    await user.clear(field('E-mail for a receipt (optional)'));
    expect(screen.queryByLabelText("E-mail me this fundraiser's updates")).not.toBeInTheDocument();
    await user.type(field('E-mail for a receipt (optional)'), 'wanjiru@example.co.ke');
    await donate();
    await screen.findByRole('heading', { name: 'Check your phone' });
    expect(JSON.parse(String(posts()[0]![1]?.body))).toMatchObject({ email: 'wanjiru@example.co.ke', updates: true });
  });

  it("fills in a signed-in donor's name, number and e-mail, and says 'Test payment' in demo mode", () => {
    setup({
      testPayments: true,
      loadPrefill: () => ({ display_name: 'Achieng Odhiambo', phone: '0712345678', email: 'achieng@example.co.ke' }),
    });
    expect(screen.getByLabelText('Your name')).toHaveValue('Achieng Odhiambo');
    expect(screen.getByLabelText('M-Pesa phone number')).toHaveValue('0712345678');
    expect(screen.getByLabelText('E-mail for a receipt (optional)')).toHaveValue('achieng@example.co.ke');
    expect(screen.getByText('Test payment')).toBeInTheDocument();
  });

  it('asks in shillings on a USD fundraiser, and says so', () => {
    setup({ fundraiser: { ...FUNDRAISER, currency: 'USD' } });
    expect(screen.getByText(/Donations are paid in Kenyan shillings \(KES\) by M-Pesa/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Amount (KES)' })).toBeInTheDocument();
  });

  it('draws the values and messages of a posted plain form (the server redrawing it)', () => {
    setup({
      initial: {
        values: { preset: '1000', phone: '0812', display_name: 'Otieno', message: 'Asante' },
        errors: { phone: ['Enter a Safaricom mobile number, such as 0712 345 678'] },
        attempt: '6f1c2f7e-2b4d-4a8e-9b1a-0c3d5e7f9a1b',
      },
    });
    expect(screen.getByLabelText('Ksh 1,000')).toBeChecked();
    expect(screen.getByLabelText('M-Pesa phone number')).toHaveValue('0812');
    expect(screen.getByLabelText('Your name')).toHaveValue('Otieno');
    expect(screen.getByText('6 / 280 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a Safaricom mobile number, such as 0712 345 678')).toBeInTheDocument();
    expect(document.querySelector('input[name="attempt"]')).toHaveValue('6f1c2f7e-2b4d-4a8e-9b1a-0c3d5e7f9a1b');
  });
});
