import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { addNamespace } from '#web/lib/i18n.ts';
import { profileDemo } from '#web/locales/en/profile-demo.ts';
import { AccountSettingsTab } from './account-settings-tab.tsx';

addNamespace('profile-demo', profileDemo);

const SAVED = 'Your new password is valid. This is a demo, so nothing was saved.';

function setup() {
  const user = userEvent.setup();
  render(<AccountSettingsTab />);
  const password = screen.getByLabelText('New password');
  const confirm = screen.getByLabelText('Confirm new password');
  const save = () => user.click(screen.getByRole('button', { name: 'Save changes' }));
  return { user, password, confirm, save };
}

describe('AccountSettingsTab', () => {
  it('asks for both passwords', async () => {
    const { save } = setup();
    await save();
    expect(await screen.findByText(MSG.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordConfirmRequired)).toBeInTheDocument();
  });

  it('refuses a weak password with the spec message', async () => {
    const { user, password, confirm, save } = setup();
    await user.type(password, 'harambee1');
    await user.type(confirm, 'harambee1');
    await save();
    expect(
      await screen.findByText(
        'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and One Special Case Character',
      ),
    ).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a confirmation that differs', async () => {
    const { user, password, confirm, save } = setup();
    await user.type(password, 'Harambee#2026');
    await user.type(confirm, 'Harambee#2025');
    await save();
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
  });

  it('accepts a strong matching password, saves nothing and clears the fields', async () => {
    const { user, password, confirm, save } = setup();
    await user.type(password, 'Harambee#2026');
    await user.type(confirm, 'Harambee#2026');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED);
    expect(password).toHaveValue('');
    expect(confirm).toHaveValue('');
  });

  it('shows and hides each password on its own', async () => {
    const { user, password, confirm } = setup();
    const [showNew, showConfirm] = screen.getAllByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(showNew!);
    expect(password).toHaveAttribute('type', 'text');
    expect(confirm).toHaveAttribute('type', 'password');
    await user.click(showConfirm!);
    expect(confirm).toHaveAttribute('type', 'text');
    await user.click(screen.getAllByRole('button', { name: 'Hide password' })[0]!);
    expect(password).toHaveAttribute('type', 'password');
  });
});
