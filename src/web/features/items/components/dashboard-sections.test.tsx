import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyItemsSection } from './my-items-section.tsx';
import { MyRequestsSection } from './my-requests-section.tsx';
import { api, card, renderWithQueries, request } from './test-support.tsx';

// The dashboard's 'My items' and 'My requests' in jsdom: states and counts, the given count, the
// accepted request's contact and thread, loading, empty and failed (with Try again).

afterEach(() => vi.unstubAllGlobals());

describe('MyItemsSection', () => {
  it("lists the donor's offers with their state and open requests, and counts what was given", () => {
    renderWithQueries(
      <MyItemsSection
        state={{
          data: [
            { ...card({ code: 'A1b2C3d4', title: 'Desk' }), open_requests: 2 },
            { ...card({ code: 'B1b2C3d4', title: 'Shoes', status: 'reserved' }), open_requests: 0 },
            { ...card({ code: 'C1b2C3d4', title: 'Books', status: 'given' }), open_requests: 0 },
          ],
          failed: false,
          onRetry: vi.fn(),
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'My items' });
    expect(within(section).getByText('You have given 1 item')).toBeInTheDocument();
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^DeskAvailable2 requestsPosted /),
      expect.stringMatching(/^ShoesReserved0 requestsPosted /),
      expect.stringMatching(/^BooksGivenPosted /),
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Desk' })).toHaveAttribute('href', '/items/A1b2C3d4');
  });

  it('shows loading, then a failure with Try again, and the empty state', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithQueries(<MyItemsSection state={{ failed: false, onRetry }} />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    rerender(<MyItemsSection state={{ failed: true, onRetry }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<MyItemsSection state={{ data: [], failed: false, onRetry }} />);
    expect(screen.getByText('You have not offered any items.')).toBeInTheDocument();
    expect(screen.queryByText(/You have given/)).not.toBeInTheDocument();
  });
});

describe('MyRequestsSection', () => {
  it("shows each request's state; only the accepted one has the donor's contact and the thread", async () => {
    api({ 'GET /api/item-requests/r1/messages/': { body: { data: [] } } });
    renderWithQueries(
      <MyRequestsSection
        state={{
          data: [
            request({
              id: 'r1',
              status: 'accepted',
              item: card({ title: 'Desk' }),
              contact: { donor_first_name: 'Wanjiru', donor_phone: null },
            }),
            request({ id: 'r2', status: 'declined', item: card({ code: 'B1b2C3d4', title: 'Radio' }) }),
            request({ id: 'r3', status: 'open', item: card({ code: 'C1b2C3d4', title: 'Books' }) }),
          ],
          failed: false,
          onRetry: vi.fn(),
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'My requests' });
    expect(within(section).getByText('Accepted')).toBeInTheDocument();
    expect(within(section).getByText('Declined')).toBeInTheDocument();
    expect(within(section).getByText('Waiting for the donor')).toBeInTheDocument();
    expect(within(section).getByText('Wanjiru chose to talk through messages here.')).toBeInTheDocument();
    expect(within(section).getAllByRole('region', { name: /^Messages with/ })).toHaveLength(1);
    expect(await within(section).findByText('No messages yet. Say hello and agree where to meet.')).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: /^\+?\d/ })).not.toBeInTheDocument();
  });

  it('says when nothing was requested', () => {
    renderWithQueries(<MyRequestsSection state={{ data: [], failed: false, onRetry: vi.fn() }} />);
    expect(screen.getByText('You have not requested any items.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find items for donation' })).toHaveAttribute(
      'href',
      '/fundraisers?view=items',
    );
  });
});
