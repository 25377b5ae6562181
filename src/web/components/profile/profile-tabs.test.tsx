import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileTabs } from './profile-tabs.tsx';

const TABS = ['Profile', 'Campaigns', 'Contributions', 'Account Settings'].map((label) => ({
  id: label.toLowerCase().replace(' ', '-'),
  label,
  panel: <p>{`${label} panel`}</p>,
}));

function setup() {
  const user = userEvent.setup();
  render(<ProfileTabs label="Profile sections" tabs={TABS} />);
  const tab = (name: string) => screen.getByRole('tab', { name });
  return { user, tab };
}

describe('ProfileTabs', () => {
  it('ties each tab to its panel and shows only the selected one', () => {
    const { tab } = setup();
    expect(screen.getByRole('tablist', { name: 'Profile sections' })).toBeInTheDocument();
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(tab('Profile')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Profile panel');
    expect(screen.getByText('Campaigns panel')).not.toBeVisible();
  });

  it('keeps only the selected tab in the Tab order, then the panel', async () => {
    const { user, tab } = setup();
    await user.tab();
    expect(tab('Profile')).toHaveFocus();
    expect(tab('Campaigns')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping at both ends', async () => {
    const { user, tab } = setup();
    await user.click(tab('Profile'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Campaigns')).toHaveFocus();
    expect(tab('Campaigns')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Campaigns panel')).toBeVisible();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Account Settings')).toHaveFocus();
    expect(tab('Account Settings')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Profile')).toHaveFocus();
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const { user, tab } = setup();
    await user.click(tab('Campaigns'));
    await user.keyboard('{End}');
    expect(tab('Account Settings')).toHaveFocus();
    expect(tab('Account Settings')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Profile')).toHaveFocus();
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps what was typed in a panel while another tab is shown', async () => {
    const user = userEvent.setup();
    const tabs = [
      { id: 'a', label: 'A', panel: <input aria-label="Typed" /> },
      { id: 'b', label: 'B', panel: <p>B panel</p> },
    ];
    render(<ProfileTabs label="Sections" tabs={tabs} />);
    await user.type(screen.getByLabelText('Typed'), 'kept');
    await user.click(screen.getByRole('tab', { name: 'B' }));
    await user.click(screen.getByRole('tab', { name: 'A' }));
    expect(screen.getByLabelText('Typed')).toHaveValue('kept');
  });
});
