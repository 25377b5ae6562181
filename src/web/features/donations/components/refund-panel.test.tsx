import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '#web/lib/i18n.ts';
import { mockApi } from '#web/test-support/render.tsx';
import { makeDonation } from '../test-support/donation-fixture.ts';
import { RefundPanel } from './refund-panel.tsx';

// A paid gift's way back on its receipt (D-256): asking with a reason, the server's refusal shown
// with what was typed kept, and each state a refund or a request can be in, in both languages.

const ASK = 'POST /api/donations/d0n4t10n-1d-0f-some-length/refund-request/';
const paid = (refund: Partial<NonNullable<ReturnType<typeof makeDonation>['refund']>> = {}) =>
  makeDonation({
    status: 'succeeded',
    amount: 1_000,
    refund: { request: null, decision_reason: null, status: null, amount: null, ...refund },
  });

afterEach(() => vi.unstubAllGlobals());

describe('RefundPanel', () => {
  it('asks with a reason; the server refusing keeps what was typed, and a yes says the money is on its way', async () => {
    const api = mockApi({
      [ASK]: [
        { status: 409, body: { message: 'The fundraiser no longer holds this money: it was withdrawn.' } },
        {
          status: 201,
          body: { data: { id: 'q-1', status: 'approved' }, message: 'Your gift is on its way back to your M-Pesa.' },
        },
      ],
    });
    const events = userEvent.setup();
    render(<RefundPanel donation={paid()} />);
    await events.click(screen.getByText('Ask for my money back'));
    expect(screen.getByText(/Within 24 hours of your gift it goes back to your M-Pesa at once/)).toBeInTheDocument();
    const reason = screen.getByLabelText(/Why\?/);
    await events.type(reason, 'I typed 10 000 instead of 1 000');
    await events.click(screen.getByRole('button', { name: 'Ask for it back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The fundraiser no longer holds this money');
    expect(reason).toHaveValue('I typed 10 000 instead of 1 000');
    await events.click(screen.getByRole('button', { name: 'Ask for it back' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ksh 1,000 is going back to your M-Pesa.');
    expect(api.callsTo(ASK)[1]!.body).toEqual({ reason: 'I typed 10 000 instead of 1 000' });
  });

  it('says where a request or a refund stands, the refusal with its reason', () => {
    const cases: [Parameters<typeof paid>[0], string][] = [
      [{ request: 'open' }, 'The organiser or the treasurers decide'],
      [{ request: 'rejected', decision_reason: 'Goods delivered' }, 'Your request was refused: Goods delivered'],
      [{ status: 'returned', amount: 500 }, 'Ksh 500 went back to your M-Pesa.'],
      [{ status: 'claim_needed', amount: 500 }, 'claim it with your M-Pesa code'],
    ];
    for (const [refund, text] of cases) {
      const { unmount } = render(<RefundPanel donation={paid(refund)} />);
      expect(screen.getByRole('status')).toHaveTextContent(text);
      unmount();
    }
  });

  it('shows nothing for a gift that is not paid', () => {
    const { container } = render(<RefundPanel donation={makeDonation()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('RefundPanel in Kiswahili', () => {
  beforeAll(() => switchLanguage('sw'));
  afterAll(() => switchLanguage('en'));
  it('reads in Kiswahili', () => {
    render(<RefundPanel donation={paid({ status: 'returned', amount: 500 })} />);
    expect(screen.getByRole('heading', { name: 'Kurudishiwa pesa yako' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('zimerudishwa kwa M-Pesa yako');
  });
});
