import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('PAYMENT_LATE_QUERY_SECONDS', () => {
  it('defaults to 10 minutes, 1 hour, 6 hours and 24 hours', () => {
    expect(loadEnv({}).PAYMENT_LATE_QUERY_SECONDS).toEqual([600, 3600, 21600, 86400]);
  });

  it('reads comma-separated seconds, spaces forgiven', () => {
    expect(loadEnv({ PAYMENT_LATE_QUERY_SECONDS: '2, 4,8' }).PAYMENT_LATE_QUERY_SECONDS).toEqual([2, 4, 8]);
    expect(loadEnv({ PAYMENT_LATE_QUERY_SECONDS: '0.5' }).PAYMENT_LATE_QUERY_SECONDS).toEqual([0.5]);
  });

  it('refuses zero, words and times out of order, naming the variable', () => {
    for (const bad of ['0,10', 'ten', '600,60', '600,,3600'])
      expect(() => loadEnv({ PAYMENT_LATE_QUERY_SECONDS: bad })).toThrow(/PAYMENT_LATE_QUERY_SECONDS/);
  });
});
