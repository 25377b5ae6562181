/**
 * The `meta` of a paged list. The call table's lists (fundraisers, search, items, moderation) say 0
 * pages when there is nothing; the owner's and donor's own lists say "page 1 of 1" (`minPages` 1).
 */
export const pageMeta = (page: number, pageSize: number, total: number, minPages: 0 | 1 = 0) => ({
  page,
  page_size: pageSize,
  total,
  total_pages: Math.max(minPages, Math.ceil(total / pageSize)),
});
