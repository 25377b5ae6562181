import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { ContactMessagesTable } from '../schema.ts';

export const insertContactMessage = (db: Db, row: Insertable<ContactMessagesTable>) =>
  db.insertInto('contact_messages').values(row).execute();
