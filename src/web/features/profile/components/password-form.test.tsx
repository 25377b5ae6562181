import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { fakeApi } from '../test-support/fake-api.ts';
import { PasswordForm } from './password-form.tsx';

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const ui = userEvent.setup();
  render(<PasswordForm />);
  const current = screen.getByLabelText('Current password');
  const next = screen.getByLabelText('New password');
  const confirm = screen.getByLabelText('Confirm new password');
  const fill = async (a: string, b: string, c: string) => {
    await ui.type(current, a);
    await ui.type(next, b);
    await ui.type(confirm, c);
  };
  const save = () => ui.click(screen.getByRole('button', { name: 'Save changes' }));
  return { ui, current, next, confirm, fill, save };
}

describe('PasswordForm (Account Settings)', () => {
  it('refuses a confirmation that differs, sending nothing', async () => {
    const { calls } = fakeApi({});
    const { fill, save, confirm } = setup();
    await fill('Str0ng!Pass', 'N3w!Secret', 'N3w!Secrets');
    await save();
    expect(await screen.findByText(MSG.passwordsMustMatch)).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('changes the password, says so and clears every field', async () => {
    const { calls } = fakeApi({
      'POST /api/users/change-password/': { status: 200, body: { message: MSG.passwordChanged } },
    });
    const { fill, save, current, next, confirm } = setup();
    await fill('Str0ng!Pass', 'N3w!Secret', 'N3w!Secret');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.passwordChanged);
    expect(calls[0]!.body).toEqual({
      current_password: 'Str0ng!Pass',
      new_password: 'N3w!Secret',
      password_confirm: 'N3w!Secret',
    });
    for (const field of [current, next, confirm]) expect(field).toHaveValue('');
  });

  it("shows the server's field error and keeps what was typed", async () => {
    fakeApi({
      'POST /api/users/change-password/': {
        status: 400,
        body: { message: MSG.currentPasswordWrong, errors: { current_password: [MSG.currentPasswordWrong] } },
      },
    });
    const { fill, save, current, next } = setup();
    await fill('Wr0ng!Pass', 'N3w!Secret', 'N3w!Secret');
    await save();
    expect(await screen.findByText(MSG.currentPasswordWrong)).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveValue('Wr0ng!Pass');
    expect(next).toHaveValue('N3w!Secret');
  });

  it('shows and hides each password on its own', async () => {
    const { ui, next, confirm } = setup();
    const [, showNew] = screen.getAllByRole('button', { name: 'Show password' });
    await ui.click(showNew!);
    expect(next).toHaveAttribute('type', 'text');
    expect(confirm).toHaveAttribute('type', 'password');
  });
});
