import { afterEach, describe, expect, it } from 'vitest';
import { PAYOUT_PATHS, resultValue, type PayoutResult } from '#shared/daraja-payouts.ts';
import { b2cBody, securityCredential, sleep, startReceiver, startSim } from './test-kit.ts';

// B2C and Transaction Status as the simulator plays them (research §2): every payout number of the
// README, the acknowledgement and the result, the error envelopes, and the initiator's credential.

const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function setUp() {
  const kit = startSim();
  const receiver = await startReceiver();
  stops.push(() => kit.sim.close(), receiver.close);
  const results = () =>
    receiver.received.filter((r) => r.path === '/api/payments/callback').map((r) => r.body as PayoutResult);
  const statusQuery = async (ids: Record<string, string>) => {
    const reply = await kit.post(PAYOUT_PATHS.transactionStatus, {
      Initiator: 'testapi',
      SecurityCredential: securityCredential(),
      CommandID: 'TransactionStatusQuery',
      PartyA: '600992',
      IdentifierType: '4',
      ResultURL: `${receiver.url}/status`,
      QueueTimeOutURL: `${receiver.url}/status-timeout`,
      Remarks: 'Did it pay?',
      ...ids,
    });
    expect(reply.status).toBe(200);
    const before = receiver.received.filter((r) => r.path.endsWith('/status')).length;
    const until = Date.now() + 2000;
    while (receiver.received.filter((r) => r.path.endsWith('/status')).length === before && Date.now() < until)
      await sleep(20);
    return (receiver.received.filter((r) => r.path.endsWith('/status')).at(-1)!.body as PayoutResult).Result;
  };
  const payouts = async () => (await (await kit.request('/simulator/payouts')).json()) as Record<string, unknown>[];
  return { kit, receiver, results, statusQuery, payouts };
}

describe('B2C payouts', () => {
  it('acknowledges, pays and posts one result read by Key; lists it without the credential', async () => {
    const { kit, receiver, results, payouts } = await setUp();
    const body = b2cBody(receiver.url, { Amount: 2500 });
    expect(body.SecurityCredential).toHaveLength(344);
    const reply = await kit.b2c(body);
    expect(reply.status).toBe(200);
    const ackBody = (await reply.json()) as Record<string, string>;
    expect(ackBody).toEqual({
      OriginatorConversationID: body.OriginatorConversationID,
      ConversationID: expect.stringMatching(/^AG_\d{8}_/),
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });
    await receiver.waitFor(1);
    await sleep(200);
    expect(results()).toHaveLength(1);
    const { Result } = results()[0]!;
    expect(Result).toMatchObject({ ResultCode: 0, OriginatorConversationID: body.OriginatorConversationID });
    expect(resultValue(Result, 'TransactionReceipt')).toBe(Result.TransactionID);
    expect(resultValue(Result, 'TransactionAmount')).toBe(2500);
    expect(resultValue(Result, 'ReceiverPartyPublicName')).toBe('254712345678 - JOHN DOE');
    expect(resultValue(Result, 'TransactionCompletedDateTime')).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
    const [listed] = await payouts();
    expect(listed).toMatchObject({
      OriginatorConversationID: body.OriginatorConversationID,
      Amount: 2500,
      paid: true,
      ResultCode: 0,
    });
    expect(listed).not.toHaveProperty('SecurityCredential');
  });

  it('answers a wrong initiator password in the result (2001), pays nothing', async () => {
    const { kit, receiver, results, payouts } = await setUp();
    const reply = await kit.b2c(b2cBody(receiver.url, { SecurityCredential: securityCredential('not-the-password') }));
    expect(reply.status).toBe(200);
    await receiver.waitFor(1);
    expect(results()[0]!.Result).toMatchObject({
      ResultCode: 2001,
      ResultDesc: 'The initiator information is invalid.',
    });
    expect(results()[0]!.Result.ResultParameters).toBeUndefined();
    expect((await payouts())[0]).toMatchObject({ paid: false, ResultCode: 2001 });
  });

  it('refuses a repeated OriginatorConversationID with the duplicate envelope', async () => {
    const { kit, receiver } = await setUp();
    const body = b2cBody(receiver.url);
    expect((await kit.b2c(body)).status).toBe(200);
    const again = await kit.b2c(body);
    expect(again.status).toBe(500);
    expect(await again.json()).toMatchObject({
      errorCode: '500.002.1001',
      errorMessage: 'Duplicate OriginatorConversationID.',
    });
  });

  it.each([
    ['254700001001', 1000, 1],
    ['254700002040', 1000, 2040],
    ['254712345678', 9, 2],
    ['254712345678', 250_001, 3],
  ])('plays %s for KES %i as result %i, unpaid', async (PartyB, Amount, code) => {
    const { kit, receiver, results, payouts } = await setUp();
    expect((await kit.b2c(b2cBody(receiver.url, { PartyB, Amount }))).status).toBe(200);
    await receiver.waitFor(1);
    expect(results()[0]!.Result.ResultCode).toBe(code);
    expect((await payouts())[0]!.paid).toBe(false);
  });

  it('pays 0700 009 999 without a result; the status query says paid, by id or by receipt', async () => {
    const { kit, receiver, statusQuery, payouts } = await setUp();
    const body = b2cBody(receiver.url, { PartyB: '254700009999' });
    await kit.b2c(body);
    expect((await statusQuery({ OriginalConversationID: body.OriginatorConversationID })).ResultCode).toBe(17);
    await sleep(250);
    expect(receiver.received.filter((r) => r.path === '/api/payments/callback')).toHaveLength(0);
    const byId = await statusQuery({ OriginalConversationID: body.OriginatorConversationID });
    expect(byId.ResultCode).toBe(0);
    expect(resultValue(byId, 'TransactionStatus')).toBe('Completed');
    const receipt = resultValue(byId, 'ReceiptNo') as string;
    expect(receipt).toBe((await payouts())[0]!.TransactionID);
    expect((await statusQuery({ TransactionID: receipt })).ResultCode).toBe(0);
    expect((await statusQuery({ OriginalConversationID: 'never-sent' })).ResultCode).toBe(17);
  });

  it('posts the result of 0700 009 998 twice', async () => {
    const { kit, receiver, results } = await setUp();
    await kit.b2c(b2cBody(receiver.url, { PartyB: '254700009998' }));
    await receiver.waitFor(2);
    expect(results().map((r) => r.Result.ResultCode)).toEqual([0, 0]);
  });

  it('echoes the request of 0700 009 996 to QueueTimeOutURL; the query says paid', async () => {
    const { kit, receiver, statusQuery } = await setUp();
    const body = b2cBody(receiver.url, { PartyB: '254700009996' });
    await kit.b2c(body);
    await receiver.waitFor(1);
    expect(receiver.received[0]).toMatchObject({ path: '/api/payments/callback/timeout' });
    expect(receiver.received[0]!.body).toMatchObject({
      OriginatorConversationID: body.OriginatorConversationID,
      PartyB: '254700009996',
    });
    expect((await statusQuery({ OriginalConversationID: body.OriginatorConversationID })).ResultCode).toBe(0);
  });

  it('answers 0700 009 995 "System internal error." though it pays', async () => {
    const { kit, receiver, statusQuery, payouts } = await setUp();
    const body = b2cBody(receiver.url, { PartyB: '254700009995' });
    const reply = await kit.b2c(body);
    expect(reply.status).toBe(500);
    expect(await reply.json()).toMatchObject({ errorCode: '500.002.1001', errorMessage: 'System internal error.' });
    await sleep(200);
    expect((await payouts())[0]!.paid).toBe(true);
    expect((await statusQuery({ OriginalConversationID: body.OriginatorConversationID })).ResultCode).toBe(0);
  });

  it('checks fields in Daraja’s words, and takes either spelling of Occassion', async () => {
    const { kit, receiver } = await setUp();
    const bad = async (overrides: Record<string, unknown>) =>
      (await (await kit.b2c(b2cBody(receiver.url, overrides))).json()) as Record<string, string>;
    expect(await bad({ Remarks: 'x' })).toMatchObject({
      errorCode: '400.002.02',
      errorMessage: 'Bad Request - Invalid Remarks',
    });
    expect(await bad({ PartyB: '0712345678' })).toMatchObject({ errorMessage: 'Bad Request - Invalid PartyB' });
    expect(await bad({ ResultURL: 'http://example.com/result' })).toMatchObject({
      errorMessage: 'Bad Request - Invalid ResultURL',
    });
    const { Occassion: _, ...spelledRight } = b2cBody(receiver.url);
    expect((await kit.b2c({ ...spelledRight, Occasion: 'Fees' })).status).toBe(200);
    const query = await kit.post(PAYOUT_PATHS.transactionStatus, {
      'Command ID': 'TransactionStatusQuery',
      Initiator: 'testapi',
    });
    expect(await query.json()).toMatchObject({ errorMessage: 'Bad Request - Invalid SecurityCredential' });
  });
});
