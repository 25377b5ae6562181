import type { Context } from 'hono';
import { cashEntryInputSchema, typedAmount } from '#shared/cash-book.ts';
import type { AppEnv } from '../../deps.ts';
import { badRequest } from '../../lib/http-error.ts';
import { sha256Bytes } from '../../lib/idempotency.ts';
import { assertNoNul } from '../../lib/request-guards.ts';
import { validationError } from '../../lib/validation.ts';
import { checkedFiles } from '../../services/photo-uploads.ts';
import type { ReceiptPhoto } from '../../money/cash-book/entries.ts';

// A cash entry arrives as JSON, or as multipart with the receipt book page's photo (D-239): either
// way every field is checked by the one shared schema, and the photo like every photo (its bytes,
// 2 MB) before anything is stored.

const FIELDS = ['amount', 'anonymous', 'donor_name', 'received_on', 'note'] as const;

async function readMultipart(c: Context<AppEnv>) {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('The upload could not be read. Please try again.');
  }
  const text = (name: string) => {
    const value = form[name];
    if (typeof value !== 'string') return undefined;
    assertNoNul(value);
    return value;
  };
  const fields: Record<string, unknown> = {};
  for (const name of FIELDS) if (text(name) !== undefined) fields[name] = text(name);
  // A form says a ticked box as 'on' (or the client as 'true'); the amount is text there.
  fields.anonymous = ['true', 'on', '1'].includes(String(fields.anonymous ?? ''));
  fields.amount = typedAmount(fields.amount);
  const files = [form.image ?? []].flat().filter((f): f is File => f instanceof File);
  if (files.length > 1) throw badRequest('Send one photo of the receipt book page');
  const photo = files[0] ? { file: files[0], bytes: new Uint8Array(await files[0].arrayBuffer()) } : null;
  return { fields, photo };
}

/** The entry, valid, and its photo checked; `fingerprint` is what the request means (Idempotency-Key). */
export async function readCashEntry(c: Context<AppEnv>) {
  const multipart = (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
  const { fields, photo } = multipart ? await readMultipart(c) : { fields: await c.req.json<unknown>(), photo: null };
  const parsed = cashEntryInputSchema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  const checked = photo ? checkedFiles([photo])[0]! : null;
  const receipt: ReceiptPhoto | null = checked && { name: checked.file.name, bytes: checked.bytes, kind: checked.kind };
  return { entry: parsed.data, photo: receipt, photoHash: receipt ? sha256Bytes(receipt.bytes) : null };
}
