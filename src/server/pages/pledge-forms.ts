import type { Context } from 'hono';
import { maskPhone } from '#shared/phone.ts';
import { pledgeFormSchema } from '#shared/pledges/pledge-form.ts';
import { PLEDGE_MSG } from '#shared/pledges/pledge-constants.ts';
import type { PledgeFormState, PledgeFormValues } from '#shared/pledges/pledge-pages.ts';
import { pledgeConfirmSchema, pledgeLinkPath } from '#shared/pledges/pledge.schema.ts';
import type { PublicPage } from '#shared/public-pages.ts';
import { fieldErrors, type FieldErrors } from '#shared/schemas/field-errors.ts';
import { findPledgeWithFundraiser } from '../db/repositories/pledges.repository.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../lib/http-error.ts';
import { confirmPledge } from '../money/pledges/confirm.ts';
import { createPledge, resendCode } from '../money/pledges/create.ts';
import { releasePledge } from '../money/pledges/view.ts';
import { myPledgePage, pledgeFormPage } from './pledge-pages.ts';
import { reviewOf } from './review-of.ts';

// The pledge's plain forms (D-241), for a phone whose page has no script yet (or none at all):
// checked with the API's schemas and limits and done by the API's own services. Taking a pledge
// answers with its code step; the right code leads to the pledge's own page (post, redirect, get);
// a release leads back to that page, which then says so.

type Answer = { redirect: string } | { page: PublicPage };
type Status = Extract<PublicPage, { kind: 'pledge' }>['status'];

const NOT_FOUND: Answer = { page: { kind: 'not-found' } };
const REDRAWN = [409, 429, 503] as const;

const statusOf = (err: ApiError): Status => (err.status === 400 ? 400 : (REDRAWN.find((s) => s === err.status) ?? 409));

async function textsOf(c: Context<AppEnv>) {
  const body = await c.req.parseBody();
  return (name: string) => {
    const value = body[name];
    return typeof value === 'string' ? value : undefined;
  };
}

/** The form's page for the fundraiser of `code`, with this form state. */
async function formPage(deps: Deps, code: string, form: PledgeFormState, status?: Status): Promise<Answer> {
  const read = await reviewOf(deps, code);
  return read ? { page: pledgeFormPage(deps, read.review, form, status) } : NOT_FOUND;
}

/** POST /f/{code}/pledge: the pledge taken (its code step drawn), or the form again with its messages. */
export async function postPledgeForm(c: Context<AppEnv>, deps: Deps): Promise<Answer> {
  const code = c.req.param('code') ?? '';
  const text = await textsOf(c);
  const values: PledgeFormValues = {
    amount: text('amount'),
    plan: text('plan'),
    due_date: text('due_date'),
    instalments: text('instalments'),
    period: text('period'),
    phone: text('phone'),
    display_name: text('display_name'),
    email: text('email'),
    anonymous: text('anonymous') === 'on',
    public: text('public') === 'on',
  };
  const redraw = (status: Status, errors?: FieldErrors, message?: string) =>
    formPage(deps, code, { values, errors, message }, status);
  const parsed = pledgeFormSchema.safeParse(values);
  if (!parsed.success) return redraw(400, fieldErrors(parsed.error));
  try {
    const created = await createPledge(c, deps, code, parsed.data);
    return formPage(deps, code, { values, awaiting: { id: created.id, phone: maskPhone(parsed.data.phone) } });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.status === 404) return NOT_FOUND;
    return redraw(statusOf(err), err.errors, err.errors ? undefined : err.message);
  }
}

/** The code step of pledge `id` again, with a message (a wrong code, a new one sent). */
async function codeStep(deps: Deps, id: string, extra: Omit<PledgeFormState, 'values' | 'awaiting'>, status?: Status) {
  const pledge = /^[\w-]{1,64}$/.test(id) ? await findPledgeWithFundraiser(deps.db, id) : undefined;
  if (!pledge || pledge.state !== 'unconfirmed') return NOT_FOUND;
  return formPage(
    deps,
    pledge.short_code,
    { values: {}, awaiting: { id, phone: maskPhone(pledge.phone) }, ...extra },
    status,
  );
}

/** POST /p/{id}/confirm: to the pledge's own page (its link), or the code step again. */
export async function postPledgeConfirmForm(c: Context<AppEnv>, deps: Deps): Promise<Answer> {
  const id = c.req.param('id') ?? '';
  const parsed = pledgeConfirmSchema.safeParse({ code: (await textsOf(c))('code') ?? '' });
  if (!parsed.success) return codeStep(deps, id, { errors: fieldErrors(parsed.error) }, 400);
  try {
    const confirmed = await confirmPledge(c, deps, id, parsed.data.code);
    return { redirect: pledgeLinkPath(confirmed.id, confirmed.token) };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.status === 404) return NOT_FOUND;
    if (err.status === 400) return codeStep(deps, id, { errors: err.errors ?? { code: [err.message] } }, 400);
    return codeStep(deps, id, { message: err.message }, statusOf(err));
  }
}

/** POST /p/{id}/code: a new code, and the code step saying so. */
export async function postPledgeCodeForm(c: Context<AppEnv>, deps: Deps): Promise<Answer> {
  const id = c.req.param('id') ?? '';
  try {
    await resendCode(c, deps, id);
    return codeStep(deps, id, { notice: PLEDGE_MSG.codeSent });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.status === 404) return NOT_FOUND;
    return codeStep(deps, id, { message: err.message }, statusOf(err));
  }
}

/** POST /p/{id}/release with the link's token: back to the pledge's page, released. */
export async function postPledgeReleaseForm(c: Context<AppEnv>, deps: Deps): Promise<Answer> {
  const id = c.req.param('id') ?? '';
  const token = (await textsOf(c))('t') ?? '';
  try {
    await releasePledge(c, deps, id, token);
    return { redirect: pledgeLinkPath(id, token) };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.status === 409)
      return { page: await myPledgePage(c, deps, id, new URLSearchParams({ t: token }), err.message) };
    return NOT_FOUND;
  }
}
