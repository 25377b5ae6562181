import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeDonation, NOW } from '../test-support/donation-fixture.ts';
import { DonationStatus, type StatusProps } from './donation-status.tsx';

// The status panel after Donate: the pending prompt, each M-Pesa outcome with its next
// step, the receipt after a success, and 'Try again' held until Daraja takes another prompt.

const show = (props: Partial<StatusProps> = {}) =>
  render(<DonationStatus donation={makeDonation()} now={NOW} {...props} />);

describe('DonationStatus while pending', () => {
  it('asks for the PIN, with the amount, the masked number and the fundraiser, announced as a status', () => {
    show();
    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { name: 'Check your phone' })).toBeInTheDocument();
    expect(status).toHaveTextContent('Enter your M-Pesa PIN in the prompt on your phone.');
    expect(status).toHaveTextContent('Ksh 500 to Desks for Garissa, from 0712 ••• 678.');
    // Said once: the title, not the title and the lead.
    expect(document.body.textContent?.match(/check your phone/gi)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Try again/ })).not.toBeInTheDocument();
    expect(status).not.toHaveTextContent(/slow to confirm/);
  });

  it('after 10 s without an answer: M-Pesa is slow to confirm, and an SMS from M-Pesa means it is given', () => {
    const donation = makeDonation({ created_at: new Date(NOW - 9_000).toISOString() });
    const { rerender } = render(<DonationStatus donation={donation} now={NOW} />);
    expect(screen.getByRole('status')).not.toHaveTextContent(/slow to confirm/);
    rerender(<DonationStatus donation={donation} now={NOW + 1_000} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      "M-Pesa is slow to confirm this payment. If you have received M-Pesa's SMS for it, you have given safely",
    );
    expect(document.body.textContent).not.toMatch(/did not go through|not paid/i);
  });

  it('still unanswered after every query: says M-Pesa has not answered yet, never that it failed', () => {
    show({ donation: makeDonation({ follow_up: true }) });
    expect(screen.getByRole('heading', { name: 'Waiting for M-Pesa' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/still waiting for M-Pesa's answer.*It has not failed/);
    expect(document.body.textContent).not.toMatch(/did not go through|not paid/i);
  });
});

describe('DonationStatus after a success', () => {
  const paid = makeDonation({
    status: 'succeeded',
    result_code: 0,
    mpesa_receipt: 'TKA1B2C3D4',
    completed_at: new Date(NOW).toISOString(),
  });

  it('thanks the donor, with the receipt, the new total and the share prompt; no phone number', () => {
    show({
      donation: paid,
      total: { raisedText: 'Ksh\u00a012,500', goalText: 'Ksh\u00a050,000' },
      share: <p>share tools</p>,
      fundraiserHref: '/f/Ab3dE9xZ',
    });
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your donation of Ksh 500 to Desks for Garissa was received.');
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    const rows = [...receipt.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Amount', 'Ksh\u00a0500'],
      ['Fundraiser', 'Desks for Garissa'],
      ['Date', '22 Nov 2026, 13:00'], // Nairobi time, as the server draws it
      ['M-Pesa receipt', 'TKA1B2C3D4'],
      ['From', 'Wanjiku Kamau'],
    ]);
    expect(screen.getByText('Desks for Garissa has now raised Ksh 12,500 of Ksh 50,000.')).toBeInTheDocument();
    expect(screen.getByText('Share this fundraiser so that others can give too.')).toBeInTheDocument();
    expect(screen.getByText('share tools')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the fundraiser' })).toHaveAttribute('href', '/f/Ab3dE9xZ');
    expect(document.body.textContent).not.toContain('0712');
  });

  it("names an anonymous donor 'Anonymous' on the receipt", () => {
    show({ donation: { ...paid, anonymous: true, donor_name: 'Anonymous' } });
    expect(within(screen.getByRole('region', { name: 'Receipt' })).getByText('Anonymous')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Wanjiku');
  });

  it("labels a demo payment 'Test payment'", () => {
    show({ donation: { ...paid, test_payment: true } });
    expect(screen.getByText('Test payment')).toBeInTheDocument();
  });
});

describe('DonationStatus when the payment did not go through', () => {
  it.each([
    [1032, 'cancelled', 'You cancelled the payment'],
    [1037, 'timed_out', 'Your phone did not respond. Is it on and unlocked?'],
    [1019, 'timed_out', 'The M-Pesa request expired before you entered your PIN'],
    [1, 'failed', 'Your M-Pesa balance was not enough for this amount'],
    [2001, 'failed', 'The M-Pesa PIN was wrong'],
    [17, 'failed', 'The payment did not go through'],
  ] as const)('ResultCode %i (%s): %s, with Try again and Change number', async (code, status, text) => {
    const onTryAgain = vi.fn();
    const onChangeNumber = vi.fn();
    const donation = makeDonation({ status, result_code: code, retry_at: new Date(NOW - 1000).toISOString() });
    show({ donation, onTryAgain, onChangeNumber });
    expect(screen.getByRole('heading', { name: text })).toBeInTheDocument();
    expect(screen.getByText('Nothing was charged.')).toBeInTheDocument();
    // The number shows, so the donor can tell whether to change it.
    expect(screen.getByText('0712 ••• 678')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onTryAgain).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(onChangeNumber).toHaveBeenCalledOnce();
  });

  it('holds Try again with a countdown until retry_at (Daraja takes one prompt a minute per number)', () => {
    const donation = makeDonation({ status: 'cancelled', result_code: 1032 });
    const onTryAgain = vi.fn();
    const { rerender } = show({ donation, onTryAgain, onChangeNumber: vi.fn() });
    expect(screen.getByRole('button', { name: 'Try again in 55 s' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change number' })).toBeEnabled();
    rerender(<DonationStatus donation={donation} now={NOW + 54_500} onTryAgain={onTryAgain} />);
    expect(screen.getByRole('button', { name: 'Try again in 1 s' })).toBeDisabled();
    rerender(<DonationStatus donation={donation} now={NOW + 55_000} onTryAgain={onTryAgain} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('without the sheet (the donation page), links back to the sheet with the amount and never the number', () => {
    show({ donation: makeDonation({ status: 'cancelled', result_code: 1032, retry_at: new Date(NOW).toISOString() }) });
    for (const name of ['Try again', 'Change number'])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/f/Ab3dE9xZ/donate?amount=500');
  });
});
