import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDonation, NOW } from '../test-support/donation-fixture.ts';
import { DonationStatus } from './donation-status.tsx';
import { MpesaCodeForm } from './mpesa-code-form.tsx';

// "Paid but not showing?" (D-217): offered while M-Pesa is slow or silent, it sends the code from
// the SMS (forgiving spaces and small letters) and says what M-Pesa answered.

afterEach(() => vi.unstubAllGlobals());

const answer = (status: string, code = 200) => {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(code === 200 ? { data: { status } } : { message: 'x' }), {
        status: code,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const field = () => screen.getByLabelText('M-Pesa code');

describe('MpesaCodeForm', () => {
  it('is offered once M-Pesa is slow or silent, not while the donor types the PIN', () => {
    const { rerender } = render(<DonationStatus donation={makeDonation()} now={NOW} />);
    expect(screen.queryByLabelText('M-Pesa code')).not.toBeInTheDocument();
    rerender(<DonationStatus donation={makeDonation({ follow_up: true })} now={NOW} />);
    expect(screen.getByRole('heading', { name: /Paid but not showing\? Enter the M-Pesa code/ })).toBeInTheDocument();
  });

  it('sends the code tidied, and thanks the donor when it is counted', async () => {
    const fetchMock = answer('counted');
    const user = userEvent.setup();
    render(<MpesaCodeForm shortCode="Ab3dE9xZ" />);
    await user.type(field(), 'sg632 nmuab');
    await user.click(screen.getByRole('button', { name: 'Check my payment' }));
    expect(await screen.findByText('Thank you, your gift is counted.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toBe('/api/payments/mpesa-code/');
    expect(JSON.parse(String(init.body))).toEqual({ mpesa_code: 'SG632NMUAB', short_code: 'Ab3dE9xZ' });
    expect(screen.queryByLabelText('M-Pesa code')).not.toBeInTheDocument();
  });

  it('keeps its thanks when the status above turns paid before the check answers', async () => {
    answer('counted');
    const user = userEvent.setup();
    const { rerender } = render(<DonationStatus donation={makeDonation({ follow_up: true })} now={NOW} />);
    await user.type(field(), 'SG632NMUAB');
    await user.click(screen.getByRole('button', { name: 'Check my payment' }));
    const paid = makeDonation({ status: 'succeeded', result_code: 0, mpesa_receipt: 'SG632NMUAB' });
    rerender(<DonationStatus donation={paid} now={NOW} />);
    expect(await screen.findByText('Thank you, your gift is counted.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  });

  it('says when M-Pesa knows no such payment, and lets the donor try again', async () => {
    answer('not_found');
    const user = userEvent.setup();
    render(<MpesaCodeForm shortCode="Ab3dE9xZ" />);
    await user.type(field(), 'ZZ00000000');
    await user.click(screen.getByRole('button', { name: 'Check my payment' }));
    expect(await screen.findByText(/M-Pesa has no payment to us with this code/)).toBeInTheDocument();
    expect(field()).toBeInTheDocument();
  });

  it('checks the code before sending it, and says when there were too many tries', async () => {
    const fetchMock = answer('', 429);
    const user = userEvent.setup();
    render(<MpesaCodeForm shortCode="Ab3dE9xZ" />);
    await user.type(field(), '12345');
    await user.click(screen.getByRole('button', { name: 'Check my payment' }));
    expect(screen.getByText(/Enter the 10-character M-Pesa code/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(field());
    await user.type(field(), 'SG632NMUAB');
    await user.click(screen.getByRole('button', { name: 'Check my payment' }));
    expect(await screen.findByText(/Too many tries with this code/)).toBeInTheDocument();
  });
});
