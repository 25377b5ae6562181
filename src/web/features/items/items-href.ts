// Addresses of the items' pages, built in one place: the list's filters live in its URL
// (/fundraisers?view=items&category=…&county=…&q=…&page=N), so any link opens the same list.

export interface ItemsFilter {
  q?: string;
  category?: string;
  county?: string;
}

/** The list with `filter`, and `page` (pages 1..N drawn at once) when given. */
export function itemsHref({ q, category, county }: ItemsFilter, page?: number) {
  const params = new URLSearchParams({ view: 'items' });
  if (q?.trim()) params.set('q', q.trim());
  if (category) params.set('category', category);
  if (county) params.set('county', county);
  if (page && page > 1) params.set('page', String(page));
  return `/fundraisers?${params}`;
}

export const itemHref = (code: string) => `/items/${encodeURIComponent(code)}`;

/** Sign-in that comes back to `href` afterwards. */
export const signInHref = (href: string) => `/auth/login?${new URLSearchParams({ redirect: href })}`;

/** The id the first card of page `n` (n ≥ 2) carries, for a plain 'Load more' link's `#item-page-n`. */
export const itemPageAnchor = (n: number) => `item-page-${n}`;
