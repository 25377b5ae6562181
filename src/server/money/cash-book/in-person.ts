import type { InPersonSupporter } from '#shared/schemas/review.schema.ts';
import type { Db } from '../../db/client.ts';
import { inPersonSupporters } from '../../db/repositories/cash-book.repository.ts';

/**
 * Who gave in person, as anyone may see it (D-238, D-239): the newest confirmed cash entries' names,
 * or none for an anonymous gift, and nothing else of the entry: no amount, date, note or photo.
 */
export const inPersonSupportersOf = async (db: Db, fundraiserId: string): Promise<InPersonSupporter[]> =>
  (await inPersonSupporters(db, fundraiserId)).map((row) => ({
    donor_name: row.donor_name,
    anonymous: row.donor_name === null,
  }));
