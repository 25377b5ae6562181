import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ITEM_MSG } from '#shared/schemas/items.schema.ts';
import { ItemActions } from './item-actions.tsx';
import { api, item, renderWithQueries, request } from './test-support.tsx';

// The part of /items/{code} that depends on who reads it, in jsdom against a stubbed API: the
// guest's sign-in link, the request form, 'You asked for this item' with Withdraw, the donor's
// requests (accept, decline, given) and the messages of an accepted request.

afterEach(() => vi.unstubAllGlobals());

const CODE = 'Ab3dE9xZ';

describe('ItemActions for a reader', () => {
  it('gives a guest a sign-in link that comes back to the item', () => {
    renderWithQueries(<ItemActions item={item()} reader="guest" />);
    expect(screen.getByRole('link', { name: 'Sign in to request this item' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=%2Fitems%2F${CODE}`,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('checks the request with the shared schema, sends it, and keeps the text when the server refuses', async () => {
    const calls = api({
      [`POST /api/items/${CODE}/requests/`]: { status: 409, body: { message: ITEM_MSG.alreadyRequested } },
    });
    const user = userEvent.setup();
    renderWithQueries(<ItemActions item={item({ viewer: { is_donor: false, my_request: null } })} reader="verified" />);
    const send = screen.getByRole('button', { name: 'Send request' });
    await user.click(send);
    expect(await screen.findByText(ITEM_MSG.requestMessageRequired)).toBeInTheDocument();
    const box = screen.getByLabelText('Who is it for?');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(box);
    await user.paste('x'.repeat(501));
    expect(screen.getByText('501 / 500 characters')).toHaveClass('field-counter-over');
    await user.click(send);
    expect(await screen.findByText('Must be at most 500 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(box);
    await user.type(box, 'For my son, class 3');
    await user.click(send);
    expect(await screen.findByText(ITEM_MSG.alreadyRequested)).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', path: `/api/items/${CODE}/requests/`, body: { message: 'For my son, class 3' } },
    ]);
    expect(box).toHaveValue('For my son, class 3');
  });

  it("shows the reader's open request with Withdraw, and withdraws it", async () => {
    const calls = api({
      'POST /api/item-requests/r1/withdraw/': {
        body: { message: ITEM_MSG.withdrawn, data: request({ status: 'withdrawn' }) },
      },
    });
    const user = userEvent.setup();
    renderWithQueries(
      <ItemActions
        item={item({ viewer: { is_donor: false, my_request: { id: 'r1', status: 'open' } } })}
        reader="verified"
      />,
    );
    expect(screen.getByRole('heading', { name: 'You asked for this item' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/item-requests/r1/withdraw/'),
    );
  });

  it("shows the accepted requester the donor's chosen phone and their thread, and sends a message", async () => {
    const thread = [{ id: 'm1', body: 'Come on Saturday', created_at: '2026-11-22T09:00:00.000Z', from: 'donor' }];
    const calls = api({
      'GET /api/item-requests/mine/': {
        body: {
          data: [
            request({ status: 'accepted', contact: { donor_first_name: 'Wanjiru', donor_phone: '254712345678' } }),
          ],
        },
      },
      'GET /api/item-requests/r1/messages/': () => ({ body: { data: thread } }),
      'POST /api/item-requests/r1/messages/': () => {
        const sent = { id: 'm2', body: 'Thank you!', created_at: '2026-11-22T10:00:00.000Z', from: 'requester' };
        thread.push(sent as (typeof thread)[number]);
        return { status: 201, body: { message: 'Sent', data: sent } };
      },
    });
    const user = userEvent.setup();
    renderWithQueries(
      <ItemActions
        item={item({ status: 'reserved', viewer: { is_donor: false, my_request: { id: 'r1', status: 'accepted' } } })}
        reader="verified"
      />,
    );
    expect(await screen.findByRole('link', { name: '0712 345 678' })).toHaveAttribute('href', 'tel:+254712345678');
    const messages = screen.getByRole('region', { name: 'Messages with Wanjiru' });
    expect(await within(messages).findByText('Come on Saturday')).toBeInTheDocument();
    await user.click(within(messages).getByRole('button', { name: 'Send' }));
    expect(await within(messages).findByText(ITEM_MSG.messageRequired)).toBeInTheDocument();
    await user.type(within(messages).getByLabelText('Your message'), 'Thank you!');
    await user.click(within(messages).getByRole('button', { name: 'Send' }));
    expect(await within(messages).findByText('Thank you!', { selector: '.item-thread-body' })).toBeInTheDocument();
    expect(within(messages).getByLabelText('Your message')).toHaveValue('');
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/item-requests/r1/messages/',
      body: { body: 'Thank you!' },
    });
  });

  it('says a reserved item is no longer available to someone who did not ask for it', () => {
    renderWithQueries(
      <ItemActions
        item={item({ status: 'reserved', viewer: { is_donor: false, my_request: null } })}
        reader="verified"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('This item is no longer available.');
  });
});

describe('ItemActions for the donor', () => {
  const donorItem = (status: 'available' | 'reserved' = 'available') =>
    item({ status, viewer: { is_donor: true, my_request: null } });

  it('lists the requests with Accept and Decline, and accepts one', async () => {
    const calls = api({
      [`GET /api/items/${CODE}/requests/`]: {
        body: {
          data: [request(), request({ id: 'r2', requester: { first_name: 'Akinyi' }, message: 'For the orphanage' })],
        },
      },
      'POST /api/item-requests/r2/accept/': {
        body: { message: ITEM_MSG.accepted, data: request({ id: 'r2', status: 'accepted' }) },
      },
      'POST /api/item-requests/r1/decline/': { status: 409, body: { message: ITEM_MSG.notOpen } },
    });
    const user = userEvent.setup();
    renderWithQueries(<ItemActions item={donorItem()} reader="verified" />);
    expect(screen.getByText('This is your item.')).toBeInTheDocument();
    expect(await screen.findByText('For the orphanage')).toBeInTheDocument();
    expect(screen.getByText('For my daughter, class 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept: Akinyi' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', path: '/api/item-requests/r2/accept/', body: {} }),
    );
    await user.click(screen.getByRole('button', { name: 'Decline: Otieno' }));
    expect(await screen.findByText(ITEM_MSG.notOpen)).toBeInTheDocument();
  });

  it('offers Mark as given once a request is accepted, with the thread to that person', async () => {
    const calls = api({
      [`GET /api/items/${CODE}/requests/`]: { body: { data: [request({ status: 'accepted' })] } },
      'GET /api/item-requests/r1/messages/': { body: { data: [] } },
      [`POST /api/items/${CODE}/given/`]: { body: { message: ITEM_MSG.given, data: item({ status: 'given' }) } },
    });
    const user = userEvent.setup();
    renderWithQueries(<ItemActions item={donorItem('reserved')} reader="verified" />);
    expect(await screen.findByRole('region', { name: 'Messages with Otieno' })).toBeInTheDocument();
    expect(await screen.findByText('No messages yet. Say hello and agree where to meet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as given' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', path: `/api/items/${CODE}/given/`, body: {} }));
  });

  it('says when there are no requests, and offers Try again when they fail to load', async () => {
    let fail = true;
    api({
      [`GET /api/items/${CODE}/requests/`]: () =>
        fail ? { status: 500, body: { message: 'Oops' } } : { body: { data: [] } },
    });
    const user = userEvent.setup();
    renderWithQueries(<ItemActions item={donorItem()} reader="verified" />);
    expect(await screen.findByText('Requests could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No requests yet. We will e-mail you when someone asks.')).toBeInTheDocument();
  });
});
