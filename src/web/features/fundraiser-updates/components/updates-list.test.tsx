import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FundraiserUpdatesPage } from '#shared/schemas/fundraiser-update.schema.ts';
import { UpdatesList } from './updates-list.tsx';

// The public page's Updates tab: dated (Kenyan time), newest first, Load more, and an empty state.

const item = (n: number, created_at: string) => ({
  id: `u${n}`,
  body: `Update ${n}`,
  created_at,
  author_name: 'Achieng Odhiambo',
});

const page = (n: number, data: FundraiserUpdatesPage['data'], total = 3): FundraiserUpdatesPage => ({
  data,
  meta: { page: n, page_size: 2, total, total_pages: Math.ceil(total / 2) },
});

describe('UpdatesList', () => {
  it('says there are no updates yet', () => {
    render(<UpdatesList shortCode="Ab3dE9xZ" first={page(1, [], 0)} />);
    expect(screen.getByText('No updates yet. The organiser will post news here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows each update dated in Kenyan time and signed, in the order given (newest first), then loads more', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify(page(2, [item(1, '2026-11-20T08:00:00.000Z')])), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(
      <UpdatesList
        shortCode="Ab3dE9xZ"
        first={page(1, [item(3, '2026-11-22T21:30:00.000Z'), item(2, '2026-11-21T09:00:00.000Z')])}
      />,
    );
    const list = screen.getByRole('list');
    const rows = () => within(list).getAllByRole('listitem');
    expect(rows().map((r) => r.querySelector('.fp-text')?.textContent)).toEqual(['Update 3', 'Update 2']);
    // 21:30 UTC is past midnight in Nairobi (UTC+3): the next day.
    const time = rows()[0]!.querySelector('time')!;
    expect(time).toHaveAttribute('datetime', '2026-11-22T21:30:00.000Z');
    expect(time.textContent).toMatch(/23 Nov 2026/);
    expect(rows()[0]).toHaveTextContent('By Achieng Odhiambo');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Update 1')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(
      '/api/fundraisers/Ab3dE9xZ/updates/?page=2&page_size=5',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when more could not be loaded, and keeps the button to try again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    const user = userEvent.setup();
    render(<UpdatesList shortCode="Ab3dE9xZ" first={page(1, [item(3, '2026-11-22T10:00:00.000Z')])} />);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load more updates.');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });
});
