import { FetchError } from 'ofetch';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test-support/render.tsx';
import { authed, setSessionEndHandler } from './api-client.ts';

// Spec §7: the authenticated client refreshes once on a 401 and retries once; an unrecoverable
// 401, or a 403, ends the session (the app then goes to sign-in with a redirect back).

const REFRESH = 'POST /api/token/refresh/';
const DATA = 'GET /api/common/industries/';
const ok = { status: 200, body: { data: [{ id: 1, name: 'Agriculture' }] } };
const unauthorized = { status: 401, body: { message: 'Authentication credentials were not provided or have expired' } };

let sessionEnd: ReturnType<typeof vi.fn<(reason: 401 | 403) => void>>;
beforeEach(() => {
  sessionEnd = vi.fn<(reason: 401 | 403) => void>();
  setSessionEndHandler(sessionEnd);
});

/** The rejection of `promise`, which must reject. */
async function rejectionOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the call to fail');
}

describe('authed()', () => {
  it('passes a 200 through without refreshing', async () => {
    const api = mockApi({ [DATA]: ok });
    await expect(authed('/common/industries/')).resolves.toEqual(ok.body);
    expect(api.callsTo(REFRESH)).toHaveLength(0);
    expect(sessionEnd).not.toHaveBeenCalled();
  });

  it('on a 401 refreshes once, retries once and returns the retried result', async () => {
    const api = mockApi({ [DATA]: [unauthorized, ok], [REFRESH]: { body: { access: 'new-access' } } });
    await expect(authed('/common/industries/')).resolves.toEqual(ok.body);
    expect(api.callsTo(REFRESH)).toHaveLength(1);
    expect(api.callsTo(DATA)).toHaveLength(2);
    expect(api.calls.map((c) => c.key)).toEqual([DATA, REFRESH, DATA]);
    expect(sessionEnd).not.toHaveBeenCalled();
  });

  it('still retries when the refresh reply holds no access token (after re-reading the cookie)', async () => {
    const api = mockApi({ [DATA]: [unauthorized, ok], [REFRESH]: { body: {} } });
    await expect(authed('/common/industries/')).resolves.toEqual(ok.body);
    expect(api.callsTo(DATA)).toHaveLength(2);
  });

  it('ends the session with 401 and throws when the refresh fails', async () => {
    const api = mockApi({ [DATA]: [unauthorized, ok], [REFRESH]: unauthorized });
    const err = await rejectionOf(authed('/common/industries/'));
    expect(err).toBeInstanceOf(FetchError);
    expect((err as FetchError).response?.status).toBe(401);
    expect(sessionEnd).toHaveBeenCalledTimes(1);
    expect(sessionEnd).toHaveBeenCalledWith(401);
    expect(api.callsTo(DATA)).toHaveLength(1);
    expect(api.callsTo(REFRESH)).toHaveLength(1);
  });

  it('ends the session with 401 when the retry is a 401 again, without a second refresh', async () => {
    const api = mockApi({ [DATA]: unauthorized, [REFRESH]: { body: { access: 'new-access' } } });
    const err = await rejectionOf(authed('/common/industries/'));
    expect((err as FetchError).response?.status).toBe(401);
    expect(sessionEnd).toHaveBeenCalledTimes(1);
    expect(sessionEnd).toHaveBeenCalledWith(401);
    expect(api.callsTo(DATA)).toHaveLength(2);
    expect(api.callsTo(REFRESH)).toHaveLength(1);
  });

  it('ends the session with 403 on a 403, without refreshing or retrying', async () => {
    const api = mockApi({ [DATA]: { status: 403, body: { message: 'You do not have permission to do this' } } });
    const err = await rejectionOf(authed('/common/industries/'));
    expect((err as FetchError).response?.status).toBe(403);
    expect(sessionEnd).toHaveBeenCalledTimes(1);
    expect(sessionEnd).toHaveBeenCalledWith(403);
    expect(api.callsTo(REFRESH)).toHaveLength(0);
    expect(api.callsTo(DATA)).toHaveLength(1);
  });

  it('leaves the session alone on other errors', async () => {
    const api = mockApi({ [DATA]: { status: 404, body: { message: 'Not found' } } });
    const err = await rejectionOf(authed('/common/industries/'));
    expect((err as FetchError).response?.status).toBe(404);
    expect(sessionEnd).not.toHaveBeenCalled();
    expect(api.callsTo(REFRESH)).toHaveLength(0);
  });

  it('lets two parallel 401s share one refresh call', async () => {
    const other = 'GET /api/common/team-sizes/';
    const api = mockApi({
      [DATA]: [unauthorized, ok],
      [other]: [unauthorized, { body: { data: [] } }],
      [REFRESH]: { body: { access: 'new-access' }, delay: 50 },
    });
    const [a, b] = await Promise.all([authed('/common/industries/'), authed('/common/team-sizes/')]);
    expect(a).toEqual(ok.body);
    expect(b).toEqual({ data: [] });
    expect(api.callsTo(REFRESH)).toHaveLength(1);
    expect(api.callsTo(DATA)).toHaveLength(2);
    expect(api.callsTo(other)).toHaveLength(2);
    expect(sessionEnd).not.toHaveBeenCalled();
  });

  it('refreshes again for a later 401 once the first refresh has finished', async () => {
    const api = mockApi({ [DATA]: [unauthorized, ok, unauthorized, ok], [REFRESH]: { body: { access: 'a' } } });
    await authed('/common/industries/');
    await authed('/common/industries/');
    expect(api.callsTo(REFRESH)).toHaveLength(2);
  });
});
