import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.ts';
import type { User } from '#shared/schemas/auth.schema.ts';
import { fakeApi, testUser } from '../test-support/fake-api.ts';
import { ProfileForm } from './profile-form.tsx';

afterEach(() => vi.unstubAllGlobals());

function setup(user: User = testUser()) {
  const onUser = vi.fn();
  const ui = userEvent.setup();
  render(<ProfileForm user={user} onUser={onUser} />);
  const field = (label: string) => screen.getByLabelText(label);
  const save = () => ui.click(screen.getByRole('button', { name: 'Save changes' }));
  return { ui, onUser, field, save };
}

describe('ProfileForm', () => {
  it('starts from the account: names, e-mail, country code, mobile number and bio', () => {
    const { field } = setup();
    expect(field('First name')).toHaveValue('Wanjiku');
    expect(field('Last name')).toHaveValue('Mwangi');
    expect(field('Email address')).toHaveValue('wanjiku@example.co.ke');
    expect(field('Country code')).toHaveValue('+254');
    expect(field('Mobile number')).toHaveValue('712345678');
    expect(field('Bio')).toHaveValue('I teach in Nyeri.');
  });

  it('locks the e-mail of a Google account with the spec message', () => {
    const { field } = setup(testUser({ provider: 'google' }));
    expect(field('Email address')).toBeDisabled();
    expect(field('Email address')).toHaveAccessibleDescription(
      'Since you signed up with Google, you cannot update your email address.',
    );
  });

  it('leaves the e-mail of an e-mail account editable, without the message', () => {
    const { field } = setup();
    expect(field('Email address')).toBeEnabled();
    expect(screen.queryByText(MSG.googleEmailLocked)).not.toBeInTheDocument();
  });

  it('counts the bio live against 200 characters and refuses 201', async () => {
    const { calls } = fakeApi({});
    const { ui, field, save } = setup(testUser({ bio: null }));
    expect(screen.getByText('0 / 200 characters')).toBeInTheDocument();
    await ui.type(field('Bio'), 'Habari');
    expect(field('Bio')).toHaveAccessibleDescription('6 / 200 characters');
    await ui.click(field('Bio'));
    await ui.paste('b'.repeat(195));
    expect(screen.getByText('201 / 200 characters')).toHaveClass('field-counter-over');
    await save();
    expect(await screen.findByText(MSG.bioMax)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('saves the profile and hands the updated user on', async () => {
    const saved = testUser({ firstname: 'Wambui', full_name: 'Wambui Mwangi' });
    const { calls } = fakeApi({
      'PATCH /api/users/me/': { status: 200, body: { message: MSG.profileUpdated, data: { user: saved } } },
    });
    const { ui, onUser, field, save } = setup();
    await ui.clear(field('First name'));
    await ui.type(field('First name'), 'Wambui');
    await save();
    await vi.waitFor(() => expect(onUser).toHaveBeenCalledWith(saved));
    expect(calls[0]!.body).toEqual({
      firstname: 'Wambui',
      lastname: 'Mwangi',
      country_code: '+254',
      mobile_number: '712345678',
      bio: 'I teach in Nyeri.',
    });
  });

  it('asks for the current password before an e-mail change, then for the code sent to the new address', async () => {
    const confirmed = testUser({ email_address: 'new@example.co.ke' });
    const { calls } = fakeApi({
      'PATCH /api/users/me/': {
        status: 200,
        body: {
          message: MSG.emailChangeRequested,
          data: { user: testUser(), pending_email_address: 'new@example.co.ke' },
        },
      },
      'POST /api/users/me/email/confirm/': {
        status: 200,
        body: { message: MSG.emailChanged, data: { user: confirmed } },
      },
    });
    const { ui, onUser, field, save } = setup();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await ui.clear(field('Email address'));
    await ui.type(field('Email address'), 'new@example.co.ke');
    expect(field('Current password')).toHaveAttribute('type', 'password');
    await save();
    expect(await screen.findByText(MSG.currentPasswordRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await ui.type(field('Current password'), 'Str0ng!Pass');
    await save();
    expect(await screen.findByRole('heading', { name: 'Confirm your new email address' })).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ email_address: 'new@example.co.ke', current_password: 'Str0ng!Pass' });

    await ui.type(field('Verification code'), '123456');
    await ui.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onUser).toHaveBeenLastCalledWith(confirmed));
    expect(calls[1]).toMatchObject({ method: 'POST', body: { verification_code: '123456' } });
    expect(await screen.findByLabelText('Email address')).toHaveValue('new@example.co.ke');
  });

  it("shows the server's field errors on their fields and keeps what was typed", async () => {
    fakeApi({
      'PATCH /api/users/me/': {
        status: 400,
        body: { message: MSG.currentPasswordWrong, errors: { current_password: [MSG.currentPasswordWrong] } },
      },
    });
    const { ui, onUser, field, save } = setup();
    await ui.clear(field('Email address'));
    await ui.type(field('Email address'), 'new@example.co.ke');
    await ui.type(field('Current password'), 'Wr0ng!Pass');
    await ui.type(field('Bio'), ' And I run.');
    await save();
    expect(await screen.findByText(MSG.currentPasswordWrong)).toBeInTheDocument();
    expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email address')).toHaveValue('new@example.co.ke');
    expect(field('Bio')).toHaveValue('I teach in Nyeri. And I run.');
    expect(onUser).not.toHaveBeenCalled();
  });

  it('says so when the save fails for another reason, keeping the input', async () => {
    fakeApi({ 'PATCH /api/users/me/': { status: 429, body: { message: MSG.tooManyRequests } } });
    const { ui, field, save } = setup();
    await ui.type(field('Last name'), '-Kamau');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.tooManyRequests);
    expect(field('Last name')).toHaveValue('Mwangi-Kamau');
  });
});
