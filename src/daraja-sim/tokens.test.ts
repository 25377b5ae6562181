import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DARAJA_PATHS, errorEnvelopeSchema, oauthResponseSchema } from '#shared/daraja.ts';
import { BASIC, sleep, startSim } from './test-kit.ts';

const OAUTH = `${DARAJA_PATHS.oauth}?grant_type=client_credentials`;

describe('Daraja simulator: access tokens', () => {
  let kit: ReturnType<typeof startSim>;
  beforeEach(() => {
    kit = startSim();
  });
  afterEach(() => kit.sim.close());

  const error = async (res: Response) => errorEnvelopeSchema.parse(await res.json());

  it('issues a token with expires_in as a string, as Daraja does', async () => {
    const res = await kit.request(OAUTH, { headers: { authorization: BASIC } });
    expect(res.status).toBe(200);
    const body = oauthResponseSchema.parse(await res.json());
    expect(body.expires_in).toBe('3599');
    expect(body.access_token).toMatch(/^[A-Za-z0-9]{28}$/);
    expect(kit.sim.state.stats().tokensIssued).toBe(1);
  });

  it('refuses wrong or missing client credentials with 400.008.01', async () => {
    const wrong: Record<string, string>[] = [{ authorization: `Basic ${btoa('harambee-sim-key:wrong')}` }, {}];
    for (const headers of wrong) {
      const res = await kit.request(OAUTH, { headers });
      expect(res.status).toBe(400);
      expect(await error(res)).toMatchObject({
        errorCode: '400.008.01',
        errorMessage: 'Invalid Authentication passed',
      });
    }
  });

  it('refuses a missing or wrong grant_type with 400.008.02', async () => {
    for (const path of [DARAJA_PATHS.oauth, `${DARAJA_PATHS.oauth}?grant_type=password`]) {
      const res = await kit.request(path, { headers: { authorization: BASIC } });
      expect(res.status).toBe(400);
      expect(await error(res)).toMatchObject({ errorCode: '400.008.02', errorMessage: 'Invalid grant type passed' });
    }
  });

  it('voids every earlier token when it issues a new one (HTTP 404, 404.001.03)', async () => {
    const first = await kit.token();
    expect((await kit.push({}, first)).status).toBe(200);
    const second = await kit.token();
    const res = await kit.push({ PhoneNumber: '254712000001', PartyA: '254712000001' }, first);
    expect(res.status).toBe(404);
    expect(await error(res)).toMatchObject({ errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
    expect((await kit.push({ PhoneNumber: '254712000001', PartyA: '254712000001' }, second)).status).toBe(200);
  });

  it('refuses an unknown token, and a request without a Bearer header (404.001.04)', async () => {
    expect(await error(await kit.push({}, 'not-a-token'))).toMatchObject({ errorCode: '404.001.03' });
    const res = await kit.request(DARAJA_PATHS.stkPush, { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
    expect(await error(res)).toMatchObject({ errorCode: '404.001.04', errorMessage: 'Invalid Authentication Header' });
  });

  it('lets a token expire after its lifetime', async () => {
    kit.sim.close();
    kit = startSim({ tokenSeconds: 1 });
    const token = await kit.token();
    expect((await kit.push({}, token)).status).toBe(200);
    await sleep(1050);
    const res = await kit.query('ws_CO_anything', token);
    expect(res.status).toBe(404);
    expect(await error(res)).toMatchObject({ errorCode: '404.001.03' });
  });

  it('voids every token on POST /simulator/expire-tokens, and issues a working one after', async () => {
    const token = await kit.token();
    expect((await kit.request('/simulator/expire-tokens', { method: 'POST' })).status).toBe(200);
    expect((await kit.push({}, token)).status).toBe(404);
    expect((await kit.push()).status).toBe(200);
  });
});
