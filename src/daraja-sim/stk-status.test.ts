import { afterEach, describe, expect, it } from 'vitest';
import { PAYOUT_PATHS, PAYOUT_RESULT, resultParameters, type PayoutResult } from '#shared/daraja-payouts.ts';
import { PAYER, securityCredential, sleep, startReceiver, startSim } from './test-kit.ts';

// Transaction Status asked about an STK payment by its M-Pesa receipt ("I paid but it's not
// showing"): found once M-Pesa has finished it, with the payer and our shortcode as its parties.

const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function setUp() {
  const kit = startSim();
  const receiver = await startReceiver();
  stops.push(() => kit.sim.close(), receiver.close);
  const ask = (TransactionID: string, overrides: Record<string, unknown> = {}) =>
    kit.post(PAYOUT_PATHS.transactionStatus, {
      Initiator: 'testapi',
      SecurityCredential: securityCredential(),
      CommandID: 'TransactionStatusQuery',
      TransactionID,
      PartyA: '600984',
      IdentifierType: '4',
      ResultURL: receiver.url,
      QueueTimeOutURL: `${receiver.url}/timeout`,
      Remarks: 'Paid?',
      ...overrides,
    });
  const answer = async (n: number) => ((await receiver.waitFor(n))[n - 1]?.body as PayoutResult).Result;
  return { kit, ask, answer };
}

const receiptOf = (kit: ReturnType<typeof startSim>) =>
  kit.sim.state.transactions.list(PAYER).find((t) => t.payment)?.payment?.receipt;

describe('Transaction Status for STK payments', () => {
  it('finds a paid push by its receipt, with its amount and parties', async () => {
    const { kit, ask, answer } = await setUp();
    expect((await kit.push({ Amount: 250 })).status).toBe(200);
    await sleep(300);
    const receipt = receiptOf(kit)!;
    expect(receipt).toMatch(/^[A-Z][A-Z0-9]{9}$/);
    expect((await ask(receipt)).status).toBe(200);
    const result = await answer(1);
    expect(result).toMatchObject({ ResultCode: 0, TransactionID: receipt });
    const values = Object.fromEntries(resultParameters(result).map((p) => [p.Key, p.Value]));
    expect(values).toMatchObject({
      ReceiptNo: receipt,
      Amount: '250',
      TransactionStatus: 'Completed',
      DebitPartyName: `${PAYER} - JOHN DOE`,
      CreditPartyName: '174379 - Harambee',
    });
  });

  it('does not find a push M-Pesa has not finished, nor a code it never issued', async () => {
    const { kit, ask, answer } = await setUp();
    await kit.push();
    await ask('SOMECODE12');
    expect((await answer(1)).ResultCode).not.toBe(0);
    expect(receiptOf(kit)).toBeUndefined();
  });

  it('answers a wrong initiator with 2001 whatever the code (the money-out faults apply)', async () => {
    const { kit, ask, answer } = await setUp();
    await kit.push();
    await sleep(300);
    await ask(receiptOf(kit)!, { SecurityCredential: securityCredential('wrong') });
    expect(Number((await answer(1)).ResultCode)).toBe(PAYOUT_RESULT.initiatorInvalid);
  });
});
