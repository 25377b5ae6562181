/** A page of a list, from 1. */
export interface Page {
  page: number;
  pageSize: number;
}

/** One page of an ordered query; the order must end on a unique column so pages never repeat or skip a row. */
export function paged<
  Q extends { offset: (n: number) => Q; limit: (n: number) => Q; execute: () => Promise<unknown[]> },
>(query: Q, page: Page) {
  return query
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute() as ReturnType<Q['execute']>;
}
