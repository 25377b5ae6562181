import type { Context } from 'hono';
import { IDENTITY_MSG, identityInputSchema, type ReviewIdentity } from '#shared/schemas/identity.schema.ts';
import { MSG } from '#shared/messages.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import {
  findIdentityCheck,
  identityChecksWithUsers,
  latestIdentityCheck,
  payoutNameChecksOf,
} from '../../db/repositories/identity.repository.ts';
import type { IdentityCheckRow } from '../../db/identity-table.ts';
import { ApiError, badRequest, fieldError } from '../../lib/http-error.ts';
import type { Handler } from '../../lib/openapi.ts';
import { assertNoNul } from '../../lib/request-guards.ts';
import { validationError } from '../../lib/validation.ts';
import { decideIdentity, submitIdentity, type IdentityPhoto } from '../../identity/identity-checks.ts';
import { checkedFiles } from '../../services/photo-uploads.ts';
import type * as R from './identity.routes.ts';
import { sendPrivatePhoto } from '../../media/private-photo.ts';

const mineOf = (row: IdentityCheckRow) => ({
  id: row.id,
  status: row.status,
  document_type: row.document_type,
  reason: row.reason,
  created_at: row.created_at,
  decided_at: row.decided_at,
});

/** The multipart body: both text fields checked by the shared schema, both photos like every photo. */
async function readSubmission(c: Context<AppEnv>) {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('The upload could not be read. Please try again.');
  }
  const fields: Record<string, string> = {};
  for (const name of ['document_type', 'document_number']) {
    const value = form[name];
    if (typeof value !== 'string') continue;
    assertNoNul(value);
    fields[name] = value;
  }
  const parsed = identityInputSchema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  const photo = async (field: 'document' | 'selfie', missing: string): Promise<IdentityPhoto> => {
    const files = [form[field] ?? []].flat().filter((f): f is File => f instanceof File);
    if (files.length !== 1) throw fieldError(field, missing);
    const bytes = new Uint8Array(await files[0]!.arrayBuffer());
    const [checked] = checkedFiles([{ file: files[0]!, bytes }], field);
    return { name: checked!.file.name, bytes, kind: checked!.kind };
  };
  return {
    input: parsed.data,
    photos: {
      document: await photo('document', IDENTITY_MSG.documentRequired),
      selfie: await photo('selfie', IDENTITY_MSG.selfieRequired),
    },
  };
}

export const submit = (deps: Deps) => async (c: Context<AppEnv>) => {
  const { input, photos } = await readSubmission(c);
  const id = await submitIdentity(deps, c.get('user'), input, photos);
  return c.json({ message: IDENTITY_MSG.submitted, data: { id, status: 'pending' as const } }, 202);
};

export const mine =
  (deps: Deps): Handler<typeof R.mine> =>
  async (c) => {
    const row = await latestIdentityCheck(deps.db, c.get('user').id);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: row ? mineOf(row) : null }, 200);
  };

export const list =
  (deps: Deps): Handler<typeof R.list> =>
  async (c) => {
    const rows = await identityChecksWithUsers(deps.db, c.req.valid('query').status);
    const data: ReviewIdentity[] = [];
    for (const row of rows) {
      const checks = await payoutNameChecksOf(deps.db, row.user_id);
      data.push({
        ...mineOf(row),
        user: { id: row.user_id, name: `${row.firstname} ${row.lastname}`, email_address: row.email_address },
        document_number: row.document_number,
        has_documents: row.document_key !== null,
        payout_name_agrees: checks.length === 0 ? null : checks.every((x) => x.name_check === 'ok'),
      });
    }
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data }, 200);
  };

/** A check's photo, to reviewers only, never kept by a cache (D-258). */
export const photo = (deps: Deps) => async (c: Context<AppEnv>) => {
  const check = await findIdentityCheck(deps.db, c.req.param('id') ?? '');
  const which = c.req.param('photo');
  if (!check || (which !== 'document' && which !== 'selfie')) throw new ApiError(404, MSG.notFound);
  const key = which === 'document' ? check.document_key : check.selfie_key;
  return sendPrivatePhoto(c, deps.media, key, IDENTITY_MSG.noDocuments);
};

export const approve =
  (deps: Deps): Handler<typeof R.approve> =>
  async (c) => {
    const reason = c.req.valid('json').reason?.trim() || null;
    await decideIdentity(deps, c.get('user'), c.req.valid('param').id, { approve: true, reason });
    return c.json({ message: IDENTITY_MSG.approved }, 200);
  };

export const reject =
  (deps: Deps): Handler<typeof R.reject> =>
  async (c) => {
    const { reason } = c.req.valid('json');
    await decideIdentity(deps, c.get('user'), c.req.valid('param').id, { approve: false, reason });
    return c.json({ message: IDENTITY_MSG.rejected }, 200);
  };
