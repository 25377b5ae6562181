import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { NavigateContext, type Navigate } from '#web/components/ui/app-link.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { DonateMenu } from './donate-menu.tsx';
import { NotFound } from './not-found.tsx';
import { SearchBox } from './search-box.tsx';
import { SiteDrawer } from './site-drawer.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

// The shell the server draws on pages that load no app JavaScript (plain links, popovers the
// browser opens, a GET search form) and that the app renders with in-app navigation.

const shell = (
  <I18nextProvider i18n={i18n}>
    <SiteHeader translucent={false} account={<a href="/auth/login">Log in</a>} extras={<span>extra</span>} />
    <SiteDrawer />
    <NotFound />
    <SiteFooter />
  </I18nextProvider>
);

/** Draws the shell as the server does: no window, no document. */
function serverHtml() {
  vi.stubGlobal('window', undefined);
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(shell);
  } finally {
    vi.unstubAllGlobals();
  }
}

const inApp = (navigate: Navigate, ui: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <NavigateContext value={navigate}>{ui}</NavigateContext>
    </I18nextProvider>,
  );

describe('the server-drawn shell', () => {
  const page = () => {
    const host = document.createElement('div');
    host.innerHTML = serverHtml();
    return host;
  };

  it('opens the drawer and the Donate dropdown with popovers, no JavaScript', () => {
    const html = page();
    const toggle = html.querySelector('header.site-header button[aria-label="Open menu"]')!;
    expect(toggle.getAttribute('popovertarget')).toBe('site-drawer');
    const drawer = html.querySelector('#site-drawer')!;
    expect(drawer.getAttribute('popover')).toBe('auto');
    const close = drawer.querySelector('button[aria-label="Close menu"]')!;
    expect(close.getAttribute('popovertarget')).toBe('site-drawer');
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
    expect([...drawer.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Donate to a fundraiser', '/donate?type=fundraiser'],
      ['Donate physical items', '/donate?type=items'],
      // The Donate dropdown's third entry: phones have no dropdown, only the drawer.
      ['Find items for donation', '/fundraisers?view=items'],
      ['Fundraisers', '/fundraisers'],
      ['Create a fundraiser', '/fundraiser/create'],
    ]);

    const donate = [...html.querySelectorAll('header button')].find((b) => b.textContent?.startsWith('Donate'))!;
    expect(donate.getAttribute('popovertarget')).toBe('donate-menu');
    const menu = html.querySelector('#donate-menu')!;
    expect(menu.getAttribute('popover')).toBe('auto');
    expect([...menu.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/donate?type=fundraiser',
      '/donate?type=items',
      '/fundraisers?view=items',
    ]);
    expect(menu.querySelector('a strong')?.textContent).toBe('Donate to a fundraiser');
    expect(menu.querySelector('[role=menu], [role=menuitem]')).toBeNull();
  });

  it('has plain links, a GET search form and the not-found screen', () => {
    const html = page();
    const header = html.querySelector('header.site-header')!;
    expect(header.className).toBe('site-header');
    expect(header.querySelector('a[aria-label="Harambee home"]')?.getAttribute('href')).toBe('/');
    expect(header.querySelector('a.nav-link')?.getAttribute('href')).toBe('/fundraisers');
    expect(header.querySelector('.header-actions')?.textContent).toBe('EnglishKiswahiliextraCreate a fundraiserLog in');
    // The language switch is a plain form too: it posts the choice, and the page comes back in it.
    const language = header.querySelector<HTMLFormElement>('form.language-switch')!;
    expect([language.method, new URL(language.action).pathname]).toEqual(['post', '/language']);
    expect(
      [...language.querySelectorAll('button')].map((b) => [b.value, b.lang, b.getAttribute('aria-pressed')]),
    ).toEqual([
      ['en', 'en', 'true'],
      ['sw', 'sw', 'false'],
    ]);
    const form = header.querySelector('form[role=search]')!;
    expect(form.getAttribute('action')).toBe('/fundraisers');
    expect(form.getAttribute('method')).toBe('get');
    const input = form.querySelector('input')!;
    expect([input.type, input.name, input.placeholder]).toEqual(['search', 'q', 'Search fundraisers, startups, etc.']);
    expect(html.querySelector('.not-found h1')?.textContent).toBe('Not Found');
    expect(html.querySelector('.not-found a')?.getAttribute('href')).toBe('/');
    expect(html.querySelector('footer a[href="/privacy-policy"]')).not.toBeNull();
  });
});

describe('the shell inside the app', () => {
  it('searches in the app, closes the drawer, and ignores blank text', () => {
    const navigate = vi.fn<Navigate>();
    const searched = vi.fn();
    inApp(navigate, <SearchBox onSearched={searched} />);
    const input = screen.getByRole('searchbox', { name: 'Search fundraisers' });
    fireEvent.change(input, { target: { value: '   ' } });
    expect(fireEvent.submit(input)).toBe(false); // prevented: blank text does nothing
    expect(navigate).not.toHaveBeenCalled();
    expect(searched).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' clean water ' } });
    expect(fireEvent.submit(input)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/fundraisers?q=clean%20water');
    expect(searched).toHaveBeenCalledOnce();
  });

  it('lets the browser submit a search outside the app', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <SearchBox />
      </I18nextProvider>,
    );
    const input = screen.getByRole('searchbox');
    fireEvent.change(input, { target: { value: '' } });
    expect(fireEvent.submit(input)).toBe(false);
    fireEvent.change(input, { target: { value: 'water' } });
    expect(fireEvent.submit(input)).toBe(true);
  });

  it('a drawer link or a Donate entry navigates in the app and closes its popover', () => {
    const navigate = vi.fn<Navigate>();
    inApp(
      navigate,
      <>
        <SiteDrawer />
        <DonateMenu />
      </>,
    );
    const drawer = document.getElementById('site-drawer')!;
    const menu = document.getElementById('donate-menu')!;
    drawer.hidePopover = vi.fn();
    menu.hidePopover = vi.fn();
    fireEvent.click(screen.getByRole('link', { name: 'Fundraisers' }));
    expect(navigate).toHaveBeenLastCalledWith('/fundraisers');
    expect(drawer.hidePopover).toHaveBeenCalledOnce();
    fireEvent.click(within(drawer).getByRole('link', { name: 'Find items for donation' }));
    expect(navigate).toHaveBeenLastCalledWith('/fundraisers?view=items');
    expect(drawer.hidePopover).toHaveBeenCalledTimes(2);
    fireEvent.click(within(menu).getByRole('link', { name: /Find items for donation/ }));
    expect(navigate).toHaveBeenLastCalledWith('/fundraisers?view=items');
    expect(menu.hidePopover).toHaveBeenCalledOnce();
  });
});
