import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { NavigateContext } from '#web/components/ui/app-link.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { DrawerAccount } from './account-links.tsx';
import { SiteDrawer } from './site-drawer.tsx';

// D-160: the drawer lists a signed-in person's own pages; a guest's drawer has no such section
// (src/web/pages/account-corner.test.tsx: the same on the pages the server draws).

const section = () => screen.queryByRole('region', { name: 'My account', hidden: true });

describe('the drawer’s account section', () => {
  it('lists the dashboard, profile and settings, and closes the drawer on the way there', async () => {
    const navigate = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <NavigateContext value={navigate}>
          <SiteDrawer account={<DrawerAccount reviewer={false} />} />
        </NavigateContext>
      </I18nextProvider>,
    );
    const links = within(section()!).getAllByRole('link', { hidden: true });
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['My Profile', '/profile'],
      ['Edit profile', '/dashboard/profile'],
      ['Settings', '/dashboard/settings'],
    ]);
    const drawer = document.getElementById('site-drawer')!;
    drawer.hidePopover = vi.fn();
    await userEvent.click(links[0]!);
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    expect(drawer.hidePopover).toHaveBeenCalled();
  });

  it('has no account section for a guest', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <SiteDrawer />
      </I18nextProvider>,
    );
    expect(section()).toBeNull();
  });
});
