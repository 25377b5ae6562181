import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import type { User } from '#shared/schemas/auth.schema.ts';
import { userAtom } from '#web/features/auth/auth.atoms.ts';
import { store } from '#web/lib/store.ts';
import { makeUser, mockApi, renderWithProviders } from '#web/test-support/render.tsx';
import { UndoEmailChange } from './undo-email-change.tsx';

// The page the link in "Your Harambee email address is about to change" opens.

const UNDO = 'POST /api/users/undo-email-change/';
const renderUndo = (token: string | undefined, user: User | null = makeUser()) =>
  renderWithProviders(<UndoEmailChange token={token} />, { path: '/auth/undo-email-change', user });
const button = () => screen.getByRole('button', { name: 'Undo the change' });

describe('UndoEmailChange', () => {
  it('shows the invalid-link message and no button without a token', async () => {
    await renderUndo(undefined);
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.invalidUndoToken);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends nothing until the button is pressed (mail scanners open links)', async () => {
    const api = mockApi({ [UNDO]: { body: { message: MSG.emailChangeCancelled } } });
    await renderUndo('tok-1');
    expect(button()).toBeEnabled();
    expect(api.calls).toHaveLength(0);
  });

  it('posts the token and shows the cancellation; the user stays signed in', async () => {
    const api = mockApi({ [UNDO]: { body: { message: MSG.emailChangeCancelled } } });
    const { events } = await renderUndo('tok-1');
    await events.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.emailChangeCancelled);
    expect(api.callsTo(UNDO)[0]?.body).toEqual({ token: 'tok-1' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(store.get(userAtom)).not.toBeNull();
  });

  it('after an undone change, forgets the signed-in user (every session was signed out)', async () => {
    mockApi({ [UNDO]: { body: { message: MSG.emailChangeUndone } } });
    const { events } = await renderUndo('tok-1');
    await events.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.emailChangeUndone);
    expect(store.get(userAtom)).toBeNull();
  });

  it("shows the server's message and keeps the button when the link is refused", async () => {
    mockApi({
      [UNDO]: { status: 400, body: { message: MSG.invalidUndoToken, errors: { token: [MSG.invalidUndoToken] } } },
    });
    const { events } = await renderUndo('used-token');
    await events.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.invalidUndoToken);
    expect(button()).toBeEnabled();
  });

  it('shows a fallback message when the server gives none', async () => {
    mockApi({ [UNDO]: { status: 500, body: {} } });
    const { events } = await renderUndo('tok-1');
    await events.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('The change could not be undone. Please try again.');
  });

  it('links to sign-in', async () => {
    await renderUndo('tok-1', null);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });
});
