import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { SiteDrawer } from '#web/components/layout/site-drawer.tsx';
import { SiteHeader } from '#web/components/layout/site-header.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { makeUser } from '#web/test-support/render.tsx';
import { showAccountCorner } from './account-corner.tsx';

// A page the server drew, on a device that remembers a signed-in person: the header's corner and
// the drawer become theirs, as in the app (D-080, D-160).

const section = () => screen.queryByRole('region', { name: 'My account', hidden: true });

describe('showAccountCorner', () => {
  it('is filled on a server-drawn page for the person this device remembers', async () => {
    document.body.innerHTML = renderToString(
      <I18nextProvider i18n={i18n}>
        <SiteHeader translucent={false} account={<a href="/auth/login">Log in</a>} />
        <SiteDrawer />
      </I18nextProvider>,
    );
    expect(section()).toBeNull();
    await act(async () => showAccountCorner(makeUser({ role: 'reviewer' })));
    const links = within(section()!).getAllByRole('link', { hidden: true });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/dashboard',
      '/profile',
      '/dashboard/profile',
      '/dashboard/settings',
      '/review',
    ]);
    expect(screen.getByRole('button', { name: 'WK Account menu' })).toHaveTextContent('WK');
  });
});
