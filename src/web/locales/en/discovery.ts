// The fundraiser list and search results (/fundraisers).
export const discovery = {
  filterLabel: 'Category',
  all: 'All',
  categoriesFailed: 'Categories could not be loaded.',
  loading: 'Loading fundraisers…',
  showing: 'Showing {{shown}} of {{total}}',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  emptyAll: 'No fundraisers are live yet. Be the first to start one.',
  emptyCategory: 'No fundraisers are live in this category yet.',
  browseAll: 'Browse all fundraisers',
  startOne: 'Start a fundraiser',
  // Spec §8, word for word.
  searchError: 'An error occurred while searching fundraisers',
  searchEmpty: 'No fundraisers match "{{q}}".',
  searchEmptyHint: 'Check the spelling or try fewer words.',
  untitled: 'Untitled fundraiser',
  by: 'by {{name}}',
};
