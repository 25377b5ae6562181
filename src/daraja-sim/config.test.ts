import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SANDBOX } from '#shared/daraja.ts';
import { createSimulator } from './app.ts';
import { readSimConfig, SIM_DEFAULTS } from './config.ts';

describe('Daraja simulator: configuration and start-up', () => {
  it('defaults to the documented values', () => {
    expect(readSimConfig({})).toEqual({
      port: 8089,
      host: '127.0.0.1',
      consumerKey: 'harambee-sim-key',
      consumerSecret: 'harambee-sim-secret',
      shortcode: SANDBOX.shortcode,
      passkey: SANDBOX.passkey,
      callbackDelayMs: 4000,
      processingMs: 20_000,
      tokenSeconds: 3599,
      initiatorName: 'testapi',
      initiatorPassword: 'Safaricom999!*!',
      payoutDelayMs: 3000,
      c2bValidation: false,
      c2bMaskMsisdn: true,
    });
    expect(readSimConfig({})).toEqual(SIM_DEFAULTS);
  });

  it('reads every DARAJA_SIM_ variable, and takes an empty one as unset', () => {
    const config = readSimConfig({
      DARAJA_SIM_PORT: '9000',
      DARAJA_SIM_HOST: '0.0.0.0',
      DARAJA_SIM_CONSUMER_KEY: 'k',
      DARAJA_SIM_CONSUMER_SECRET: 's',
      DARAJA_SIM_SHORTCODE: '600000',
      DARAJA_SIM_PASSKEY: 'p',
      DARAJA_SIM_CALLBACK_DELAY_MS: '100',
      DARAJA_SIM_PROCESSING_MS: '',
      DARAJA_SIM_TOKEN_SECONDS: '60',
    });
    expect(config).toMatchObject({ port: 9000, host: '0.0.0.0', shortcode: '600000', callbackDelayMs: 100 });
    expect(config.processingMs).toBe(20_000);
    expect(config.tokenSeconds).toBe(60);
  });

  it('refuses a bad value, naming the variable', () => {
    expect(() => readSimConfig({ DARAJA_SIM_PORT: 'eighty' })).toThrow(/DARAJA_SIM_PORT/);
    expect(() => readSimConfig({ DARAJA_SIM_SHORTCODE: 'till' })).toThrow(/DARAJA_SIM_SHORTCODE/);
  });

  it('answers the health check over real HTTP', async () => {
    const sim = createSimulator();
    const server = serve({ fetch: sim.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('Daraja simulator');
      expect((await fetch(`http://127.0.0.1:${port}/simulator/stats`)).status).toBe(200);
    } finally {
      sim.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
