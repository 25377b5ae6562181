import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnerPledge } from '#shared/pledges/pledge.schema.ts';
import { PLEDGE_REMINDER_DEFAULTS, REMINDER_MSG } from '#shared/schemas/pledge-reminders.schema.ts';
import { switchLanguage } from '#web/lib/i18n.ts';
import { mockApi, renderWithProviders, type MockReply } from '#web/test-support/render.tsx';
import { PledgesScreen } from './pledges-screen.tsx';

// The owner's and treasurers' pledges (D-241) in jsdom, the API stubbed: loading, empty and error
// states, each pledge with its payments and reminders, 'Send a reminder now' with the server's
// refusals in its words, and the reminder schedule (the owner's to change).

const CODE = 'Abc12345';
const LIST = `GET /api/fundraisers/${CODE}/pledges/`;
const SETTINGS = `GET /api/fundraisers/${CODE}/pledge-reminders/`;
const SAVE = `PUT /api/fundraisers/${CODE}/pledge-reminders/`;
const REMIND = 'POST /api/pledges/p-1/remind/';

const pledge = (overrides: Partial<OwnerPledge> = {}): OwnerPledge => ({
  id: 'p-1',
  number: 3,
  reference: `${CODE}-3`,
  status: 'partly_paid',
  amount: 10000,
  paid: 4000,
  remaining: 6000,
  overdue_amount: 0,
  due_date: '2026-12-24',
  instalments: 1,
  period: null,
  display_name: 'Achieng Odhiambo',
  anonymous: false,
  public: true,
  phone: '0712 ••• 678',
  language: 'en',
  created_at: '2026-11-20T07:00:00Z',
  confirmed_at: '2026-11-20T07:01:00Z',
  released_at: null,
  reminders_sent: 1,
  last_reminded_at: '2026-11-25T06:00:00Z',
  reminders: [{ send_at: '2026-11-25T06:00:00Z', kind: 'before', sms: 'delivered', email: false }],
  next_reminder_at: '2026-12-24T05:00:00Z',
  reminders_off: null,
  payments: [
    {
      reference: 'D-ABC123',
      applied: 4000,
      donation_amount: 5000,
      via: 'paybill',
      paid_at: '2026-11-22T09:30:00Z',
      mpesa_receipt: 'SG632NMUAB',
    },
  ],
  ...overrides,
});

const listOf = (...rows: OwnerPledge[]) => ({
  body: {
    data: rows,
    totals: { currency: 'KES', pledged_kes: 6000, paid_kes: 4000, confirmed_count: rows.length },
  },
});
const settings = { body: { data: { ...PLEDGE_REMINDER_DEFAULTS, updated_at: null } } };

async function setup(routes: Record<string, MockReply | MockReply[]>, isOwner = true) {
  const api = mockApi({ [SETTINGS]: settings, ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderWithProviders(
    <QueryClientProvider client={client}>
      <PledgesScreen shortCode={CODE} title="Desks for Nyalenda" isOwner={isOwner} />
    </QueryClientProvider>,
  );
  return { ...view, api };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('the pledges screen', () => {
  it('says it is loading, then shows the totals and each pledge with its payments and reminders', async () => {
    await setup({ [LIST]: { ...listOf(pledge()), delay: 50 } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pledges to Desks for Nyalenda');
    expect(screen.getByText('Loading pledges…')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Pledge 3: Achieng Odhiambo' });
    expect(screen.getByText('Pledged, not paid yet').nextSibling).toHaveTextContent(/^Ksh\s6,000$/);
    expect(within(card).getByText('Partly paid')).toBeInTheDocument();
    expect(within(card).getByText(/^Ksh\s4,000 paid of Ksh\s10,000$/)).toBeInTheDocument();
    expect(within(card).getByText(/Paybill account Abc12345-3/)).toHaveTextContent('Phone 0712 ••• 678');
    expect(within(card).getByText(/^Ksh\s4,000 of a Ksh\s5,000 gift on .+, by paybill$/)).toBeInTheDocument();
    expect(within(card).getByText(/M-Pesa SG632NMUAB/)).toBeInTheDocument();
    expect(within(card).getByText(/^1 reminder sent · Last reminder /)).toBeInTheDocument();
    expect(within(card).getByText(/before the date/)).toHaveTextContent(/· delivered$/);
    expect(within(card).getByText(/^Next reminder /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('downloads the CSV through the session, as a file named for the fundraiser', async () => {
    const csv = 'number,name\r\n3,Achieng Odhiambo\r\n';
    const { events, api } = await setup({ [LIST]: listOf(pledge()) });
    api.fetch.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).includes('/pledges/csv/')
        ? new Response(csv, { headers: { 'content-type': 'text/csv' } })
        : new Response(JSON.stringify(listOf(pledge()).body), { headers: { 'content-type': 'application/json' } }),
    );
    // jsdom makes no object URLs: these stand in for the browser's, for this file.
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:csv'), revokeObjectURL: () => {} });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await events.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual([`pledges-${CODE}.csv`]));
    const text = await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsText(blobs[0]!);
    });
    expect(text).toBe(csv);
    click.mockRestore();
  });

  it('says when there are no pledges yet, and offers to try again when they did not load', async () => {
    // The client asks twice before it gives up on a 500 (ofetch's one retry).
    const failed = { status: 500, body: { message: 'Oops' } };
    const { api } = await setup({ [LIST]: [failed, failed, listOf()] });
    await screen.findByText('Could not load the pledges.');
    await (await screen.findByRole('button', { name: 'Try again' })).click();
    expect(await screen.findByText(/No pledges yet/)).toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it("sends a reminder now and says when it goes, or the server's refusal in its words", async () => {
    const { events, api } = await setup({
      [LIST]: listOf(pledge()),
      [REMIND]: [
        { status: 202, body: { message: REMINDER_MSG.queued, data: { send_at: '2026-11-27T07:00:00Z' } } },
        { status: 429, body: { message: REMINDER_MSG.onceADay } },
      ],
    });
    const remind = await screen.findByRole('button', { name: 'Send a reminder now: pledge 3' });
    await events.click(remind);
    expect(await screen.findByText(/^Reminder sent\. \(.+\)$/)).toHaveAttribute('role', 'status');
    await events.click(remind);
    expect(await screen.findByRole('alert')).toHaveTextContent(REMINDER_MSG.onceADay);
    expect(api.callsTo(REMIND)).toHaveLength(2);
  });

  it('offers no reminder for a released or fully paid pledge', async () => {
    await setup({
      [LIST]: listOf(
        pledge({ status: 'released', next_reminder_at: null, reminders_off: 'released' }),
        pledge({ id: 'p-2', number: 4, status: 'fulfilled', next_reminder_at: null, reminders_off: 'fulfilled' }),
      ),
    });
    await screen.findByRole('article', { name: /Pledge 4/ });
    expect(screen.getByText('No reminders: the pledger released it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /reminder now/ })).toBeNull();
  });

  it("lets the owner change the schedule within the limits, in the schema's words; a treasurer only reads it", async () => {
    const { events, api } = await setup({
      [LIST]: listOf(),
      [SAVE]: { body: { data: { ...PLEDGE_REMINDER_DEFAULTS, every_days: 10, updated_at: '2026-11-27T08:00:00Z' } } },
    });
    const every = await screen.findByLabelText('After the date, every … days');
    expect(every).toHaveValue(7);
    await events.clear(every);
    await events.type(every, '1');
    await events.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText(REMINDER_MSG.everyDays)).toBeInTheDocument();
    expect(api.callsTo(SAVE)).toHaveLength(0);
    await events.clear(every);
    await events.type(every, '10');
    await events.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]!.body).toEqual({ enabled: true, days_before: 3, every_days: 10, max_after: 3 });
    expect(await screen.findByText(REMINDER_MSG.saved)).toBeInTheDocument();
  });

  it('shows a treasurer the schedule without a way to change it', async () => {
    await setup({ [LIST]: listOf() }, false);
    expect(await screen.findByLabelText('Days before each date')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save schedule' })).toBeNull();
  });

  it('speaks Kiswahili, the server’s refusals too', async () => {
    await switchLanguage('sw');
    const { events } = await setup({
      [LIST]: listOf(pledge()),
      [REMIND]: { status: 409, body: { message: REMINDER_MSG.optedOut } },
    });
    await events.click(await screen.findByRole('button', { name: 'Tuma kikumbusho sasa: ahadi 3' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Aliyeahidi alituma ACHA');
    expect(screen.getByText('Imelipwa sehemu')).toBeInTheDocument();
  });
});
