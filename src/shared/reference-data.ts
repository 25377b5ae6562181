// The reference lists the server seeds (categories, and the startup step's lookups). Shared, so
// the app's catalogues can translate each name (locales: `lookups`), keyed by its English.

// Categories per the spec; icon names are the spec's (User, Users, Building).
export const CATEGORIES = [
  {
    id: 1,
    slug: 'yourself',
    name: 'Yourself',
    icon_name: 'User',
    // Yourself or someone close (D-170, D-253): the commonest harambee is for a relative.
    description:
      'Raise money for yourself or someone close to you: medical bills, school fees, a funeral, rent or an emergency.',
  },
  {
    id: 2,
    slug: 'startup',
    name: 'Startup',
    icon_name: 'Users',
    description: 'Fund a young business: equipment, stock, a first hire or the launch of a product.',
  },
  {
    id: 3,
    slug: 'organization',
    name: 'Organization',
    icon_name: 'Building',
    description: 'Support a registered non-profit, charity, church, school or community group and its work.',
  },
].map((c, i) => ({ ...c, position: i + 1 }));

// Sectors where Kenyan startups actually cluster (fintech and agritech lead; then health, energy…).
export const INDUSTRIES = [
  'Fintech and mobile money',
  'Agriculture and agritech',
  'Healthcare and healthtech',
  'Education and edtech',
  'Clean energy and solar',
  'E-commerce and retail',
  'Logistics and transport',
  'Manufacturing and agro-processing',
  'Creative arts, media and fashion',
  'Tourism and hospitality',
  'Water, sanitation and waste',
  'Construction and housing',
  'Software and IT services',
  'Other',
] as const;

export const STARTUP_STAGES = ['Idea', 'Prototype or MVP', 'Early revenue', 'Growth', 'Established'] as const;

export const TEAM_SIZES = ['Just me', '2–5 people', '6–10 people', '11–50 people', 'More than 50 people'] as const;
