import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test-support/render.tsx';
import { ProfileDetails } from './profile-details.tsx';

// Spec §2 (Profile page): every field, N/A where missing, a loading text until the user is loaded.

/** The value shown next to a label in the profile list. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ProfileDetails', () => {
  it('shows the loading text while there is no user', async () => {
    await renderWithProviders(<ProfileDetails />, { user: null });
    expect(screen.getByText('Loading your profile…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Profile' })).not.toBeInTheDocument();
  });

  it('shows every field of a complete user, with Yes for verified', async () => {
    await renderWithProviders(<ProfileDetails />, { user: makeUser() });
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(valueOf('Full name')).toBe('Wanjiku Kamau');
    expect(valueOf('E-mail')).toBe('wanjiku@example.com');
    expect(valueOf('Verified')).toBe('Yes');
    expect(valueOf('Mobile number')).toBe('712345678');
    expect(valueOf('Country code')).toBe('+254');
    expect(valueOf('User id')).toBe('u-1');
    for (const label of ['Verified at', 'Created at', 'Updated at']) {
      expect(valueOf(label)).toMatch(/2025/);
    }
    expect(screen.queryByText('N/A')).not.toBeInTheDocument();
  });

  it('shows N/A for every missing value and No for an unverified user', async () => {
    const user = makeUser({
      full_name: '',
      is_verified: false,
      verified_at: null,
      mobile_number: null,
      country_code: null,
    });
    await renderWithProviders(<ProfileDetails />, { user });
    expect(valueOf('Verified')).toBe('No');
    for (const label of ['Full name', 'Verified at', 'Mobile number', 'Country code']) {
      expect(valueOf(label)).toBe('N/A');
    }
    expect(screen.getAllByText('N/A')).toHaveLength(4);
  });
});
