import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedReferenceData } from '../../db/seed/reference-data.ts';
import { loadEnv } from '../../env.ts';
import { queueReceipts } from './receipt-mail.ts';

// Which receipts a settled donation writes, and when a text may go (D-219), with the clock given:
// a real SQLite database, migrated.

let db: Db;
let dir: string;
const env = loadEnv({ PUBLIC_URL: 'https://harambee.ke' });
const fundraiserId = randomUUID();
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-receipts-'));
  db = createDb({ dataDir: dir }).db;
  await migrateToLatest(db);
  await seedReferenceData(db);
  const now = new Date().toISOString();
  const user = randomUUID();
  await db
    .insertInto('users')
    .values({
      id: user,
      email_address: `${user}@example.test`,
      firstname: 'A',
      lastname: 'B',
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  await db
    .insertInto('fundraisers')
    .values({
      id: fundraiserId,
      short_code: 'AB12CD34',
      user_id: user,
      category_id: 1,
      status: 'live',
      currency: 'KES',
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  await db
    .insertInto('fundraiser_details')
    .values({
      fundraiser_id: fundraiserId,
      kind: 'personal',
      title: 'Water tank for Kisumu school',
      details: 'x',
      goal_minor: 1,
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A succeeded donation requested at `createdAt`; `paybill` has no STK push and a masked number. */
async function donation(createdAt: string, more: Record<string, unknown> = {}) {
  const id = randomUUID();
  const phone = `2547${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await db
    .insertInto('donations')
    .values({
      id,
      reference: randomUUID(),
      fundraiser_id: fundraiserId,
      donor_name: 'Kamau Njoroge',
      amount_minor: 50_000,
      currency: 'KES',
      message: null,
      status: 'succeeded',
      created_at: createdAt,
      phone,
      email: `${id}@example.test`,
      checkout_request_id: `ws_CO_${id}`,
      mpesa_receipt: 'SG632NMUAB',
      ...more,
    } as never)
    .execute();
  return { id, phone: (more.phone as string | undefined) ?? phone, email: `${id}@example.test` };
}

const rowsTo = (to: string) => db.selectFrom('outbox').selectAll().where('to_address', '=', to).execute();

describe('a settled donation’s receipts', () => {
  it('text the paying number at once at 23:00 when the donor has just paid, in their language, anonymous too', async () => {
    const night = new Date('2026-11-26T20:00:00.000Z'); // 23:00 Nairobi
    const d = await donation('2026-11-26T19:58:00.000Z', { language: 'sw', anonymous: 1 });
    await queueReceipts(db, env, d.id, night);
    const [sms] = await rowsTo(d.phone);
    expect(sms).toMatchObject({ channel: 'sms', status: 'pending', send_after: null, subject: 'donation-receipt' });
    expect(sms!.text).toBe(
      "Asante Kamau! Mchango wako wa KES 500 kwa 'Water tank for Kisumu school' umepokelewa. Risiti ya M-Pesa SG632NMUAB. harambee.ke/f/AB12CD34",
    );
    expect(await rowsTo(d.email)).toMatchObject([{ channel: 'email', status: 'pending', private: 1 }]);
  });

  it('keep quiet hours when the answer came long after the request (a late query)', async () => {
    const d = await donation('2026-11-26T14:00:00.000Z');
    await queueReceipts(db, env, d.id, new Date('2026-11-26T20:00:00.000Z'));
    expect((await rowsTo(d.phone))[0]!.send_after).toBe('2026-11-27T05:00:00.000Z');
  });

  it('send no text for a paybill payment (no STK push, a masked number), only the e-mail', async () => {
    const d = await donation(new Date().toISOString(), { checkout_request_id: null, phone: '2547 ***** 126' });
    await queueReceipts(db, env, d.id);
    expect(await rowsTo('2547 ***** 126')).toEqual([]);
    expect(await rowsTo(d.email)).toHaveLength(1);
  });
});
