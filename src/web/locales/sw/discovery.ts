// The fundraiser list and search results (/fundraisers), in Kiswahili.
import type { Catalogue } from '../catalogue.ts';
import type { discovery as enDiscovery } from '../en/discovery.ts';

export const discovery: Catalogue<typeof enDiscovery> = {
  filterLabel: 'Aina',
  all: 'Zote',
  categoriesFailed: 'Aina hazikuweza kupakiwa.',
  loading: 'Inapakia harambee…',
  showing: 'Inaonyesha {{shown}} kati ya {{total}}',
  loadMore: 'Onyesha zaidi',
  loadingMore: 'Inapakia zaidi…',
  emptyAll: 'Bado hakuna harambee inayoendelea. Kuwa wa kwanza kuanzisha.',
  emptyCategory: 'Bado hakuna harambee inayoendelea katika aina hii.',
  browseAll: 'Tazama harambee zote',
  startOne: 'Anzisha harambee',
  // Spec §8, translated faithfully.
  searchError: 'Hitilafu imetokea wakati wa kutafuta harambee',
  searchEmpty: 'Hakuna harambee inayolingana na "{{q}}".',
  searchEmptyHint: 'Angalia tahajia au jaribu maneno machache zaidi.',
  untitled: 'Harambee isiyo na kichwa',
  by: 'Mwandalizi: {{name}}',
};
