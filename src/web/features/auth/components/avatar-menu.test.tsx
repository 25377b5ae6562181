import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test-support/render.tsx';
import { AvatarMenu } from './avatar-menu.tsx';

// The 'Review' entry leads reviewers to their queue; nobody else is shown it.
describe('AvatarMenu', () => {
  it('offers reviewers the review queue', async () => {
    await renderWithProviders(<AvatarMenu user={makeUser({ role: 'reviewer' })} onLogout={() => {}} />);
    expect(screen.getByRole('link', { name: 'Review', hidden: true })).toHaveAttribute('href', '/review');
  });

  it('does not show it to other users', async () => {
    await renderWithProviders(<AvatarMenu user={makeUser()} onLogout={() => {}} />);
    expect(screen.getByRole('link', { name: 'My Profile', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review', hidden: true })).not.toBeInTheDocument();
  });
});
