import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { mockApi, renderWithProviders, type MockReply } from '#web/test-support/render.tsx';
import { SettingsPage, type SettingsPageProps } from './settings-page.tsx';

const GET = 'GET /api/users/me/settings/';
const PATCH = 'PATCH /api/users/me/settings/';
const DELETE = 'POST /api/users/me/delete/';
const EXPORT = 'GET /api/users/me/export/';

const settingsReply = (language = 'en', notification_emails = true): MockReply => ({
  body: { message: MSG.settingsSaved, data: { settings: { language, notification_emails } } },
});

async function setup(routes: Record<string, MockReply | MockReply[]>, props: Partial<SettingsPageProps> = {}) {
  const api = mockApi({ [GET]: settingsReply(), ...routes });
  const onDeleted = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderWithProviders(
    <QueryClientProvider client={client}>
      <SettingsPage provider="email" onDeleted={onDeleted} {...props} />
    </QueryClientProvider>,
  );
  await screen.findByRole('radio', { name: 'English' });
  return { ...view, api, onDeleted };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('SettingsPage: preferences', () => {
  it("saves Kiswahili as the account's choice and hands the saved settings on", async () => {
    const onSaved = vi.fn();
    const { events, api } = await setup({ [PATCH]: settingsReply('sw') }, { onSaved });
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    const swahili = screen.getByRole('radio', { name: 'Kiswahili' });
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await events.click(swahili);
    await events.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(MSG.settingsSaved)).toBeInTheDocument();
    expect(api.callsTo(PATCH)[0]!.body).toEqual({ language: 'sw', notification_emails: true });
    // The route applies them (auth.atoms.ts: the account's language becomes the app's).
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ language: 'sw' }));
  });

  it('turns notification e-mails off with the switch and saves it', async () => {
    const onSaved = vi.fn();
    const { events, api } = await setup({ [PATCH]: settingsReply('en', false) }, { onSaved });
    const toggle = screen.getByRole('switch', { name: 'Notification e-mails' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Security e-mails .* are always sent/);
    await events.click(toggle);
    await events.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(MSG.settingsSaved)).toBeInTheDocument();
    expect(api.callsTo(PATCH)[0]!.body).toEqual({ language: 'en', notification_emails: false });
    expect(onSaved).toHaveBeenCalledWith({ language: 'en', notification_emails: false });
    expect(screen.getByRole('switch', { name: 'Notification e-mails' })).not.toBeChecked();
  });

  it("shows the server's field error and a failed save", async () => {
    const { events } = await setup({
      [PATCH]: { status: 400, body: { message: MSG.languageInvalid, errors: { language: [MSG.languageInvalid] } } },
    });
    await events.click(screen.getByRole('switch', { name: 'Notification e-mails' }));
    await events.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findAllByText(MSG.languageInvalid)).not.toHaveLength(0);
    expect(screen.queryByText(MSG.settingsSaved)).not.toBeInTheDocument();
  });

  it('says when the settings cannot be loaded, and retries', async () => {
    // ofetch itself retries a failed GET once: two failures make one failed load.
    const failed = { status: 500, body: { message: 'boom' } };
    mockApi({ [GET]: [failed, failed, settingsReply('sw')] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { events } = await renderWithProviders(
      <QueryClientProvider client={client}>
        <SettingsPage provider="email" onDeleted={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Your settings could not be loaded.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Kiswahili/ })).toBeChecked();
  });
});

describe('SettingsPage: download my data', () => {
  it('fetches the export and hands it to the browser as a file', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { events, api } = await setup({ [EXPORT]: { body: { format: 'harambee-personal-data' } } });
    await events.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your file has been downloaded.')).toBeInTheDocument();
    expect(api.callsTo(EXPORT)).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});

describe('SettingsPage: delete my account', () => {
  const openDialog = async (events: Awaited<ReturnType<typeof setup>>['events']) => {
    await events.click(screen.getByRole('button', { name: 'Delete my account…' }));
    return screen.getByRole('dialog', { name: 'Delete your account?' });
  };

  it('needs the password and the exact word DELETE before it asks the server', async () => {
    const { events, api, onDeleted } = await setup({
      [DELETE]: [
        { status: 400, body: { message: MSG.currentPasswordWrong, errors: { password: [MSG.currentPasswordWrong] } } },
        { body: { message: MSG.accountDeleted } },
      ],
    });
    const dialog = await openDialog(events);
    const password = within(dialog).getByLabelText('Your password');
    expect(password).toHaveFocus();
    const confirm = within(dialog).getByLabelText('Type DELETE to confirm');
    const submit = within(dialog).getByRole('button', { name: 'Delete my account' });

    await events.click(submit);
    expect(await within(dialog).findByText(MSG.deletePasswordRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.deleteConfirmWord)).toBeInTheDocument();

    await events.type(password, 'Wr0ng!Pass');
    await events.type(confirm, 'delete');
    await events.click(submit);
    expect(await within(dialog).findByText(MSG.deleteConfirmWord)).toBeInTheDocument();
    expect(api.callsTo(DELETE)).toHaveLength(0);

    await events.clear(confirm);
    await events.type(confirm, 'DELETE');
    await events.click(submit);
    expect(await within(dialog).findByText(MSG.currentPasswordWrong)).toBeInTheDocument();
    expect(api.callsTo(DELETE)[0]!.body).toEqual({ confirm: 'DELETE', password: 'Wr0ng!Pass' });
    expect(onDeleted).not.toHaveBeenCalled();

    await events.clear(password);
    await events.type(password, 'Str0ng!Pass');
    await events.click(submit);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(api.callsTo(DELETE)[1]!.body).toEqual({ confirm: 'DELETE', password: 'Str0ng!Pass' });
  });

  it('closes with Cancel, sending nothing', async () => {
    const { events, api } = await setup({});
    const dialog = await openDialog(events);
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account…' })).toHaveFocus();
    expect(api.callsTo(DELETE)).toHaveLength(0);
  });

  it('asks a Google account for a fresh sign-in instead of a password', async () => {
    const reauthenticate = vi.fn(async () => 'fresh-id-token');
    const { events, api, onDeleted } = await setup(
      { [DELETE]: { body: { message: MSG.accountDeleted } } },
      { provider: 'google', reauthenticate },
    );
    const dialog = await openDialog(events);
    expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Google asks you to sign in again/)).toBeInTheDocument();
    await events.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await events.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(reauthenticate).toHaveBeenCalledWith('google');
    expect(api.callsTo(DELETE)[0]!.body).toEqual({ confirm: 'DELETE', id_token: 'fresh-id-token' });
  });
});
