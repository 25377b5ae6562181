import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { DARAJA_PATHS, RESULT_DESCRIPTIONS } from '#shared/daraja.ts';
import { PAYOUT_PATHS } from '#shared/daraja-payouts.ts';
import { C2B_PATHS } from '#shared/daraja-c2b.ts';
import { c2bRoutes } from './c2b-routes.ts';
import { SIM_DEFAULTS, type SimConfig } from './config.ts';
import { controlRoutes } from './control-routes.ts';
import { payoutRoutes } from './payout-routes.ts';
import { reversalRoutes } from './reversal-routes.ts';
import { fail, FAILURES } from './responses.ts';
import { createSimState, type SimState } from './sim-state.ts';
import { checkPush, checkQuery, invalid } from './validate.ts';

// Daraja's M-Pesa Express and money-out endpoints, answered as Safaricom answers them, plus a few
// /simulator/ controls for tests and demos. Everything lives in memory and ends with the process.

export interface Simulator {
  app: Hono;
  config: SimConfig;
  state: SimState;
  /** Stops pending settlements and callbacks; the HTTP server, if any, is the caller's to close. */
  close(): void;
}

export interface SimulatorOptions {
  /** Where delivery failures are reported, one line each; console.warn by default. */
  log?: (line: string) => void;
}

const bearerToken = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];

// Daraja reads a body only when it is declared JSON; otherwise every field is missing, and the
// answer is "Invalid BusinessShortCode", the first field it checks (a known trap, kept).
async function readBody(c: Context): Promise<{ body: unknown } | null> {
  if (!/application\/json/i.test(c.req.header('content-type') ?? '')) return { body: {} };
  try {
    return { body: JSON.parse(await c.req.text()) as unknown };
  } catch {
    return null;
  }
}

export function createSimulator(overrides: Partial<SimConfig> = {}, options: SimulatorOptions = {}): Simulator {
  // An override left undefined keeps its default rather than erasing it.
  const given = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  const config: SimConfig = { ...SIM_DEFAULTS, ...given };
  const log = options.log ?? ((line: string) => console.warn(line));
  const state = createSimState(config, log);
  const { tokens, transactions, callbacks } = state;

  const requireToken: MiddlewareHandler = async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (token === undefined) return fail(c, FAILURES.invalidAuthHeader);
    if (!tokens.isValid(token)) return fail(c, FAILURES.invalidToken);
    await next();
  };

  const app = new Hono();

  app.get('/', (c) => c.text('Daraja simulator'));

  app.get(DARAJA_PATHS.oauth, (c) => {
    if (c.req.query('grant_type') !== 'client_credentials') return fail(c, FAILURES.invalidGrantType);
    const basic = /^Basic\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const credentials = basic === undefined ? undefined : Buffer.from(basic, 'base64').toString('utf8');
    if (credentials !== `${config.consumerKey}:${config.consumerSecret}`) {
      return fail(c, FAILURES.invalidAuthentication);
    }
    const { token, expiresIn } = tokens.issue();
    // expires_in is a string in Daraja's answer.
    return c.json({ access_token: token, expires_in: String(expiresIn) });
  });

  app.post(DARAJA_PATHS.stkPush, requireToken, async (c) => {
    const read = await readBody(c);
    if (!read) return fail(c, FAILURES.invalidJson);
    const checked = checkPush(read.body, config);
    if (checked.kind === 'invalid') return fail(c, checked.failure);
    const transaction = transactions.start(checked.value);
    if (transaction === 'locked') return fail(c, FAILURES.subscriberLocked);
    const accepted = 'Success. Request accepted for processing';
    return c.json({
      MerchantRequestID: transaction.merchantRequestId,
      CheckoutRequestID: transaction.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: accepted,
      CustomerMessage: accepted,
    });
  });

  app.post(DARAJA_PATHS.stkQuery, requireToken, async (c) => {
    state.countQuery();
    const read = await readBody(c);
    if (!read) return fail(c, FAILURES.invalidJson);
    const checked = checkQuery(read.body, config);
    if (checked.kind === 'invalid') return fail(c, checked.failure);
    const transaction = transactions.find(checked.value.CheckoutRequestID);
    if (!transaction) return fail(c, invalid('CheckoutRequestID'));
    const answer = transactions.query(transaction);
    if (answer.kind === 'processing') return fail(c, FAILURES.beingProcessed);
    return c.json({
      ResponseCode: '0',
      // Daraja's spelling.
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: transaction.merchantRequestId,
      CheckoutRequestID: transaction.checkoutRequestId,
      // A string here, a number in the callback: Daraja's quirk.
      ResultCode: String(answer.resultCode),
      ResultDesc: RESULT_DESCRIPTIONS[answer.resultCode] ?? '',
    });
  });

  payoutRoutes(app, {
    config,
    payouts: state.payouts,
    c2b: state.c2b,
    reversals: state.reversals,
    transactions,
    callbacks,
    requireToken,
    readBody,
  });
  c2bRoutes(app, { c2b: state.c2b, requireToken, readBody });
  reversalRoutes(app, { config, reversals: state.reversals, requireToken, readBody });

  // Daraja's endpoints refuse other methods with their own code, not a bare 404.
  for (const path of [...Object.values(DARAJA_PATHS), ...Object.values(PAYOUT_PATHS), ...Object.values(C2B_PATHS)])
    app.all(path, (c) => fail(c, FAILURES.methodNotAllowed));

  app.route('/simulator', controlRoutes(state, config));

  app.notFound((c) => fail(c, FAILURES.notFound));
  app.onError((err, c) => {
    log(`Daraja simulator: ${err.message}`);
    return fail(c, FAILURES.internal);
  });

  return {
    app,
    config,
    state,
    close() {
      transactions.close();
      state.payouts.close();
      state.c2b.close();
      state.reversals.close();
      callbacks.close();
    },
  };
}
