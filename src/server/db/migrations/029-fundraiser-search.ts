import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../client.ts';

// Search by the database's own text index (D-222): one document per fundraiser in four weighted
// parts, kept by triggers in the transaction of every write that changes what it is made of (the
// details, the organiser's names, the category), whichever code path writes it.
// - title: the fundraiser's title (weighs most);
// - names: the startup's or organisation's name and the organiser's first and last names;
// - category: the category's name and slug;
// - story: the details, the business description, the mission and the location.
// PostgreSQL keeps a weighted tsvector ('simple': no stemming, the same for English and Kiswahili)
// with a GIN index; SQLite an FTS5 table (unicode61) whose rows are keyed through a small table,
// since a fundraiser's id is text and FTS5 rows are found by an integer rowid.

// Plain SQL text (no input reaches it): the four parts of a fundraiser's document, and where they come from.
export const PARTS = {
  title: `coalesce(d.title, '')`,
  names: `coalesce(d.startup_name, '') || ' ' || coalesce(d.organisation_name, '') || ' ' || u.firstname || ' ' || u.lastname`,
  category: `c.name || ' ' || c.slug`,
  story: `coalesce(d.details, '') || ' ' || coalesce(d.business_description, '') || ' ' || coalesce(d.mission, '') || ' ' || coalesce(d.location, '')`,
};
export const SOURCE = `from fundraisers f
  join users u on u.id = f.user_id
  join fundraising_categories c on c.id = f.category_id
  left join fundraiser_details d on d.fundraiser_id = f.id`;

const run = (db: Kysely<unknown>, text: string) => sql.raw(text).execute(db);

async function upPostgres(db: Kysely<unknown>) {
  await run(
    db,
    `create table fundraiser_search (
      fundraiser_id text primary key references fundraisers(id) on delete cascade,
      document tsvector not null
    )`,
  );
  await run(db, `create index fundraiser_search_document on fundraiser_search using gin (document)`);
  await run(
    db,
    `create function fundraiser_search_refresh(fid text) returns void language sql as $$
      insert into fundraiser_search (fundraiser_id, document)
      select f.id,
        setweight(to_tsvector('simple', ${PARTS.title}), 'A') ||
        setweight(to_tsvector('simple', ${PARTS.names}), 'B') ||
        setweight(to_tsvector('simple', ${PARTS.category}), 'C') ||
        setweight(to_tsvector('simple', ${PARTS.story}), 'D')
      ${SOURCE}
      where f.id = fid
      on conflict (fundraiser_id) do update set document = excluded.document
    $$`,
  );
  await run(
    db,
    `create function fundraiser_search_on_change() returns trigger language plpgsql as $$
      begin
        if TG_TABLE_NAME = 'users' then
          perform fundraiser_search_refresh(f.id) from fundraisers f where f.user_id = new.id;
        elsif TG_TABLE_NAME = 'fundraisers' then
          perform fundraiser_search_refresh(new.id);
        elsif TG_OP = 'DELETE' then
          perform fundraiser_search_refresh(old.fundraiser_id);
        else
          perform fundraiser_search_refresh(new.fundraiser_id);
        end if;
        return null;
      end
    $$`,
  );
  const trigger = (name: string, on: string) =>
    run(db, `create trigger ${name} after ${on} for each row execute function fundraiser_search_on_change()`);
  await trigger('fundraiser_search_fundraisers', 'insert or update of category_id, user_id on fundraisers');
  await trigger('fundraiser_search_details', 'insert or update or delete on fundraiser_details');
  await trigger('fundraiser_search_users', 'update of firstname, lastname on users');
  await run(db, `select fundraiser_search_refresh(id) from fundraisers`);
}

/**
 * SQLite: the statements that make the rows of the fundraisers `which` selects (an SQL condition on
 * f) again. No `or ignore`: inside a trigger, the conflict policy of the statement that fired it
 * (an upsert's) replaces the trigger's own.
 */
const refreshSqlite = (which: string) => `
  insert into fundraiser_search_keys (fundraiser_id) select f.id from fundraisers f where ${which}
    and not exists (select 1 from fundraiser_search_keys k where k.fundraiser_id = f.id);
  delete from fundraiser_search where rowid in
    (select k.doc from fundraiser_search_keys k join fundraisers f on f.id = k.fundraiser_id where ${which});
  insert into fundraiser_search (rowid, title, names, category, story)
    select k.doc, ${PARTS.title}, ${PARTS.names}, ${PARTS.category}, ${PARTS.story}
    ${SOURCE}
    join fundraiser_search_keys k on k.fundraiser_id = f.id
    where ${which};`;

const SQLITE_TRIGGERS: [name: string, on: string, body: string][] = [
  ['fundraiser_added', 'insert on fundraisers', refreshSqlite('f.id = new.id')],
  ['fundraiser_changed', 'update of category_id, user_id on fundraisers', refreshSqlite('f.id = new.id')],
  [
    'fundraiser_deleted',
    'delete on fundraisers',
    `delete from fundraiser_search where rowid in (select doc from fundraiser_search_keys where fundraiser_id = old.id);
     delete from fundraiser_search_keys where fundraiser_id = old.id;`,
  ],
  ['details_added', 'insert on fundraiser_details', refreshSqlite('f.id = new.fundraiser_id')],
  ['details_changed', 'update on fundraiser_details', refreshSqlite('f.id = new.fundraiser_id')],
  ['details_deleted', 'delete on fundraiser_details', refreshSqlite('f.id = old.fundraiser_id')],
  ['names_changed', 'update of firstname, lastname on users', refreshSqlite('f.user_id = new.id')],
];

async function upSqlite(db: Kysely<unknown>) {
  await run(
    db,
    `create table fundraiser_search_keys (
      doc integer primary key autoincrement,
      fundraiser_id text not null unique
    )`,
  );
  await run(
    db,
    `create virtual table fundraiser_search using fts5(
      title, names, category, story, tokenize = 'unicode61 remove_diacritics 2'
    )`,
  );
  for (const [name, on, body] of SQLITE_TRIGGERS)
    await run(db, `create trigger fundraiser_search_${name} after ${on} for each row begin ${body} end`);
  // Every fundraiser there already, one statement at a time (a prepared statement holds one).
  for (const statement of refreshSqlite('1 = 1').split(';')) if (statement.trim()) await run(db, statement);
}

export async function up(db: Kysely<unknown>) {
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Kysely<unknown>) {
  if (isPostgres(db)) {
    await run(db, `drop table fundraiser_search`);
    await run(db, `drop function fundraiser_search_on_change cascade`);
    await run(db, `drop function fundraiser_search_refresh`);
    return;
  }
  for (const [name] of SQLITE_TRIGGERS) await run(db, `drop trigger fundraiser_search_${name}`);
  await run(db, `drop table fundraiser_search`);
  await run(db, `drop table fundraiser_search_keys`);
}
