import { queryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { cashBookReplySchema, cashEntryReplySchema } from '#shared/cash-book-entry.ts';
import type { CashEntry, RefuseCash } from '#shared/cash-book.ts';
import { authed, authedBlob } from '#web/lib/api-client.ts';
import { OWNER_DATA } from '#web/lib/owner-data.ts';
import type { ChosenPhoto } from '#web/components/form/photo-field.tsx';

// The cash book's calls (D-237): the book, recording an entry (with its receipt photo), the three
// decisions, and an entry's photo, which is private and so fetched with the session (D-239).

export const cashBookKeys = {
  all: ['cash-book'] as const,
  of: (shortCode: string) => [...cashBookKeys.all, shortCode] as const,
};

/** GET /fundraisers/{code}/cash-book/: owner data (D-161), asked again whenever the screen opens. */
export const cashBookQuery = (shortCode: string) =>
  queryOptions({
    ...OWNER_DATA,
    queryKey: cashBookKeys.of(shortCode),
    queryFn: async () => cashBookReplySchema.parse(await authed(API.cashBook(shortCode))).data,
  });

/** The receipt book page's photo (D-239). */
export type ReceiptPhoto = ChosenPhoto;

/**
 * POST /fundraisers/{code}/cash-book/: JSON, or multipart with the photo. `attempt` is the
 * Idempotency-Key, the same for every try of the same entry, so a lost answer and a second press
 * record it once.
 */
export async function recordCash(
  shortCode: string,
  entry: CashEntry,
  photo: ReceiptPhoto | undefined,
  attempt: string,
) {
  let body: FormData | CashEntry = entry;
  if (photo) {
    const form = new FormData();
    for (const [name, value] of Object.entries(entry))
      if (value !== undefined && value !== null) form.set(name, String(value));
    form.set('image', photo.blob, photo.name);
    body = form;
  }
  return cashEntryReplySchema.parse(
    await authed(API.cashBook(shortCode), { method: 'POST', body, headers: { 'Idempotency-Key': attempt } }),
  );
}

export const decideCash = async (
  shortCode: string,
  id: string,
  action: 'confirm' | 'refuse' | 'withdraw',
  body?: RefuseCash,
) => cashEntryReplySchema.parse(await authed(API.cashEntry(shortCode, id, action), { method: 'POST', body }));

/** The receipt photo as a blob (never kept by a cache). */
export const receiptPhoto = (shortCode: string, id: string) => authedBlob(API.cashEntry(shortCode, id, 'photo'));
