import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonReply } from '../test-support/donation-fixture.ts';
import { donateLabel, setup, stubApi } from '../test-support/donation-sheet-harness.tsx';

// The donation sheet in jsdom: what the server's refusals and a lost connection do to the form
// (the message where the donor is looking, focused, nothing typed lost: D-167).

describe('the donation sheet when giving fails', () => {
  it("puts the server's field errors back on their fields and keeps what was typed", async () => {
    stubApi(() =>
      jsonReply(400, {
        message: 'Enter a Safaricom mobile number, such as 0712 345 678',
        errors: { phone: ['Enter a Safaricom mobile number, such as 0712 345 678'] },
      }),
    );
    const { user, field, donate } = setup();
    await user.type(field('Other amount (KES)'), '1200');
    await user.type(field('M-Pesa phone number'), '0712345678');
    await donate();
    expect(await screen.findByText('Enter a Safaricom mobile number, such as 0712 345 678')).toBeInTheDocument();
    expect(field('M-Pesa phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('M-Pesa phone number')).toHaveFocus();
    expect(field('M-Pesa phone number')).toHaveValue('0712345678');
    expect(field('Other amount (KES)')).toHaveValue('1200');
  });

  it('shows a refusal (M-Pesa busy with this number) right above Donate, focused, the form as it was', async () => {
    stubApi(() =>
      jsonReply(
        429,
        { message: 'An M-Pesa request to this number is still open. Please wait a minute and try again.' },
        { 'retry-after': '40' },
      ),
    );
    const { user, field, donate } = setup();
    await user.click(screen.getByLabelText('Ksh 100'));
    await user.type(field('M-Pesa phone number'), '0712345678');
    await donate();
    const alert = await screen.findByText(/still open. Please wait a minute/);
    expect(alert).toHaveAttribute('role', 'alert');
    // Where the donor is looking: next to the button they pressed, and read out (D-167).
    expect(alert.nextElementSibling).toBe(screen.getByRole('button', { name: donateLabel('100') }));
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Ksh 100')).toBeChecked();
  });

  it('offline: says nothing was charged, right above Donate, focused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { user, field, donate } = setup();
      await user.click(screen.getByLabelText('Ksh 500'));
      await user.type(field('M-Pesa phone number'), '0712345678');
      await donate();
      const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
      expect(alert).toHaveTextContent('You seem to be offline. Nothing was charged');
      expect(alert.nextElementSibling).toBe(screen.getByRole('button', { name: donateLabel('500') }));
      expect(alert).toHaveFocus();
    } finally {
      online.mockRestore();
    }
  });
});
