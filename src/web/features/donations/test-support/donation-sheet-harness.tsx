import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { DonateFlow, type FlowProps } from '../components/donate-flow.tsx';
import { FUNDRAISER, jsonReply, makeDonation } from './donation-fixture.ts';

// The donation sheet rendered in jsdom with fetch stubbed, for its component tests.

type Call = [RequestInfo | URL, RequestInit | undefined];

/** Stubs fetch: POST /api/donations/ answers `post`; GET of the donation answers it pending. */
export function stubApi(post: () => Response) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push([input, init]);
    const method = init?.method ?? 'GET';
    if (method === 'POST') return post();
    return jsonReply(200, { data: makeDonation() });
  });
  vi.stubGlobal('fetch', fetchMock);
  const posts = () => calls.filter(([, init]) => init?.method === 'POST');
  return { posts };
}

/** The Donate button's name once an amount is chosen (the amount has a no-break space). */
export const donateLabel = (amount: string) => new RegExp(`^Donate Ksh\\s${amount}$`);

export const started = () => jsonReply(202, { data: { id: makeDonation().id, status: 'pending', receipt_url: 'x' } });

export function setup(props: Partial<FlowProps> = {}) {
  const user = userEvent.setup();
  render(<DonateFlow fundraiser={FUNDRAISER} pageUrl="http://localhost/f/Ab3dE9xZ" {...props} />);
  const field = (name: string) => screen.getByLabelText(name);
  const donate = () => user.click(screen.getByRole('button', { name: /^Donate/ }));
  return { user, field, donate };
}
