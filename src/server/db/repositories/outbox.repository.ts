import type { Db } from '../client.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';

export const addToOutbox = (db: Db, mail: { to: string; subject: string; text: string }) =>
  db
    .insertInto('outbox')
    .values({
      id: newId(),
      to_address: mail.to.toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      created_at: nowIso(),
    })
    .execute();

export const readOutbox = (db: Db, to: string) =>
  db
    .selectFrom('outbox')
    .select(['to_address as to', 'subject', 'text', 'created_at'])
    .where('to_address', '=', to.toLowerCase())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
