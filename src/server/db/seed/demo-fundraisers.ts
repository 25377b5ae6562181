// Demo content: believable Kenyan fundraisers so a newcomer sees a living product.

export interface DemoFundraiser {
  slug: 'yourself' | 'startup' | 'organization';
  organizer: { firstname: string; lastname: string; email: string };
  title: string;
  details: string;
  goal: number;
  startup?: {
    name: string;
    description: string;
    location: string;
    industry: number;
    stage: number;
    teamSize: number;
    website?: string;
  };
  organisation?: { name: string; registration: string; mission: string; website?: string };
  donations: [name: string, amount: number, daysAgo: number][];
}

export const DEMO_PASSWORD = 'Harambee#2026';
/** The demo reviewer (role `reviewer`), who signs in with DEMO_PASSWORD and works at /review. */
export const DEMO_REVIEWER_EMAIL = 'reviewer@demo.harambee.ke';

export const DEMO_FUNDRAISERS: DemoFundraiser[] = [
  {
    slug: 'yourself',
    organizer: { firstname: 'Wanjiku', lastname: 'Kamau', email: 'wanjiku@demo.harambee.ke' },
    title: 'Help Wanjiku finish her nursing degree at Moi University',
    details:
      'I am in my final year of a Bachelor of Science in Nursing. My father passed away in March and my mother sells vegetables at Eldoret market. ' +
      "I need KES 180,000 to clear this year's fees and sit my licensing exams. Every shilling brings me closer to serving my community as a nurse.",
    goal: 180000,
    donations: [
      ['Otieno J.', 5000, 1],
      ['Anonymous', 1000, 2],
      ['Grace M.', 2500, 3],
      ['Kiprop', 10000, 5],
      ['Anonymous', 500, 6],
    ],
  },
  {
    slug: 'startup',
    organizer: { firstname: 'Brian', lastname: 'Otieno', email: 'brian@demo.harambee.ke' },
    title: 'Solar cold rooms for fish traders in Kisumu',
    details:
      'Fish traders at Dunga beach lose up to a third of their catch to heat before it sells. MaziwaBaridi builds solar-powered cold rooms that traders rent by the crate, paid with M-Pesa. ' +
      'We are raising funds to build our second cold room and serve 60 more traders.',
    goal: 1200000,
    startup: {
      name: 'MaziwaBaridi Cold Chain',
      description: 'Pay-as-you-go solar cold storage for fish and produce traders around Lake Victoria.',
      location: 'Kisumu',
      industry: 5,
      stage: 3,
      teamSize: 2,
      website: 'https://maziwabaridi.co.ke',
    },
    donations: [
      ['Achieng O.', 20000, 1],
      ['Lake Region Traders', 50000, 4],
      ['Anonymous', 3000, 7],
    ],
  },
  {
    slug: 'organization',
    organizer: { firstname: 'Faith', lastname: 'Mutua', email: 'faith@demo.harambee.ke' },
    title: 'Clean water tanks for three schools in Makueni',
    details:
      'Pupils at Kithuki, Mbooni and Kalawa primary schools walk up to 5 km for water during the dry season. ' +
      'Maji Mashinani will install 10,000-litre rainwater tanks with gutters at each school and train pupils in water care.',
    goal: 450000,
    organisation: {
      name: 'Maji Mashinani Foundation',
      registration: 'OP.218/051/19-0345/12087',
      mission: 'Safe water within reach of every school in rural Makueni.',
      website: 'https://majimashinani.org',
    },
    donations: [
      ['Mwangi Family', 15000, 0],
      ['Anonymous', 2000, 1],
      ['Nduta W.', 1500, 2],
      ["St. Paul's Youth", 7500, 3],
      ['Anonymous', 1000, 4],
      ['Omondi K.', 3000, 9],
    ],
  },
  {
    slug: 'yourself',
    organizer: { firstname: 'Peter', lastname: 'Njoroge', email: 'peter@demo.harambee.ke' },
    title: "Baby Amani's heart surgery at Kenyatta National Hospital",
    details:
      'Our daughter Amani, 8 months, was born with a hole in her heart. Doctors at KNH have scheduled surgery but NHIF covers only part of the cost. ' +
      'Please help us raise the balance for the operation and her recovery.',
    goal: 650000,
    donations: [
      ['Anonymous', 10000, 0],
      ['Church of Kahawa West', 40000, 1],
      ['Wairimu N.', 2000, 1],
      ['Anonymous', 500, 2],
    ],
  },
  {
    slug: 'startup',
    organizer: { firstname: 'Amina', lastname: 'Hassan', email: 'amina@demo.harambee.ke' },
    title: 'Sokoni: an order-by-SMS grocery service for Mombasa estates',
    details:
      'Sokoni lets families order groceries from their local mama mboga by SMS and pay on delivery with M-Pesa. ' +
      "We deliver within an hour using bicycle riders. The funds buy 10 cargo bicycles and cover our first riders' wages.",
    goal: 800000,
    startup: {
      name: 'Sokoni Deliveries',
      description: 'SMS grocery ordering and bicycle delivery for neighbourhood vendors in Mombasa.',
      location: 'Mombasa',
      industry: 6,
      stage: 2,
      teamSize: 2,
    },
    donations: [],
  },
  {
    slug: 'organization',
    organizer: { firstname: 'Joseph', lastname: 'Kiprono', email: 'joseph@demo.harambee.ke' },
    title: 'Running shoes and school fees for Iten junior athletes',
    details:
      'The Kerio Valley Athletics Club trains 40 boys and girls aged 12 to 17 in Iten. Many run barefoot and risk dropping out of school. ' +
      'We are raising money for running shoes, a term of fees for 15 athletes, and transport to the regional championships.',
    goal: 300000,
    organisation: {
      name: 'Kerio Valley Athletics Club',
      registration: 'SOC/48213',
      mission: 'Champions on the track and in the classroom.',
    },
    donations: [
      ['Anonymous', 2500, 0],
      ['Chebet R.', 5000, 3],
      ['Iten Runners Hostel', 25000, 6],
    ],
  },
];
