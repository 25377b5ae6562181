import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { Provider, store } from '#web/lib/store.ts';
import { InstallButton } from './install-button.tsx';
import { installPromptAtom, pendingUpdateAtom, unsavedFormsAtom, type InstallPromptEvent } from './pwa.atoms.ts';
import { UpdatePrompt } from './update-prompt.tsx';

const renderInApp = (ui: React.ReactNode) =>
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </Provider>,
  );

afterEach(() => {
  store.set(pendingUpdateAtom, null);
  store.set(unsavedFormsAtom, 0);
  store.set(installPromptAtom, null);
});

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits', () => {
    renderInApp(<UpdatePrompt />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers the update, which activates the waiting worker', async () => {
    const apply = vi.fn();
    store.set(pendingUpdateAtom, () => apply);
    renderInApp(<UpdatePrompt />);
    expect(screen.getByText('A new version of Harambee is ready.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('never offers to reload while a form holds unsaved input', () => {
    store.set(pendingUpdateAtom, () => vi.fn());
    store.set(unsavedFormsAtom, 1);
    renderInApp(<UpdatePrompt />);
    expect(
      screen.getByText('A new version is ready. It will load after you finish what you are typing.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });
});

describe('InstallButton', () => {
  it('is hidden when the browser offers no installation (and not iOS)', () => {
    renderInApp(<InstallButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it("opens the browser's install prompt and then hides", async () => {
    const prompt = vi.fn(async () => undefined);
    store.set(installPromptAtom, {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    } as unknown as InstallPromptEvent);
    renderInApp(<InstallButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});
