import { afterEach, describe, expect, it } from 'vitest';
import { REVERSAL_PATH } from '#shared/daraja-reversal.ts';
import { SANDBOX } from '#shared/daraja.ts';
import { STATEMENT_COLUMNS } from '#shared/mpesa-statement.ts';
import { PAYER, securityCredential, sleep, startReceiver, startSim } from './test-kit.ts';

// The paybill's statement as the simulator serves it (D-259), and a payer's own reversal (456): it
// posts nothing to us, shows in the statement linked to the payment, and a reversal asked through
// the API afterwards is R000001.

const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe('the statement and the payer reversal', () => {
  it('lists the payment and the payer reversal linked to it; the API then finds it reversed', async () => {
    const kit = startSim();
    const receiver = await startReceiver();
    stops.push(() => kit.sim.close(), receiver.close);
    expect((await kit.push({ PartyA: PAYER, PhoneNumber: PAYER, Amount: 1500 })).status).toBe(200);
    await sleep(300);
    const receipt = kit.sim.state.transactions.list(PAYER).at(-1)!.payment!.receipt;

    const byPayer = await kit.post('/simulator/payer-reversals', { TransactionID: receipt });
    expect(byPayer.status).toBe(200);
    const { TransactionID: reversal } = (await byPayer.json()) as { TransactionID: string };
    expect((await kit.post('/simulator/payer-reversals', { TransactionID: receipt })).status).toBe(404);
    expect((await kit.post('/simulator/payer-reversals', { TransactionID: 'QZZ0000000' })).status).toBe(404);

    const reply = await kit.request(`/simulator/statement.csv?ShortCode=${SANDBOX.shortcode}`);
    expect(reply.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = (await reply.text()).trim().split('\n');
    expect(header).toBe(STATEMENT_COLUMNS.join(','));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(
      new RegExp(`^${receipt},\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,.*,Completed,"1,500.00",,`),
    );
    expect(rows[1]).toMatch(new RegExp(`^${reversal},.*,Completed,,"-1,500.00",0.00,true,Reversal,.*,${receipt},$`));
    expect((await kit.request('/simulator/statement.csv')).status).toBe(400);

    await kit.post(REVERSAL_PATH, {
      Initiator: 'testapi',
      SecurityCredential: securityCredential(),
      CommandID: 'TransactionReversal',
      TransactionID: receipt,
      Amount: '1500',
      ReceiverParty: SANDBOX.shortcode,
      RecieverIdentifierType: '11',
      ResultURL: `${receiver.url}/result`,
      QueueTimeOutURL: `${receiver.url}/timeout`,
      Remarks: 'Fundraiser taken down',
    });
    await receiver.waitFor(1);
    expect(receiver.received.find((r) => r.path.endsWith('/result'))?.body).toMatchObject({
      Result: { ResultCode: 'R000001' },
    });
  });
});
