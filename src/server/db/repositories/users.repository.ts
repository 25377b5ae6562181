import type { Db } from '../client.ts';
import type { NewUser, UserRow, UserUpdate } from '../schema.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';
import { fullName } from '../../lib/serializers.ts';

export const findUserById = (db: Db, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email_address', '=', email.toLowerCase()).executeTakeFirst();

export const findUserByUid = (db: Db, uid: string) =>
  db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();

type Defaulted =
  | 'id'
  | 'password_hash'
  | 'mobile_number'
  | 'country_code'
  | 'bio'
  | 'photo_url'
  | 'provider'
  | 'uid'
  | 'role'
  | 'is_verified'
  | 'verified_at'
  | 'terms_accepted_at'
  | 'created_at'
  | 'updated_at';
export type NewUserFields = Omit<NewUser, Defaulted> & Partial<Pick<NewUser, Defaulted>>;

/** Inserts a user; fields left out take the values of a fresh, unverified e-mail sign-up. */
export async function insertUser(db: Db, fields: NewUserFields): Promise<UserRow> {
  const now = nowIso();
  const user: NewUser = {
    id: newId(),
    password_hash: null,
    mobile_number: null,
    country_code: null,
    bio: null,
    photo_url: null,
    provider: 'email',
    uid: null,
    role: 'user',
    is_verified: 0,
    verified_at: null,
    terms_accepted_at: null,
    created_at: now,
    updated_at: now,
    ...fields,
  };
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

/** The full names of the accounts `ids` (deleted ones too: their approvals stay on the record). */
export async function namesOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db.selectFrom('users').select(['id', 'firstname', 'lastname']).where('id', 'in', ids).execute();
  return new Map(rows.map((u) => [u.id, fullName(u)]));
}
