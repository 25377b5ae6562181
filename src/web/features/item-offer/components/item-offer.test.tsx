import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ITEM_MSG } from '#shared/schemas/items.schema.ts';
import { makeUser, mockApi, renderWithProviders } from '#web/test-support/render.tsx';
import { flushOfferSave } from '../draft/offer-draft-saver.ts';
import { clearOfferDraft, loadOfferDraft } from '../draft/offer-draft-store.ts';
import { ItemOffer, type OfferAccount } from './item-offer.tsx';

// The offer form over the real draft store (IndexedDB, in memory here) and a stubbed API.

const CREATE = 'POST /api/items/';
const VERIFIED: OfferAccount = { id: 'u-1', verified: true };
const created = { status: 201, body: { message: ITEM_MSG.offered, data: { code: 'Kt7Q2mXa' } } };

beforeEach(async () => {
  await clearOfferDraft([]);
});

function renderOffer(account: OfferAccount | null = VERIFIED) {
  const user = account ? makeUser({ id: account.id, is_verified: account.verified }) : null;
  return renderWithProviders(<ItemOffer account={account} />, { path: '/donate', user });
}

type Events = Awaited<ReturnType<typeof renderOffer>>['events'];

async function fillValid(events: Events) {
  await events.selectOptions(await screen.findByLabelText('Category'), 'Shoes');
  await events.type(screen.getByLabelText('Title'), 'School shoes, size 5');
  await events.selectOptions(screen.getByLabelText('Condition'), 'Like new');
  await events.clear(screen.getByLabelText('Quantity'));
  await events.type(screen.getByLabelText('Quantity'), '2');
  await events.type(screen.getByLabelText('Description'), 'Black leather, worn for one term.');
  await events.selectOptions(screen.getByLabelText('County'), 'Kisumu');
  await events.type(screen.getByLabelText('Town'), 'Kondele');
}

const post = (events: Events) => events.click(screen.getByRole('button', { name: /Post item|Try again/ }));
const keyOf = (fetchMock: ReturnType<typeof mockApi>['fetch'], index: number) =>
  new Headers((fetchMock.mock.calls[index]?.[1] as RequestInit | undefined)?.headers).get('Idempotency-Key');

describe('validation', () => {
  it("shows the shared schema's messages next to the empty fields and sends nothing", async () => {
    const api = mockApi({ [CREATE]: created });
    const { events } = await renderOffer();
    await screen.findByLabelText('Category');
    await events.clear(screen.getByLabelText('Quantity'));
    await events.type(screen.getByLabelText('Quantity'), '0');
    await post(events);
    for (const message of [
      ITEM_MSG.categoryRequired,
      ITEM_MSG.titleRequired,
      ITEM_MSG.conditionRequired,
      ITEM_MSG.quantity,
      ITEM_MSG.descriptionRequired,
      ITEM_MSG.countyRequired,
      ITEM_MSG.townRequired,
    ])
      expect(await screen.findByText(message, { selector: '.field-error' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('asks for a valid phone only when sharing it is chosen, and sends it only then', async () => {
    const api = mockApi({ [CREATE]: created });
    const { events } = await renderOffer();
    await fillValid(events);
    expect(screen.queryByLabelText('Phone number to share')).not.toBeInTheDocument();
    await events.click(screen.getByLabelText('Show my phone number to the person I accept'));
    await post(events);
    expect(await screen.findByText(ITEM_MSG.phoneRequired)).toBeInTheDocument();
    await events.type(screen.getByLabelText('Phone number to share'), '12345');
    await post(events);
    expect(await screen.findByText(ITEM_MSG.phoneInvalid)).toBeInTheDocument();
    await events.clear(screen.getByLabelText('Phone number to share'));
    await events.type(screen.getByLabelText('Phone number to share'), '0712 345 678');
    await post(events);
    await screen.findByRole('heading', { name: 'Your item is posted' });
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({ share_phone: true, phone: '0712 345 678', quantity: 2 });
  });

  it('does not send a phone typed and then unshared', async () => {
    const api = mockApi({ [CREATE]: created });
    const { events } = await renderOffer();
    await fillValid(events);
    await events.click(screen.getByLabelText('Show my phone number to the person I accept'));
    await events.type(screen.getByLabelText('Phone number to share'), '0712345678');
    await events.click(screen.getByLabelText('Show my phone number to the person I accept'));
    await post(events);
    await screen.findByRole('heading', { name: 'Your item is posted' });
    const body = api.callsTo(CREATE)[0]?.body as Record<string, unknown>;
    expect(body.share_phone).toBe(false);
    expect(body.phone).toBeUndefined();
  });
});

describe('draft', () => {
  it('is restored after the form is closed and opened again', async () => {
    mockApi({});
    const first = await renderOffer();
    await fillValid(first.events);
    await flushOfferSave();
    first.unmount();
    await renderOffer();
    expect(await screen.findByDisplayValue('School shoes, size 5')).toBeInTheDocument();
    expect(screen.getByLabelText('County')).toHaveValue('Kisumu');
    expect(screen.getByLabelText('Quantity')).toHaveValue(2);
    expect(screen.getByLabelText('Description')).toHaveValue('Black leather, worn for one term.');
  });
});

describe('account', () => {
  it('a guest fills the form, and Post asks to sign in or sign up, coming back here; nothing is sent or lost', async () => {
    const api = mockApi({ [CREATE]: created });
    const { events } = await renderOffer(null);
    await fillValid(events);
    await post(events);
    const note = screen.getByRole('region', { name: 'Sign in to post your offer' });
    await waitFor(() => expect(note).toHaveFocus());
    const back = `redirect=${encodeURIComponent('/donate?type=items')}`;
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/auth/login?${back}`);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/auth/register?${back}`);
    expect(api.callsTo(CREATE)).toHaveLength(0);
    await flushOfferSave();
    expect((await loadOfferDraft())?.values).toMatchObject({ title: 'School shoes, size 5', town: 'Kondele' });
  });

  it('an unverified account is sent to verify it', async () => {
    mockApi({});
    await renderOffer({ id: 'u-2', verified: false });
    expect(await screen.findByRole('link', { name: 'Verify my account' })).toHaveAttribute(
      'href',
      `/auth/register?redirect=${encodeURIComponent('/donate?type=items')}`,
    );
  });
});

describe('posting', () => {
  it('a retry after a failure sends the same Idempotency-Key, then shows the item and clears the draft', async () => {
    const api = mockApi({ [CREATE]: [{ status: 503, body: { message: 'Service unavailable' } }, created] });
    const { events } = await renderOffer();
    await fillValid(events);
    await post(events);
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('School shoes, size 5');
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Your item is posted' });
    expect(api.callsTo(CREATE)).toHaveLength(2);
    expect(keyOf(api.fetch, 0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(api.fetch, 1)).toBe(keyOf(api.fetch, 0));
    expect(screen.getByRole('link', { name: 'See your item' })).toHaveAttribute('href', '/items/Kt7Q2mXa');
    expect(screen.getByRole('link', { name: 'Find items for donation' })).toHaveAttribute(
      'href',
      '/fundraisers?view=items',
    );
    await waitFor(async () => expect(await loadOfferDraft()).toBeNull());
  });

  it('a lost answer leaves the offer waiting; back online it is sent again under the same key, once', async () => {
    const api = mockApi({ [CREATE]: created });
    const answer = api.fetch.getMockImplementation()!;
    let cut = true;
    api.fetch.mockImplementation(async (...args) => {
      if (cut) {
        cut = false;
        throw new TypeError('Failed to fetch');
      }
      return answer(...args);
    });
    const { events } = await renderOffer();
    await fillValid(events);
    await post(events);
    expect(await screen.findByText(/You're offline. Your offer is saved on this phone/)).toBeInTheDocument();
    await flushOfferSave();
    expect(await loadOfferDraft()).toMatchObject({ submitting: true, progress: null });
    act(() => void window.dispatchEvent(new Event('online')));
    await screen.findByRole('heading', { name: 'Your item is posted' });
    expect(api.fetch).toHaveBeenCalledTimes(2);
    expect(keyOf(api.fetch, 1)).toBe(keyOf(api.fetch, 0));
  });

  it('an offer left submitting (the app closed offline) is posted when the page opens again', async () => {
    const api = mockApi({ [CREATE]: created });
    const first = await renderOffer();
    await fillValid(first.events);
    await flushOfferSave();
    first.unmount();
    const saved = (await loadOfferDraft())!;
    const { saveOfferDraft } = await import('../draft/offer-draft-store.ts');
    await saveOfferDraft({ ...saved, submitting: true });
    await renderOffer();
    await screen.findByRole('heading', { name: 'Your item is posted' });
    expect(api.callsTo(CREATE)).toHaveLength(1);
    expect(keyOf(api.fetch, 0)).toBe(saved.createKey);
  });

  it("shows the server's field errors next to their fields, keeping what was typed", async () => {
    mockApi({
      [CREATE]: {
        status: 400,
        body: { message: 'Please correct the errors below', errors: { town: ['Town is not known'] } },
      },
    });
    const { events } = await renderOffer();
    await fillValid(events);
    await post(events);
    expect(await screen.findByText('Town is not known')).toBeInTheDocument();
    expect(screen.getByLabelText('Town')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Town')).toHaveValue('Kondele');
    expect(screen.queryByText('Please correct the errors below')).not.toBeInTheDocument();
  });
});

vi.setConfig({ testTimeout: 20000 });
