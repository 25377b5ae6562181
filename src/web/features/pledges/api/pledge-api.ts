import { API } from '#shared/api-paths.ts';
import {
  pledgeConfirmedSchema,
  pledgeCreatedSchema,
  type PledgeConfirmed,
  type PledgeCreated,
  type PledgeRequest,
} from '#shared/pledges/pledge.schema.ts';
import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import { plain } from '#web/lib/api-client.ts';
import { failureOf, type Failure } from '#web/lib/failure.ts';

// Pledging needs no account (D-230): every call goes without credentials of its own.

export type Answer<T> = { ok: true; data: T } | { ok: false; failure: Failure };

async function answer<T>(call: () => Promise<T>): Promise<Answer<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (err) {
    return { ok: false, failure: failureOf(err) };
  }
}

/** POST /fundraisers/{code}/pledges/: the pledge, unconfirmed; its code goes by SMS. */
export const createPledge = (shortCode: string, request: PledgeRequest): Promise<Answer<PledgeCreated>> =>
  answer(
    async () => pledgeCreatedSchema.parse(await plain(API.pledges(shortCode), { method: 'POST', body: request })).data,
  );

/** POST /pledges/{id}/confirm/: open, with its link (also sent by SMS). */
export const confirmPledge = (id: string, code: string): Promise<Answer<PledgeConfirmed>> =>
  answer(
    async () =>
      pledgeConfirmedSchema.parse(await plain(API.confirmPledge(id), { method: 'POST', body: { code } })).data,
  );

/** POST /pledges/{id}/code/: a new code for a pledge still waiting for one. */
export const resendPledgeCode = (id: string): Promise<Answer<string>> =>
  answer(async () => messageReplySchema.parse(await plain(API.pledgeCode(id), { method: 'POST' })).message);
