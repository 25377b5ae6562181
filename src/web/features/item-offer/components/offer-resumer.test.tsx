import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ITEM_MSG } from '#shared/schemas/items.schema.ts';
import { makeUser, mockApi, renderWithProviders } from '#web/test-support/render.tsx';
import { clearOfferDraft, emptyOfferDraft, hasOfferToResume, saveOfferDraft } from '../draft/offer-draft-store.ts';
import OfferResumer from './offer-resumer.tsx';

// An offer left posting is carried on from any screen (the real draft store, a stubbed API).

const CREATE = 'POST /api/items/';
const created = { status: 201, body: { message: ITEM_MSG.offered, data: { code: 'Kt7Q2mXa' } } };

const leftPosting = () => ({
  ...emptyOfferDraft(),
  submitting: true,
  values: {
    category: 'shoes',
    title: 'School shoes, size 5',
    condition: 'good',
    quantity: '1',
    description: 'Black leather, worn for one term.',
    county: 'Kisumu',
    town: 'Kondele',
    share_phone: false,
    phone: '',
  },
});

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });

beforeEach(async () => {
  setOnline(true);
  await clearOfferDraft([]);
});

describe('OfferResumer', () => {
  it('posts an offer left posting once the connection is back, under its own key, and says so', async () => {
    const draft = leftPosting();
    await saveOfferDraft(draft);
    expect(await hasOfferToResume()).toBe(true);
    setOnline(false);
    const api = mockApi({ [CREATE]: created });
    await renderWithProviders(<OfferResumer userId="u-1" />, { path: '/dashboard', user: makeUser({ id: 'u-1' }) });
    // Offline: nothing is sent yet.
    await new Promise((r) => setTimeout(r, 50));
    expect(api.callsTo(CREATE)).toHaveLength(0);

    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(
      await screen.findByText('Your item offer is posted. People can now find and request it.'),
    ).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(1);
    expect(new Headers((api.fetch.mock.calls[0]?.[1] as RequestInit).headers).get('Idempotency-Key')).toBe(
      draft.createKey,
    );
    await waitFor(async () => expect(await hasOfferToResume()).toBe(false));
  });

  it('leaves a draft that is not posting alone', async () => {
    await saveOfferDraft(emptyOfferDraft());
    expect(await hasOfferToResume()).toBe(false);
    const api = mockApi({ [CREATE]: created });
    await renderWithProviders(<OfferResumer userId="u-1" />, { path: '/dashboard', user: makeUser({ id: 'u-1' }) });
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((r) => setTimeout(r, 50));
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });
});
