import { percentRaised } from '#shared/money.ts';

// The demo's sample data (spec §3: "Profile (demo)" and "Campaign card (demo)"). Pictures are
// small inline SVGs, so the demo needs no image files and works offline from the shell.

/** Spec §4: the demo's three states. */
export type DemoState = 'empty' | 'filled' | 'google';
export const DEMO_STATES: readonly DemoState[] = ['empty', 'filled', 'google'];

export interface DemoProfile {
  firstname: string;
  lastname: string;
  email_address: string;
  role: string;
  country_code: string;
  mobile_number: string;
  bio: string;
  photo: string | null;
  /** The sign-up method: a Google account cannot change its e-mail (spec §5). */
  google: boolean;
}

export interface DemoCampaign {
  id: string;
  title: string;
  raised: number;
  goal: number;
  supporters: number;
  progress: number;
  status: 'active' | 'closed';
  image: string;
}

const svg = (body: string, w = 160, h = 160) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${body}</svg>`)}`;

/** A drawn portrait: a face on the brand's green, recognisably "a photo" at 56 px and 128 px. */
const PHOTO = svg(
  '<rect width="160" height="160" fill="#0b6e4f"/><circle cx="80" cy="64" r="30" fill="#8d5524"/>' +
    '<path d="M50 56q30-40 60 0q-4-26-30-26t-30 26z" fill="#1b1b1b"/>' +
    '<path d="M26 160q6-50 54-50t54 50z" fill="#f4b942"/>',
);

const scene = (sky: string, ground: string, sun: string) =>
  svg(
    `<rect width="320" height="200" fill="${sky}"/><circle cx="250" cy="60" r="28" fill="${sun}"/>` +
      `<path d="M0 150q80-50 160 0t160 0v50H0z" fill="${ground}"/>`,
    320,
    200,
  );

const EMPTY: DemoProfile = {
  firstname: '',
  lastname: '',
  email_address: '',
  role: '',
  country_code: '+254',
  mobile_number: '',
  bio: '',
  photo: null,
  google: false,
};

const FILLED: DemoProfile = {
  firstname: 'Wanjiku',
  lastname: 'Mwangi',
  email_address: 'wanjiku.mwangi@example.co.ke',
  role: 'Teacher, Nyeri',
  country_code: '+254',
  mobile_number: '712345678',
  bio: 'I teach at a primary school in Nyeri and raise money for school fees and a new library for our pupils.',
  photo: PHOTO,
  google: false,
};

/** Spec §4: the three states' profiles. Google's is the filled one, signed up through Google. */
export const DEMO_PROFILES: Record<DemoState, DemoProfile> = {
  empty: EMPTY,
  filled: FILLED,
  google: { ...FILLED, email_address: 'wanjiku.mwangi@gmail.com', google: true },
};

const campaign = (c: Omit<DemoCampaign, 'progress'>): DemoCampaign => ({
  ...c,
  progress: percentRaised(c.raised, c.goal),
});

export const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  campaign({
    id: 'library',
    title: 'A library for Kiganjo Primary School',
    raised: 184_500,
    goal: 300_000,
    supporters: 96,
    status: 'active',
    image: scene('#bde0fe', '#0b6e4f', '#f4b942'),
  }),
  campaign({
    id: 'fees',
    title: 'School fees for Form One pupils',
    raised: 120_000,
    goal: 120_000,
    supporters: 58,
    status: 'closed',
    image: scene('#ffd6a5', '#8a5a00', '#b3261e'),
  }),
];
