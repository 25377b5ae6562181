import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../client.ts';
import { PARTS, SOURCE } from './029-fundraiser-search.ts';

// The search index holds live fundraisers only, each with its creation time (D-229). Search shows
// live fundraisers alone, so a search can now count and rank its matches and pick its page on the
// index by itself, and join the rest of a card for the dozen it shows. Before, every match (about
// 6 000 for a common word at 100 000 fundraisers) was joined to its fundraiser to learn whether it
// was live and when it was made: 40 to 50 ms a search on a quiet machine. The triggers now also
// fire on a change of status, which adds or removes the fundraiser's document.

const run = (db: Kysely<unknown>, text: string) => sql.raw(text).execute(db);

async function upPostgres(db: Kysely<unknown>) {
  await run(db, `alter table fundraiser_search add column created_at text`);
  await run(
    db,
    `create or replace function fundraiser_search_refresh(fid text) returns void language sql as $$
      delete from fundraiser_search s where s.fundraiser_id = fid
        and not exists (select 1 from fundraisers f where f.id = fid and f.status = 'live');
      insert into fundraiser_search (fundraiser_id, document, created_at)
      select f.id,
        setweight(to_tsvector('simple', ${PARTS.title}), 'A') ||
        setweight(to_tsvector('simple', ${PARTS.names}), 'B') ||
        setweight(to_tsvector('simple', ${PARTS.category}), 'C') ||
        setweight(to_tsvector('simple', ${PARTS.story}), 'D'),
        f.created_at
      ${SOURCE}
      where f.id = fid and f.status = 'live'
      on conflict (fundraiser_id) do update set document = excluded.document, created_at = excluded.created_at
    $$`,
  );
  await run(db, `drop trigger fundraiser_search_fundraisers on fundraisers`);
  await run(
    db,
    `create trigger fundraiser_search_fundraisers after insert or update of category_id, user_id, status
      on fundraisers for each row execute function fundraiser_search_on_change()`,
  );
  await run(db, `delete from fundraiser_search`);
  await run(db, `select fundraiser_search_refresh(id) from fundraisers where status = 'live'`);
  await run(db, `alter table fundraiser_search alter column created_at set not null`);
}

/**
 * SQLite: the statements that make the rows of the fundraisers `which` selects (an SQL condition on
 * f) again: every fundraiser keeps its key (its document's rowid), a live one has a document. No
 * `or ignore`: inside a trigger, the conflict policy of the statement that fired it replaces it.
 */
const refreshSqlite = (which: string) => `
  insert into fundraiser_search_keys (fundraiser_id, created_at) select f.id, f.created_at from fundraisers f
    where ${which} and not exists (select 1 from fundraiser_search_keys k where k.fundraiser_id = f.id);
  delete from fundraiser_search where rowid in
    (select k.doc from fundraiser_search_keys k join fundraisers f on f.id = k.fundraiser_id where ${which});
  insert into fundraiser_search (rowid, title, names, category, story)
    select k.doc, ${PARTS.title}, ${PARTS.names}, ${PARTS.category}, ${PARTS.story}
    ${SOURCE}
    join fundraiser_search_keys k on k.fundraiser_id = f.id
    where ${which} and f.status = 'live';`;

/** The triggers of migration 029 that this one makes again, and the rows each refreshes. */
const SQLITE_TRIGGERS: [name: string, on: string, which: string][] = [
  ['fundraiser_added', 'insert on fundraisers', 'f.id = new.id'],
  ['fundraiser_changed', 'update of category_id, user_id, status on fundraisers', 'f.id = new.id'],
  ['details_added', 'insert on fundraiser_details', 'f.id = new.fundraiser_id'],
  ['details_changed', 'update on fundraiser_details', 'f.id = new.fundraiser_id'],
  ['details_deleted', 'delete on fundraiser_details', 'f.id = old.fundraiser_id'],
  ['names_changed', 'update of firstname, lastname on users', 'f.user_id = new.id'],
];

async function upSqlite(db: Kysely<unknown>) {
  await run(db, `alter table fundraiser_search_keys add column created_at text not null default ''`);
  await run(
    db,
    `update fundraiser_search_keys set created_at =
      (select f.created_at from fundraisers f where f.id = fundraiser_search_keys.fundraiser_id)`,
  );
  for (const [name, on, which] of SQLITE_TRIGGERS) {
    await run(db, `drop trigger fundraiser_search_${name}`);
    await run(
      db,
      `create trigger fundraiser_search_${name} after ${on} for each row begin ${refreshSqlite(which)} end`,
    );
  }
  await run(
    db,
    `delete from fundraiser_search where rowid in (select k.doc from fundraiser_search_keys k
      join fundraisers f on f.id = k.fundraiser_id where f.status <> 'live')`,
  );
}

export async function up(db: Kysely<unknown>) {
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

/** Back to migration 029's index: every fundraiser's document, found by id alone. */
export async function down(db: Kysely<unknown>) {
  const m029 = await import('./029-fundraiser-search.ts');
  await m029.down(db);
  await m029.up(db);
}
