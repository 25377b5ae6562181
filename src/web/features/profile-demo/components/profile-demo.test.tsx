import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import type { DemoState } from '../sample-data.ts';
import { ProfileDemo } from './profile-demo.tsx';

// Spec §4: the demo's states empty, filled and google, and the buttons that move between them.

function setup(initialState?: DemoState) {
  const user = userEvent.setup();
  render(<ProfileDemo initialState={initialState} />);
  const button = (name: string) => screen.queryByRole('button', { name });
  const email = () => screen.getByLabelText('Email address');
  return { user, button, email };
}

describe('ProfileDemo states', () => {
  it('shows the filled profile first: name, photo and both photo buttons', () => {
    const { button, email } = setup();
    expect(screen.getByText('Wanjiku Mwangi')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile photo of Wanjiku Mwangi' })).toBeInTheDocument();
    expect(button('Change profile photo')).toBeInTheDocument();
    expect(button('Remove')).toBeInTheDocument();
    expect(button('Edit')).toBeInTheDocument();
    expect(email()).toBeEnabled();
    expect(email()).toHaveValue('wanjiku.mwangi@example.co.ke');
    expect(screen.queryByText(MSG.googleEmailLocked)).not.toBeInTheDocument();
  });

  it('empty hides the name and the Change profile photo and Remove buttons', () => {
    const { button } = setup('empty');
    expect(screen.queryByText('Wanjiku Mwangi')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Profile photo/ })).not.toBeInTheDocument();
    expect(button('Change profile photo')).not.toBeInTheDocument();
    expect(button('Remove')).not.toBeInTheDocument();
    expect(button('Edit')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('Remove sets empty', async () => {
    const { user, button } = setup('filled');
    await user.click(button('Remove')!);
    expect(screen.queryByText('Wanjiku Mwangi')).not.toBeInTheDocument();
    expect(button('Change profile photo')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empty profile' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Edit sets google: the e-mail is disabled with the spec message', async () => {
    const { user, button, email } = setup('empty');
    await user.click(button('Edit')!);
    expect(screen.getByText('Signed up with Google')).toBeInTheDocument();
    expect(screen.getByText('Wanjiku Mwangi')).toBeInTheDocument();
    expect(email()).toBeDisabled();
    expect(email()).toHaveValue('wanjiku.mwangi@gmail.com');
    expect(screen.getByText('Since you signed up with Google, you cannot update your email address.')).toHaveAttribute(
      'id',
      email().getAttribute('aria-describedby'),
    );
  });

  it('Change photo sets filled, and the e-mail can be edited again', async () => {
    const { user, button, email } = setup('google');
    await user.click(button('Change profile photo')!);
    expect(screen.queryByText('Signed up with Google')).not.toBeInTheDocument();
    expect(email()).toBeEnabled();
    expect(screen.queryByText(MSG.googleEmailLocked)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filled profile' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('the demo buttons switch between the three profiles', async () => {
    const { user, email } = setup('filled');
    const states = within(screen.getByRole('group', { name: 'Demo states' }));
    await user.click(states.getByRole('button', { name: 'Google profile' }));
    expect(email()).toBeDisabled();
    await user.click(states.getByRole('button', { name: 'Empty profile' }));
    expect(screen.queryByText('Wanjiku Mwangi')).not.toBeInTheDocument();
    expect(email()).toHaveValue('');
    await user.click(states.getByRole('button', { name: 'Filled profile' }));
    expect(screen.getByText('Wanjiku Mwangi')).toBeInTheDocument();
  });

  it('shows the four tabs, the campaign cards and the empty contributions', async () => {
    const { user } = setup();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Profile', 'Campaigns', 'Contributions', 'Account Settings']);
    await user.click(screen.getByRole('tab', { name: 'Campaigns' }));
    const cards = within(screen.getByRole('tabpanel', { name: 'Campaigns' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const closed = within(cards[1]!);
    expect(closed.getByText('Fundraiser closed')).toBeInTheDocument();
    expect(closed.getByText('100% raised · 58 supporters')).toBeInTheDocument();
    const open = within(cards[0]!);
    expect(open.getByRole('heading', { name: 'A library for Kiganjo Primary School' })).toBeInTheDocument();
    expect(open.getByText(/raised of/)).toHaveTextContent(/184,500.*raised of.*300,000/);
    expect(open.getByText('62% raised · 96 supporters')).toBeInTheDocument();
    expect(open.queryByText('Fundraiser closed')).not.toBeInTheDocument();
    expect(open.getByRole('link', { name: 'View live fundraiser' })).toHaveAttribute('href', '/fundraisers');
    await user.click(screen.getByRole('tab', { name: 'Contributions' }));
    expect(screen.getByRole('tabpanel', { name: 'Contributions' })).toHaveTextContent('No contributions yet');
  });
});
