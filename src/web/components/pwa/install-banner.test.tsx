import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { Provider, store } from '#web/lib/store.ts';
import { INSTALL_SNOOZE_MS, InstallBanner } from './install-banner.tsx';
import { captureInstallPrompt } from './install-offer.tsx';
import { installPromptAtom } from './pwa.atoms.ts';

// D-162: a phone is offered installation in the page (the dashboard, a fundraiser just launched),
// from the browser's own deferred prompt; 'Not now' is remembered on the device for two weeks.

/** A window `width` px wide: matchMedia answers min-width queries from it, as a browser would. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

/** What Chromium fires when the app may be installed, with the prompt the page can show later. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = vi.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return { event, prompt };
}

const show = () =>
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <InstallBanner />
      </I18nextProvider>
    </Provider>,
  );
const banner = () => screen.queryByRole('complementary', { name: 'Keep Harambee on your phone' });

beforeAll(() => captureInstallPrompt());
afterEach(() => {
  store.set(installPromptAtom, null);
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('InstallBanner', () => {
  it('offers installation on a 360 px phone once the browser allows it, and opens its prompt', async () => {
    viewport(360);
    show();
    expect(banner()).toBeNull();
    const { event, prompt } = offerInstall('accepted');
    // The browser's own bar is held back: the app offers it at its own moments.
    expect(event.defaultPrevented).toBe(true);
    expect(banner()).toHaveTextContent('Install the app to open your fundraisers with one tap');
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(banner()).toBeNull();
  });

  it("'Not now' hides it on this device for two weeks", async () => {
    viewport(360);
    vi.useFakeTimers({ now: new Date('2026-11-25T09:00:00Z'), shouldAdvanceTime: true });
    const first = show();
    offerInstall();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(banner()).toBeNull();
    first.unmount();

    // Another visit, the browser offering again: still not now.
    vi.setSystemTime(Date.now() + INSTALL_SNOOZE_MS - 60_000);
    const second = show();
    offerInstall();
    expect(banner()).toBeNull();
    second.unmount();

    vi.setSystemTime(Date.now() + 120_000);
    show();
    expect(banner()).not.toBeNull();
  });

  it('declining in the browser’s prompt counts as not now', async () => {
    viewport(360);
    const first = show();
    offerInstall('dismissed');
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(banner()).toBeNull();
    first.unmount();
    show();
    offerInstall();
    expect(banner()).toBeNull();
  });

  it('is not shown on a wide screen, where the header has Install app', () => {
    viewport(1280);
    show();
    offerInstall();
    expect(banner()).toBeNull();
  });
});
