import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { addNamespace } from '#web/lib/i18n.ts';
import { profileDemo } from '#web/locales/en/profile-demo.ts';
import { DEMO_PROFILES } from '../sample-data.ts';
import { ProfileTab } from './profile-tab.tsx';

addNamespace('profile-demo', profileDemo);

const SAVED = 'Your changes are valid. This is a demo, so nothing was saved.';

function setup(state: keyof typeof DEMO_PROFILES = 'filled') {
  const user = userEvent.setup();
  render(<ProfileTab profile={DEMO_PROFILES[state]} />);
  const bio = screen.getByLabelText('Bio');
  const save = () => user.click(screen.getByRole('button', { name: 'Save changes' }));
  return { user, bio, save };
}

describe('ProfileTab', () => {
  it('has the name, e-mail, role, mobile number with country code and bio fields', () => {
    setup();
    expect(screen.getByLabelText('First name')).toHaveValue('Wanjiku');
    expect(screen.getByLabelText('Last name')).toHaveValue('Mwangi');
    expect(screen.getByLabelText('Email address')).toHaveValue('wanjiku.mwangi@example.co.ke');
    expect(screen.getByLabelText('Role')).toHaveValue('Teacher, Nyeri');
    expect(screen.getByLabelText('Country code')).toHaveValue('+254');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('712345678');
  });

  it('counts the bio live against 200 characters', async () => {
    const { user, bio } = setup('empty');
    expect(screen.getByText('0 / 200 characters')).toBeInTheDocument();
    await user.type(bio, 'Habari');
    expect(screen.getByText('6 / 200 characters')).toBeInTheDocument();
    expect(bio).toHaveAccessibleDescription('6 / 200 characters');
  });

  it('accepts a bio of exactly 200 characters', async () => {
    const { user, bio, save } = setup();
    await user.clear(bio);
    await user.click(bio);
    await user.paste('b'.repeat(200));
    expect(screen.getByText('200 / 200 characters')).toBeInTheDocument();
    await save();
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(screen.queryByText(MSG.bioMax)).not.toBeInTheDocument();
  });

  it('refuses a bio of 201 characters with the limit message', async () => {
    const { user, bio, save } = setup();
    await user.clear(bio);
    await user.click(bio);
    await user.paste('b'.repeat(201));
    expect(screen.getByText('201 / 200 characters')).toHaveClass('field-counter-over');
    await save();
    expect(await screen.findByText('Bio must be at most 200 characters')).toBeInTheDocument();
    expect(bio).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
  });

  it('asks for the names and a valid e-mail on the empty profile', async () => {
    const { user, save } = setup('empty');
    await save();
    expect(await screen.findByText(MSG.firstnameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.lastnameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'wanjiku@');
    await save();
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
  });

  it('locks the Google e-mail with the spec message and still saves the rest', async () => {
    const { user, save } = setup('google');
    const email = screen.getByLabelText('Email address');
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription(MSG.googleEmailLocked);
    await user.clear(screen.getByLabelText('Role'));
    await user.type(screen.getByLabelText('Role'), 'Head teacher');
    await save();
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
  });
});
