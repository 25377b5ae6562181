import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test-support/render.tsx';
import { AvatarMenu } from './avatar-menu.tsx';

const menu = () => screen.getByRole('list', { name: 'Account menu', hidden: true });
const linkTo = (name: string) => within(menu()).getByRole('link', { name, hidden: true });

describe('AvatarMenu', () => {
  // The 'Review' entry leads reviewers to their queue; nobody else is shown it.
  it('offers reviewers the review queue', async () => {
    await renderWithProviders(<AvatarMenu user={makeUser({ role: 'reviewer' })} onLogout={() => {}} />);
    expect(linkTo('Review')).toHaveAttribute('href', '/review');
  });

  it('does not show it to other users', async () => {
    await renderWithProviders(<AvatarMenu user={makeUser()} onLogout={() => {}} />);
    expect(linkTo('My Profile')).toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: 'Review', hidden: true })).not.toBeInTheDocument();
  });

  // D-160: the way back to one's fundraisers, profile and settings from every screen.
  it("leads to the person's dashboard, profile, settings, then Logout", async () => {
    await renderWithProviders(<AvatarMenu user={makeUser()} onLogout={() => {}} />);
    expect(
      within(menu())
        .getAllByRole('listitem', { hidden: true })
        .map((li) => li.textContent),
    ).toEqual(['Dashboard', 'My Profile', 'Edit profile', 'Settings', 'Logout']);
    expect(linkTo('Dashboard')).toHaveAttribute('href', '/dashboard');
    expect(linkTo('My Profile')).toHaveAttribute('href', '/profile');
    expect(linkTo('Edit profile')).toHaveAttribute('href', '/dashboard/profile');
    expect(linkTo('Settings')).toHaveAttribute('href', '/dashboard/settings');
  });

  it('shows the person’s initials when they have no photo, never the logo', async () => {
    await renderWithProviders(<AvatarMenu user={makeUser()} onLogout={() => {}} />);
    // The initials seen start its name (WCAG 2.5.3, label in name).
    const button = screen.getByRole('button', { name: 'WK Account menu' });
    expect(button).toHaveTextContent('WK');
    expect(button.querySelector('img')).toBeNull();
  });

  it('shows their photo when they have one', async () => {
    const photo = '/media/avatar-u-1.webp';
    await renderWithProviders(<AvatarMenu user={makeUser({ photo_url: photo })} onLogout={() => {}} />);
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button.querySelector('img')).toHaveAttribute('src', photo);
    expect(button).not.toHaveTextContent('WK');
  });
});
