import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '#server/db/client.ts';

// The few pieces of set-based seeding SQL that SQLite and PostgreSQL spell differently. Numbers
// are written into the SQL as literals: they are the script's own, never anyone's input.

type Expr = RawBuilder<unknown>;

export interface SeedSql {
  /** A CTE `series(i)` of the whole numbers from..to, to follow `with recursive`. */
  series(from: number, to: number): Expr;
  /** A random version-4 UUID as text, like the product's randomUUID() ids. */
  uuid: Expr;
  /** Milliseconds since 1970 (an integer expression) as the product's ISO text, 2026-05-01T10:00:00.000Z. */
  iso(ms: Expr): Expr;
  /** The reverse: the product's ISO text as integer milliseconds. */
  msOf(isoText: Expr): Expr;
  /** A non-negative integer as decimal text, zero-padded to `width` digits. */
  padded(n: Expr, width: number): Expr;
}

const sqliteHex = (bytes: number) => sql.raw(`lower(hex(randomblob(${bytes})))`);

const SQLITE: SeedSql = {
  series: (from, to) =>
    sql`series(i) as (select ${sql.lit(from)} union all select i + 1 from series where i < ${sql.lit(to)})`,
  // Each part from its own random bytes: SQLite evaluates randomblob() wherever it appears.
  uuid: sql`(${sqliteHex(4)} || '-' || ${sqliteHex(2)} || '-4' || substr(${sqliteHex(2)}, 2) || '-' || substr('89ab', 1 + abs(random() % 4), 1) || substr(${sqliteHex(2)}, 2) || '-' || ${sqliteHex(6)})`,
  iso: (ms) => sql`strftime('%Y-%m-%dT%H:%M:%fZ', (${ms}) / 1000.0, 'unixepoch')`,
  msOf: (isoText) => sql`cast(round((julianday(${isoText}) - 2440587.5) * 86400000.0) as integer)`,
  padded: (n, width) => sql`printf(${sql.lit(`%0${width}d`)}, ${n})`,
};

const POSTGRES: SeedSql = {
  // bigint from the start: the hashes below multiply past what a 4-byte integer holds.
  series: (from, to) => sql`series(i) as (select generate_series(${sql.lit(from)}::bigint, ${sql.lit(to)}::bigint))`,
  uuid: sql`gen_random_uuid()::text`,
  iso: (ms) =>
    sql`to_char(to_timestamp((${ms})::double precision / 1000) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  msOf: (isoText) => sql`(extract(epoch from (${isoText})::timestamptz) * 1000)::bigint`,
  padded: (n, width) => sql`lpad((${n})::text, ${sql.lit(width)}, '0')`,
};

export const seedSqlFor = (dialect: Dialect): SeedSql => (dialect === 'postgres' ? POSTGRES : SQLITE);

const DAY_MS = 86_400_000;
const NAIROBI_OFFSET_MS = 3 * 3600_000;

/**
 * When a credit made at `ms` leaves escrow: 5 business days later in Nairobi (lib/business-days.ts,
 * the default ESCROW_BUSINESS_DAYS), which is a week later from a weekday, 6 days from a Saturday
 * and 5 from a Sunday. 1970-01-01 was a Thursday, hence the + 4 (0 is Sunday).
 */
export const escrowEndMs = (ms: Expr) =>
  sql`(${ms}) + (case (((${ms}) + ${sql.lit(NAIROBI_OFFSET_MS)}) / ${sql.lit(DAY_MS)} + 4) % 7 when 6 then 6 when 0 then 5 else 7 end) * ${sql.lit(DAY_MS)}`;

/** `case (n) % list.length when 0 then list[0] … end`: picks from a list by a hash, in SQL. */
export function pickFrom(n: Expr, list: readonly (string | number)[]) {
  const branches = list.map((value, i) => sql`when ${sql.lit(i)} then ${sql.lit(value)}`);
  return sql`(case (${n}) % ${sql.lit(list.length)} ${sql.join(branches, sql` `)} end)`;
}
