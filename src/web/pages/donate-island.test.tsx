import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUNDRAISER, jsonReply, makeDonation, NOW } from '#web/features/donations/test-support/donation-fixture.ts';
import { i18n } from '#web/lib/i18n.ts';
import type { IslandData } from './island-data.ts';
import { islandElement } from './island-element.tsx';

// The donation sheet's page and the donation's page as the server draws them and the browser then
// hydrates them: the same tree on both sides, so React adopts the HTML without a mismatch.

afterEach(() => {
  document.body.innerHTML = '';
});

async function drawnThenHydrated(data: IslandData) {
  const element = await islandElement(data);
  const island = (): ReactNode => <I18nextProvider i18n={i18n}>{element}</I18nextProvider>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(island());
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, island(), { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, serverHtml, errors };
}

describe('the donation islands', () => {
  it('/f/{code}/donate: a plain form with the typed values, hydrated without a mismatch', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { container, serverHtml, errors } = await drawnThenHydrated({
      kind: 'donate',
      fundraiser: FUNDRAISER,
      pageUrl: 'http://localhost/f/Ab3dE9xZ',
      testPayments: true,
      form: {
        values: { preset: '500', phone: '0712345678' },
        errors: { email: ['Enter a valid email address'] },
        attempt: '6f1c2f7e-2b4d-4a8e-9b1a-0c3d5e7f9a1b',
      },
    });
    expect(errors).toEqual([]);
    expect(serverHtml).toContain('action="/f/Ab3dE9xZ/donate"');
    expect(serverHtml).toContain('name="preset" checked="" value="500"');
    expect(serverHtml).toContain('value="0712345678"');
    expect(serverHtml).toContain('Enter a valid email address');
    expect(serverHtml).toContain('Test payment');
    // Once hydrated, the button names the amount chosen.
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Donate Ksh\u00a0500');
  });

  it('/donations/{id}: the outcome drawn by the server, then followed live without a mismatch', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonReply(200, { data: makeDonation() })),
    );
    const donation = makeDonation({ status: 'cancelled', result_code: 1032 });
    const { container, serverHtml, errors } = await drawnThenHydrated({
      kind: 'donation',
      donation,
      pageUrl: 'http://localhost/f/Ab3dE9xZ',
      readAt: new Date(NOW).toISOString(),
    });
    expect(errors).toEqual([]);
    expect(serverHtml).toContain('You cancelled the payment');
    // Without a script, Try again is a working link with the amount only.
    expect(serverHtml).toContain('href="/f/Ab3dE9xZ/donate?amount=500"');
    expect(container.textContent).toContain('You cancelled the payment');
  });
});
