import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CASH_MSG, nairobiDate } from '#shared/cash-book.ts';
import { switchLanguage } from '#web/lib/i18n.ts';
import { mockApi, renderWithProviders, type MockReply } from '#web/test-support/render.tsx';
import { RecordCashForm } from './record-cash-form.tsx';

// Recording a gift received in person (D-237): every field checked by the shared schema as the
// app's words, the date within the fundraiser's life, one Idempotency-Key for every try of the same
// entry, and nothing typed lost when the server refuses.

const POST = 'POST /api/fundraisers/Abc12345/cash-book/';
const CREATED = '2026-01-10T08:00:00.000Z';
const ENTRY = {
  id: 'e-1',
  status: 'waiting',
  amount: 300_000,
  donor_name: 'Mama Wanjiru',
  anonymous: false,
  received_on: nairobiDate(Date.now()),
  note: 'Church harambee, receipt 0142',
  has_photo: false,
  recorded_by: 'Mercy Wanjiru',
  recorded_at: new Date().toISOString(),
  decided_by: null,
  decided_at: null,
  refusal_reason: null,
  recorded_by_me: true,
  can_confirm: false,
  can_withdraw: true,
};
const RECORDED = { status: 201, body: { message: CASH_MSG.recorded, data: ENTRY } };

async function setup(post: MockReply | MockReply[]) {
  const api = mockApi({ [POST]: post });
  const onRecorded = vi.fn();
  const view = await renderWithProviders(
    <RecordCashForm shortCode="Abc12345" createdAt={CREATED} onRecorded={onRecorded} />,
  );
  return { ...view, api, onRecorded };
}

const keysOf = (api: ReturnType<typeof mockApi>) =>
  api.fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => new Headers((init as RequestInit).headers).get('Idempotency-Key'));

const field = (name: string) => screen.getByLabelText(name, { exact: true });

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('RecordCashForm', () => {
  it('records an entry as the schema reads it, once, and clears the form', async () => {
    const { events, api, onRecorded } = await setup(RECORDED);
    await events.type(field('Amount (KES)'), '3 000');
    await events.type(field('Name of who gave'), 'Mama Wanjiru');
    await events.type(screen.getByRole('textbox', { name: 'Note' }), 'Church harambee, receipt 0142');
    expect(field('Date received')).toHaveValue(nairobiDate(Date.now()));
    await events.click(screen.getByRole('button', { name: 'Record' }));

    await waitFor(() => expect(onRecorded).toHaveBeenCalledWith(CASH_MSG.recorded));
    expect(api.callsTo(POST)[0]!.body).toEqual({
      amount: 3000,
      anonymous: false,
      donor_name: 'Mama Wanjiru',
      received_on: nairobiDate(Date.now()),
      note: 'Church harambee, receipt 0142',
    });
    expect(keysOf(api)[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(field('Amount (KES)')).toHaveValue('');
  });

  it('says what is missing in the app’s words, and keeps an anonymous gift nameless', async () => {
    const { events, api } = await setup(RECORDED);
    await events.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText(CASH_MSG.amountRequired)).toBeInTheDocument();
    expect(screen.getByText(CASH_MSG.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CASH_MSG.noteRequired)).toBeInTheDocument();
    expect(field('Amount (KES)')).toHaveAttribute('aria-invalid', 'true');

    await events.type(field('Amount (KES)'), '12.5');
    await events.click(screen.getByRole('checkbox', { name: 'Anonymous: keep no name' }));
    expect(screen.queryByLabelText('Name of who gave')).not.toBeInTheDocument();
    await events.type(screen.getByRole('textbox', { name: 'Note' }), 'Envelope 3');
    await events.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText(CASH_MSG.amountWhole)).toBeInTheDocument();
    expect(screen.queryByText(CASH_MSG.nameRequired)).not.toBeInTheDocument();
    expect(api.callsTo(POST)).toHaveLength(0);
  });

  it('refuses a date after today or before the fundraiser, without asking the server', async () => {
    const { events, api } = await setup(RECORDED);
    await events.type(field('Amount (KES)'), '500');
    await events.type(field('Name of who gave'), 'Baraka');
    await events.type(screen.getByRole('textbox', { name: 'Note' }), 'At the chief’s camp');
    for (const [date, message] of [
      ['2999-01-01', CASH_MSG.dateFuture],
      ['2026-01-09', CASH_MSG.dateBeforeFundraiser],
    ]) {
      await events.clear(field('Date received'));
      await events.type(field('Date received'), date!);
      await events.click(screen.getByRole('button', { name: 'Record' }));
      expect(await screen.findByText(message!)).toBeInTheDocument();
      await waitFor(() => expect(field('Date received')).toHaveFocus());
    }
    expect(api.callsTo(POST)).toHaveLength(0);
  });

  it('keeps everything typed when the server refuses, and tries again with the same key', async () => {
    const down = { status: 503, body: { message: 'Service unavailable' } };
    const noted = { status: 400, body: { message: CASH_MSG.noteMin, errors: { note: [CASH_MSG.noteMin] } } };
    const { events, api, onRecorded } = await setup([down, noted, RECORDED]);
    await events.type(field('Amount (KES)'), '2500');
    await events.type(field('Name of who gave'), 'Otieno');
    await events.type(screen.getByRole('textbox', { name: 'Note' }), 'At the fundraiser dinner');
    await events.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(field('Amount (KES)')).toHaveValue('2500');
    expect(field('Name of who gave')).toHaveValue('Otieno');

    await events.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText(CASH_MSG.noteMin)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('At the fundraiser dinner');
    await events.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalledOnce());
    const keys = keysOf(api);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('speaks Kiswahili, its messages too', async () => {
    await switchLanguage('sw');
    const { events } = await setup(RECORDED);
    expect(screen.getByRole('heading', { name: 'Rekodi mchango uliopokelewa ana kwa ana' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Rekodi' }));
    expect(await screen.findByText('Weka kiasi kilichopokelewa')).toBeInTheDocument();
    expect(screen.getByText('Weka jina la aliyetoa, au chagua Bila jina')).toBeInTheDocument();
  });
});
