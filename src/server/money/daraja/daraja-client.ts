import {
  DARAJA_ERRORS,
  DARAJA_PATHS,
  darajaTimestamp,
  oauthResponseSchema,
  stkPassword,
  stkPushResponseSchema,
  stkQueryResponseSchema,
  type StkPushRequest,
  type StkQueryRequest,
} from '#shared/daraja.ts';
import { PAYOUT_PATHS, payoutAckSchema, type TransactionStatusRequest } from '#shared/daraja-payouts.ts';
import { C2B_PATHS, c2bAckSchema, type C2bRegisterRequest } from '#shared/daraja-c2b.ts';
import { REVERSAL_PATH } from '#shared/daraja-reversal.ts';
import type { B2bPayout, B2cPayout, ReversalOrder, StatusUrls } from './daraja-client-types.ts';
import { darajaErrorOf, networkError } from './daraja-error.ts';
import {
  b2bRequest,
  b2cRequest,
  balanceRequest,
  reversalRequest,
  statusRequest,
  type Initiator,
} from './money-out-requests.ts';
import type { Token } from './shared-token.ts';

export interface DarajaConfig {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  transactionType: StkPushRequest['TransactionType'];
  /** Per-request limit: a push that hangs must not hold the donor's request forever. */
  timeoutMs?: number;
  /** Money out (B2C, Transaction Status): the initiator and its encrypted password (D-201). */
  initiator?: { name: string; shortcode: string; credential: () => Promise<string> };
  /** The token every instance shares (D-224); without it, this process fetches its own. */
  sharedToken?: (fetchFresh: () => Promise<Token>, dead?: string) => Promise<Token>;
}

export interface StkPush {
  phone: string;
  amount: number;
  callbackUrl: string;
  accountReference: string;
  description: string;
}

// Refresh a minute early: a token that expires between our check and Daraja's is a failed push.
const REFRESH_MARGIN_MS = 60_000;

/**
 * M-Pesa Express over fetch: the same client talks to Safaricom (sandbox or production) and to
 * the simulator. The OAuth token is cached until shortly before it expires and fetched
 * single-flight, because each new token voids the previous one: two requests fetching their own
 * tokens at once would void each other's; across instances it is shared (`sharedToken`, D-224).
 * A `404.001.03` (token voided or expired early) fetches a new token once and retries once.
 */
export function createDarajaClient(config: DarajaConfig, fetchImpl: typeof fetch = fetch) {
  const basic = `Basic ${Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64')}`;
  const timeoutMs = config.timeoutMs ?? 15_000;
  let token: Token | null = null;
  let inFlight: Promise<string> | null = null;

  async function call(path: string, init: RequestInit) {
    try {
      return await fetchImpl(new URL(path, config.baseUrl), { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw networkError(err);
    }
  }

  async function fetchToken(): Promise<Token> {
    const response = await call(`${DARAJA_PATHS.oauth}?grant_type=client_credentials`, {
      headers: { Authorization: basic },
    });
    if (!response.ok) throw await darajaErrorOf(response);
    const body = oauthResponseSchema.parse(await response.json());
    return { value: body.access_token, expiresAt: Date.now() + Number(body.expires_in) * 1000 - REFRESH_MARGIN_MS };
  }

  /** The cached token, or the one being fetched right now, or a new one (never `dead`). */
  function currentToken(dead?: string) {
    if (token && token.expiresAt > Date.now() && token.value !== dead) return Promise.resolve(token.value);
    inFlight ??= (config.sharedToken ? config.sharedToken(fetchToken, dead) : fetchToken())
      .then((fresh) => (token = fresh).value)
      .finally(() => (inFlight = null));
    return inFlight;
  }

  async function post(path: string, body: object) {
    const send = async (bearer: string) =>
      call(path, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const used = await currentToken();
    const response = await send(used);
    if (response.ok) return response.json() as Promise<unknown>;
    const error = await darajaErrorOf(response);
    if (error.errorCode !== DARAJA_ERRORS.invalidToken) throw error;
    // Only the first request to see the dead token drops it; the others wait for its replacement.
    if (token?.value === used) token = null;
    const retried = await send(await currentToken(used));
    if (retried.ok) return retried.json() as Promise<unknown>;
    throw await darajaErrorOf(retried);
  }

  /** One timestamp for both Password and Timestamp, as Daraja checks them against each other. */
  function credentials() {
    const timestamp = darajaTimestamp();
    return {
      BusinessShortCode: config.shortcode,
      Password: stkPassword(config.shortcode, config.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  return {
    async stkPush(push: StkPush) {
      const request: StkPushRequest = {
        ...credentials(),
        TransactionType: config.transactionType,
        Amount: push.amount,
        PartyA: push.phone,
        PartyB: config.shortcode,
        PhoneNumber: push.phone,
        CallBackURL: push.callbackUrl,
        AccountReference: push.accountReference,
        TransactionDesc: push.description,
      };
      return stkPushResponseSchema.parse(await post(DARAJA_PATHS.stkPush, request));
    },

    async stkQuery(checkoutRequestId: string) {
      const request: StkQueryRequest = { ...credentials(), CheckoutRequestID: checkoutRequestId };
      return stkQueryResponseSchema.parse(await post(DARAJA_PATHS.stkQuery, request));
    },

    /** Asks M-Pesa to pay; the acknowledgement is not a payment: the result comes to resultUrl. */
    b2c: async (payout: B2cPayout) =>
      payoutAckSchema.parse(await post(PAYOUT_PATHS.b2c, b2cRequest(await initiator(), payout))),

    /** Pays a paybill (BusinessPayBill); Daraja makes the OriginatorConversationID and acknowledges with it. */
    b2b: async (payout: B2bPayout) =>
      payoutAckSchema.parse(await post(PAYOUT_PATHS.b2b, b2bRequest(await initiator(), payout))),

    /**
     * Asks M-Pesa to give a payment to our paybill back to the number that paid it (D-256); Daraja
     * makes the OriginatorConversationID. The result comes to resultUrl.
     */
    reversal: async (order: ReversalOrder) =>
      payoutAckSchema.parse(await post(REVERSAL_PATH, reversalRequest(await initiator(), config.shortcode, order))),

    /** Registers the paybill's C2B URLs (D-213); once in production, where changing them needs the portal. */
    async registerC2bUrls(urls: { confirmationUrl: string; validationUrl: string }) {
      const request: C2bRegisterRequest = {
        ShortCode: config.shortcode,
        // Should our validation URL not answer, M-Pesa takes the money: it is kept, never lost (D-213).
        ResponseType: 'Completed',
        ConfirmationURL: urls.confirmationUrl,
        ValidationURL: urls.validationUrl,
      };
      return c2bAckSchema.parse(await post(C2B_PATHS.registerUrl, request));
    },

    /** Asks for the shortcode's balances; the answer comes to resultUrl. */
    accountBalance: async (urls: StatusUrls) =>
      payoutAckSchema.parse(await post(PAYOUT_PATHS.accountBalance, balanceRequest(await initiator(), urls))),

    /** Asks what became of a payout, by our id; the answer comes to resultUrl. */
    transactionStatus: (originatorId: string, urls: StatusUrls) =>
      statusQuery({ OriginalConversationID: originatorId }, urls, 'Payout status'),

    /** Asks about a payment to our paybill by its M-Pesa receipt (a donor's code); the answer comes to resultUrl. */
    transactionStatusByReceipt: (receipt: string, urls: StatusUrls) =>
      statusQuery({ TransactionID: receipt, PartyA: config.shortcode }, urls, 'Donation status'),
  };

  async function statusQuery(
    id: Partial<Pick<TransactionStatusRequest, 'OriginalConversationID' | 'TransactionID' | 'PartyA'>>,
    urls: StatusUrls,
    remarks: string,
  ) {
    const request = statusRequest(await initiator(), id, urls, remarks);
    return payoutAckSchema.parse(await post(PAYOUT_PATHS.transactionStatus, request));
  }

  /** Money out's initiator with its SecurityCredential (D-201). */
  async function initiator(): Promise<Initiator> {
    if (!config.initiator) throw new Error('No Daraja initiator is configured for payouts');
    const { name, shortcode, credential } = config.initiator;
    return { name, shortcode, credential: await credential() };
  }
}

export type DarajaClient = ReturnType<typeof createDarajaClient>;
