import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeImages, makeReview } from '#web/features/fundraiser-page/test-support/review-fixture.ts';
import { i18n } from '#web/lib/i18n.ts';
import { FundraiserIsland } from './fundraiser-island.tsx';
import type { FundraiserIslandData } from './island-data.ts';

// The fundraiser page as the server draws it (react-dom/server) and the browser then hydrates it
// (hydrate.tsx): the same tree on both sides, so React adopts the HTML as it is and the page
// works: nothing redrawn, no mismatch, the same text.

const data: FundraiserIslandData = {
  kind: 'fundraiser',
  review: makeReview({
    fundraiser: { short_code: 'Hy7dRate' },
    detail: { fundraiser_title: 'Desks for Garissa <primary> & "more"', raised_amount: 12000 },
    images: makeImages(3),
  }),
  pageUrl: 'https://harambee.example/f/Hy7dRate',
  readAt: '2026-11-20T10:00:00.000Z',
};
const island = (): ReactNode => (
  <I18nextProvider i18n={i18n}>
    <FundraiserIsland {...data} />
  </I18nextProvider>
);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

async function drawnThenHydrated() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(island());
  document.body.append(container);
  const serverText = container.textContent;
  const title = container.querySelector('h1');
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, island(), { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, serverText, title, errors };
}

describe('the fundraiser island', () => {
  it('hydrates the HTML the server drew without a mismatch, keeping its elements and text', async () => {
    const { container, serverText, title, errors } = await drawnThenHydrated();
    expect(errors).toEqual([]);
    // The very element the server drew is still there: adopted, not replaced.
    expect(container.querySelector('h1')).toBe(title);
    expect(title).toHaveTextContent('Desks for Garissa <primary> & "more"');
    expect(container.textContent).toBe(serverText);
  });

  it('works once hydrated: tabs switch and the share links carry the public URL', async () => {
    await drawnThenHydrated();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /Supporters/ }));
    expect(screen.getByRole('tab', { name: /Supporters/ })).toHaveAttribute('aria-selected', 'true');
    const share = screen.getByRole('region', { name: 'Share this fundraiser' });
    expect(within(share).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent(data.pageUrl),
    );
  });

  it('offline (the worker answered with the page it kept), says it is a saved copy from when it was drawn', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { errors } = await drawnThenHydrated();
    expect(errors).toEqual([]);
    const when = new Date(data.readAt).toLocaleString('en-KE', { dateStyle: 'medium', timeStyle: 'short' });
    expect(
      screen.getByText(new RegExp(`This is a saved copy.*${when.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
    ).toBeInTheDocument();
  });
});
