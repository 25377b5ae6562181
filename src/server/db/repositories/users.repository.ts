import type { Db } from '../client.ts';
import type { NewUser, UserRow, UserUpdate } from '../schema.ts';
import { nowIso } from '../../lib/time.ts';

export const findUserById = (db: Db, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email_address', '=', email.toLowerCase()).executeTakeFirst();

export const findUserByUid = (db: Db, uid: string) =>
  db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  await db.insertInto('users').values(user).execute();
  return (await findUserById(db, user.id))!;
}

export async function updateUser(db: Db, id: string, changes: UserUpdate): Promise<UserRow> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
  return (await findUserById(db, id))!;
}
