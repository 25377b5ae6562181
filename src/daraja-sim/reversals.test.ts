import { afterEach, describe, expect, it } from 'vitest';
import { PAYOUT_PATHS, resultValue, type PayoutResult } from '#shared/daraja-payouts.ts';
import { REVERSAL_PATH } from '#shared/daraja-reversal.ts';
import { SANDBOX } from '#shared/daraja.ts';
import { PAYER, securityCredential, sleep, startReceiver, startSim } from './test-kit.ts';

// Reversals as the simulator plays them (Daraja's "Reversals" page): the acknowledgement, one result,
// each outcome of the README on its number, a receipt reversed once, and a lost result that a
// Transaction Status query finds.

const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function setUp() {
  const kit = startSim();
  const receiver = await startReceiver();
  stops.push(() => kit.sim.close(), receiver.close);
  /** A paid push from `phone`: its receipt. */
  const paid = async (phone: string, amount = 300) => {
    expect((await kit.push({ PartyA: phone, PhoneNumber: phone, Amount: amount })).status).toBe(200);
    await sleep(300);
    return kit.sim.state.transactions.list(phone).at(-1)!.payment!.receipt;
  };
  const reverse = (receipt: string, overrides: Record<string, unknown> = {}) =>
    kit.post(REVERSAL_PATH, {
      Initiator: 'testapi',
      SecurityCredential: securityCredential(),
      CommandID: 'TransactionReversal',
      TransactionID: receipt,
      Amount: '300',
      ReceiverParty: SANDBOX.shortcode,
      RecieverIdentifierType: '11',
      ResultURL: `${receiver.url}/result`,
      QueueTimeOutURL: `${receiver.url}/timeout`,
      Remarks: 'Fundraiser taken down',
      ...overrides,
    });
  const results = () =>
    receiver.received.filter((r) => r.path.endsWith('/result')).map((r) => (r.body as PayoutResult).Result);
  const listed = async () => (await (await kit.request('/simulator/reversals')).json()) as Record<string, unknown>[];
  return { kit, receiver, paid, reverse, results, listed };
}

describe('Reversals', () => {
  it('gives a paid push back once: acknowledged, one result read by Key, listed reversed without the credential', async () => {
    const { receiver, paid, reverse, results, listed } = await setUp();
    const receipt = await paid(PAYER);
    const reply = await reverse(receipt);
    expect(reply.status).toBe(200);
    const ack = (await reply.json()) as Record<string, string>;
    expect(ack).toMatchObject({ ResponseCode: '0', ResponseDescription: 'Accept the service request successfully.' });
    await receiver.waitFor(1);
    const [result] = results();
    expect(result).toMatchObject({ ResultCode: 0, OriginatorConversationID: ack.OriginatorConversationID });
    expect(result!.TransactionID).toMatch(/^SK[A-Z0-9]{8}$/);
    expect(resultValue(result!, 'OriginalTransactionID')).toBe(receipt);
    expect(resultValue(result!, 'Amount')).toBe(300);
    expect(resultValue(result!, 'CreditPartyPublicName')).toBe(`${PAYER} - JOHN DOE`);
    const [row] = await listed();
    expect(row).toMatchObject({ TransactionID: receipt, Amount: 300, reversed: true, ResultCode: '0' });
    expect(row).not.toHaveProperty('SecurityCredential');

    // The same receipt again: M-Pesa reverses a payment once.
    await reverse(receipt);
    await receiver.waitFor(2);
    expect(results()[1]).toMatchObject({ ResultCode: 'R000001', TransactionID: 'SKE0000000' });
    expect((await listed()).filter((r) => r.reversed)).toHaveLength(1);
  });

  it('answers R000002 for a receipt it does not know and for a part of a payment', async () => {
    const { receiver, paid, reverse, results } = await setUp();
    await reverse('QZZ0000000');
    const receipt = await paid(PAYER);
    await reverse(receipt, { Amount: '100' });
    await receiver.waitFor(2);
    expect(results().map((r) => r.ResultCode)).toEqual(['R000002', 'R000002']);
    expect(results()[0]!.ResultParameters).toBeUndefined();
  });

  it('plays each magic number: reversed by its payer already, no reversal role, and a result lost that a status query finds', async () => {
    const { kit, receiver, paid, reverse, results, listed } = await setUp();
    await reverse(await paid('254700008001'));
    await reverse(await paid('254700008021'));
    await receiver.waitFor(2);
    expect(results().map((r) => r.ResultCode)).toEqual(['R000001', '21']);

    const lost = await reverse(await paid('254700008999'));
    const { OriginatorConversationID } = (await lost.json()) as Record<string, string>;
    await sleep(400);
    expect(results()).toHaveLength(2);
    expect((await listed())[0]).toMatchObject({ reversed: true, resultLost: true });
    await kit.post(PAYOUT_PATHS.transactionStatus, {
      Initiator: 'testapi',
      SecurityCredential: securityCredential(),
      CommandID: 'TransactionStatusQuery',
      OriginalConversationID: OriginatorConversationID,
      PartyA: SANDBOX.shortcode,
      IdentifierType: '4',
      ResultURL: `${receiver.url}/status`,
      QueueTimeOutURL: `${receiver.url}/timeout`,
      Remarks: 'Reversal status',
    });
    await receiver.waitFor(3);
    const status = (receiver.received.find((r) => r.path.endsWith('/status'))!.body as PayoutResult).Result;
    expect(status.ResultCode).toBe(0);
    expect(resultValue(status, 'TransactionStatus')).toBe('Completed');
    expect(resultValue(status, 'ReasonType')).toBe('Reversal');
    expect(resultValue(status, 'Amount')).toBe('300');
  });

  it('refuses a request as Daraja does: the correct spelling is not read, a wrong initiator is 2001', async () => {
    const { receiver, paid, reverse, results } = await setUp();
    const receipt = await paid(PAYER);
    const misspelled = await reverse(receipt, { RecieverIdentifierType: undefined, ReceiverIdentifierType: '11' });
    expect(misspelled.status).toBe(400);
    expect(await misspelled.json()).toMatchObject({ errorMessage: 'Bad Request - Invalid RecieverIdentifierType' });
    expect((await reverse(receipt, { Remarks: 'x' })).status).toBe(400);
    await reverse(receipt, { SecurityCredential: securityCredential('wrong') });
    await receiver.waitFor(1);
    expect(results()[0]!.ResultCode).toBe('2001');
  });
});
