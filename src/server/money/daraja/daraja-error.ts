import { DARAJA_ERRORS, errorEnvelopeSchema } from '#shared/daraja.ts';

/**
 * A refusal from Daraja in its envelope `{ requestId, errorCode, errorMessage }`, or a failure to
 * reach it at all (`errorCode` 'network'). `maybeSent` is true when the request may have reached
 * Daraja before the failure (a timeout, a dropped connection): a push might then still happen.
 */
export class DarajaError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly errorMessage: string,
    readonly maybeSent = false,
  ) {
    super(`Daraja ${status} ${errorCode}: ${errorMessage}`);
  }

  /** "Being processed", "wrong credentials" or "subscriber locked": Daraja uses one code for all. */
  get processing() {
    return this.errorCode === DARAJA_ERRORS.processing;
  }

  get subscriberLocked() {
    return this.processing && /lock subscriber/i.test(this.errorMessage);
  }
}

/** Reads a Daraja error response (JSON envelope, or whatever a gateway in front sent instead). */
export async function darajaErrorOf(response: Response) {
  const text = await response.text().catch(() => '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const envelope = errorEnvelopeSchema.safeParse(parsed);
  return envelope.success
    ? new DarajaError(response.status, envelope.data.errorCode, envelope.data.errorMessage)
    : new DarajaError(response.status, `http-${response.status}`, text.slice(0, 200));
}

/** A fetch that never got an answer: refused before sending is safe to call "not sent". */
export function networkError(err: unknown) {
  const code = (err as { cause?: { code?: string } }).cause?.code;
  const neverSent = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
  return new DarajaError(0, 'network', code ?? String(err), !neverSent);
}
