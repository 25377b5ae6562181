import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { darajaTimestamp, DARAJA_PATHS, SANDBOX, stkPassword } from '#shared/daraja.ts';
import { credentials, pushBody, startSim } from './test-kit.ts';
import { checkPush, checkQuery } from './validate.ts';

const merchant = { shortcode: SANDBOX.shortcode, passkey: SANDBOX.passkey };
const HOUR = 60 * 60 * 1000;

const refusal = (overrides: Record<string, unknown>) => {
  const checked = checkPush(pushBody(overrides), merchant);
  return checked.kind === 'valid' ? 'accepted' : checked.failure.errorMessage;
};

describe('Daraja simulator: push validation, exactly as strict as Daraja', () => {
  it('accepts a well-formed push, numbers given as strings or numbers', () => {
    expect(refusal({})).toBe('accepted');
    expect(refusal({ Amount: '10', BusinessShortCode: 174379, PartyA: 254712345678, PhoneNumber: 254712345678 })).toBe(
      'accepted',
    );
    expect(refusal({ TransactionType: 'CustomerBuyGoodsOnline', PhoneNumber: '254112345678' })).toBe('accepted');
  });

  it('takes a 20-character TransactionDesc (Daraja documents 13 but takes more)', () => {
    expect(refusal({ TransactionDesc: 'Harambee donation 20' })).toBe('accepted');
    expect(refusal({ TransactionDesc: '' })).toBe('Bad Request - Invalid TransactionDesc');
    expect(refusal({ TransactionDesc: undefined })).toBe('Bad Request - Invalid TransactionDesc');
  });

  it('takes any real date and time as Timestamp, as Daraja does: its own sample, UTC, Nairobi', () => {
    const at = (timestamp: string) => refusal(credentials(timestamp));
    expect(at('20160216165627')).toBe('accepted');
    expect(at(darajaTimestamp(new Date(Date.now() - 3 * HOUR)))).toBe('accepted');
    expect(
      at(
        new Date()
          .toISOString()
          .replace(/[^0-9]/g, '')
          .slice(0, -3),
      ),
    ).toBe('accepted');
    expect(at(darajaTimestamp(new Date(Date.now() + 2 * HOUR)))).toBe('accepted');
    expect(at('20240229235959')).toBe('accepted');
    expect(at('20230229120000')).toBe('Bad Request - Invalid Timestamp');
  });

  it('limits AccountReference to 12 characters', () => {
    expect(refusal({ AccountReference: 'ABCDEFGHIJKL' })).toBe('accepted');
    expect(refusal({ AccountReference: 'ABCDEFGHIJKLM' })).toBe('Bad Request - Invalid AccountReference');
    expect(refusal({ AccountReference: '' })).toBe('Bad Request - Invalid AccountReference');
  });

  it.each([
    ['BusinessShortCode', { BusinessShortCode: '600000' }],
    ['BusinessShortCode', { BusinessShortCode: undefined }],
    ['Password', { Password: '' }],
    ['Timestamp', { Timestamp: '2026-01-01 10:00:00' }],
    ['Timestamp', { Timestamp: '20261332000000' }],
    ['Timestamp', { Timestamp: '2026111025120000' }],
    ['Timestamp', { Timestamp: '20261125256000' }],
    ['TransactionType', { TransactionType: 'CustomerPayBill' }],
    ['Amount', { Amount: '10.5' }],
    ['Amount', { Amount: 10.5 }],
    ['Amount', { Amount: 0 }],
    ['Amount', { Amount: 'ten' }],
    ['Amount', { Amount: 250_001 }],
    ['PartyA', { PartyA: '0712345678' }],
    ['PartyB', { PartyB: '' }],
    ['PhoneNumber', { PhoneNumber: '254812345678' }],
    ['PhoneNumber', { PhoneNumber: '2547123456789' }],
    ['CallBackURL', { CallBackURL: 'http://example.org/callback' }],
    ['CallBackURL', { CallBackURL: 'not a url' }],
    ['CallBackURL', { CallBackURL: 'ftp://example.org/callback' }],
  ])('refuses a bad %s (%j)', (field, overrides) => {
    expect(refusal(overrides)).toBe(`Bad Request - Invalid ${field}`);
  });

  it('accepts https callbacks, and plain http only on the loopback', () => {
    for (const url of [
      'https://harambee.example/cb',
      'http://localhost:8080/cb',
      'http://127.0.0.2/cb',
      'http://[::1]:80/cb',
    ]) {
      expect(refusal({ CallBackURL: url })).toBe('accepted');
    }
  });

  it('checks the password after the fields, as a 500 "Wrong credentials"', () => {
    const checked = checkPush(
      pushBody({ Password: stkPassword(SANDBOX.shortcode, 'wrong', darajaTimestamp()) }),
      merchant,
    );
    expect(checked).toEqual({
      kind: 'invalid',
      failure: { status: 500, errorCode: '500.001.1001', errorMessage: 'Wrong credentials' },
    });
    // A bad field is reported before a wrong password.
    expect(refusal({ Password: 'wrong', Amount: 0 })).toBe('Bad Request - Invalid Amount');
  });

  it('checks a query the same way', () => {
    const timestamp = darajaTimestamp();
    const good = { ...pushBody(), CheckoutRequestID: 'ws_CO_1' };
    expect(checkQuery(good, merchant)).toEqual({ kind: 'valid', value: { CheckoutRequestID: 'ws_CO_1' } });
    const failure = (body: object) => {
      const checked = checkQuery(body, merchant);
      return checked.kind === 'valid' ? 'accepted' : checked.failure.errorMessage;
    };
    expect(failure({ ...good, CheckoutRequestID: '' })).toBe('Bad Request - Invalid CheckoutRequestID');
    expect(failure({ ...good, Timestamp: '2020' })).toBe('Bad Request - Invalid Timestamp');
    expect(failure({ ...good, Password: stkPassword('1', SANDBOX.passkey, timestamp) })).toBe('Wrong credentials');
  });
});

describe('Daraja simulator: refusals over HTTP', () => {
  let kit: ReturnType<typeof startSim>;
  beforeEach(() => {
    kit = startSim();
  });
  afterEach(() => kit.sim.close());

  it('answers a bad field with HTTP 400 and 400.002.02', async () => {
    const res = await kit.push({ AccountReference: 'ABCDEFGHIJKLM' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      requestId: expect.stringMatching(/^\d+-\d+-1$/),
      errorCode: '400.002.02',
      errorMessage: 'Bad Request - Invalid AccountReference',
    });
  });

  it('answers a wrong password with HTTP 500 and 500.001.1001', async () => {
    const res = await kit.push({ Password: 'bm90IHRoZSBwYXNzd29yZA==' });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ errorCode: '500.001.1001', errorMessage: 'Wrong credentials' });
  });

  it('answers malformed JSON with "Invalid JSON", and a body not declared JSON as if empty', async () => {
    const bad = await kit.post(DARAJA_PATHS.stkPush, '{"BusinessShortCode":');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid JSON' });
    const undeclared = await kit.request(DARAJA_PATHS.stkPush, {
      method: 'POST',
      headers: { authorization: `Bearer ${await kit.token()}`, 'content-type': 'text/plain' },
      body: JSON.stringify(pushBody()),
    });
    expect(undeclared.status).toBe(400);
    expect(await undeclared.json()).toMatchObject({ errorMessage: 'Bad Request - Invalid BusinessShortCode' });
  });

  it('answers an unknown CheckoutRequestID with 400 "Invalid CheckoutRequestID"', async () => {
    const res = await kit.query('ws_CO_000000000000000254712345678');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errorCode: '400.002.02',
      errorMessage: 'Bad Request - Invalid CheckoutRequestID',
    });
  });

  it('refuses other methods on Daraja paths with 405', async () => {
    const res = await kit.request(DARAJA_PATHS.stkPush);
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ errorCode: '405.001' });
  });
});
