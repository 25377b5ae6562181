import { INDUSTRIES } from '#shared/reference-data.ts';
import { CHURCHES, PLACES, VILLAGES } from './kenyan-names.ts';
import { goalKes, story, type Cause, type Rng, type Written } from './text-kit.ts';

// Fundraisers for groups: registered organisations (water projects, churches, schools, children's
// homes, clubs, relief) and young businesses, each with the fields its kind of details stores.

const registration = (r: Rng) =>
  r.pick([
    `OP.218/051/${r.int(10, 24)}-${r.int(100, 999)}/${r.int(1000, 19999)}`,
    `SOC/${r.int(10000, 69999)}`,
    `CBO/${r.pick(['MKN', 'KTI', 'NRB', 'KSM', 'NKR'])}/${r.int(2008, 2024)}/${r.int(10, 999)}`,
  ]);

const website = (r: Rng, name: string) =>
  r.chance(0.3) ? `https://${name.toLowerCase().replace(/[^a-z]+/g, '')}.${r.pick(['or.ke', 'org', 'co.ke'])}` : null;

function organisation(name: string, mission: string, title: string, details: string[], goal: number, r: Rng): Written {
  return {
    title,
    details: story(r, details),
    goalKes: goal,
    organisation: { name, registration: registration(r), mission, website: website(r, name) },
  };
}

const waterTanks: Cause = {
  slug: 'organization',
  weight: 3,
  write(r) {
    const village = r.pick(VILLAGES);
    const litres = r.pick(['10,000', '24,000', '50,000']);
    return organisation(
      `${r.pick(['Maji', 'Maji Safi', 'Water for', 'Tujenge'])} ${village} ${r.pick(['Foundation', 'Trust', 'Self Help Group'])}`,
      'Safe water within reach of every home and school.',
      r.pick([
        `Clean water tanks for ${village} Primary School`,
        `Rainwater harvesting tanks for ${village} community`,
        `Borehole and water tank for ${village}`,
        `Water for ${village}: a ${litres}-litre tank`,
        `Tanki la maji kwa shule ya ${village}`,
      ]),
      [
        `Families in ${village} walk up to ${r.int(3, 12)} km to fetch water in the dry season.`,
        `We will install a ${litres}-litre water tank with gutters and a tap stand, and train a committee to care for it.`,
      ],
      goalKes(r, 150, 1500),
      r,
    );
  },
};

const church: Cause = {
  slug: 'organization',
  weight: 7,
  write(r) {
    const name = `${r.pick(CHURCHES)} ${r.pick(VILLAGES)}`;
    return organisation(
      name,
      'A house of worship and a home for the community.',
      r.pick([
        `Help build ${name}`,
        `Harambee ya kanisa: ${name}`,
        `New roof for ${name}`,
        `Complete the sanctuary of ${name}`,
      ]),
      [
        `The congregation of ${name} has worshipped under a temporary structure for ${r.int(2, 9)} years.`,
        'We are raising funds for iron sheets, cement and the labour to finish the building before the rains.',
        'Mungu awabariki mnapotoa.',
      ],
      goalKes(r, 500, 10000),
      r,
    );
  },
};

const classrooms: Cause = {
  slug: 'organization',
  weight: 4,
  write(r) {
    const village = r.pick(VILLAGES);
    return organisation(
      `${village} Primary School PTA`,
      'Every child learning in a safe classroom.',
      r.pick([
        `New classrooms for ${village} Primary School`,
        `Desks and books for ${village} Primary`,
        `Feeding programme for pupils in ${village}`,
      ]),
      [
        `${r.int(300, 1200)} pupils share ${r.int(4, 9)} classrooms at ${village} Primary School.`,
        'The parents have agreed to provide labour; the money buys building materials, desks and textbooks.',
      ],
      goalKes(r, 200, 2500),
      r,
    );
  },
};

const childrensHome: Cause = {
  slug: 'organization',
  weight: 2,
  write(r) {
    const name = `${r.pick(['Tumaini', 'Upendo', 'Baraka', 'Neema', 'Faraja'])} Children's Home ${r.pick(PLACES)}`;
    return organisation(
      name,
      'A family, food and education for orphaned children.',
      r.pick([`Food and school fees for the children of ${name}`, `Keep the lights on at ${name}`]),
      [
        `${name} cares for ${r.int(20, 80)} orphaned and vulnerable children.`,
        r.pick([
          'This term we need school fees, food and uniforms for all of them.',
          'We need food, bedding and a new kitchen.',
        ]),
      ],
      goalKes(r, 150, 1200),
      r,
    );
  },
};

const club: Cause = {
  slug: 'organization',
  weight: 3,
  write(r) {
    const place = r.pick(PLACES);
    const sport = r.pick(['Athletics', 'Football', 'Volleyball', 'Boxing', 'Rugby']);
    const name = `${place} Junior ${sport} Club`;
    return organisation(
      name,
      'Champions on the field and in the classroom.',
      r.pick([
        `Running shoes and school fees for ${place} junior athletes`,
        `Send ${name} to the national championships`,
        `Kits and transport for ${name}`,
      ]),
      [`${name} trains ${r.int(20, 60)} boys and girls aged 12 to 17.`, 'We need kits, transport and a coach.'],
      goalKes(r, 100, 600),
      r,
    );
  },
};

const relief: Cause = {
  slug: 'organization',
  weight: 5,
  write(r) {
    const place = r.pick(PLACES);
    const what = r.pick(['Flood relief', 'Drought relief', 'Free medical camp', 'Sanitary pads', 'Poultry project']);
    const name = `${r.pick(['Umoja', 'Jamii', 'Tushikamane', 'Simama'])} ${place} ${r.pick(['Women Group', 'Youth Group', 'CBO'])}`;
    return organisation(
      name,
      'Neighbours helping neighbours.',
      `${what} for families in ${place}`,
      [`${name} is raising funds for ${what.toLowerCase()} reaching ${r.int(50, 900)} households in ${place}.`],
      goalKes(r, 100, 2000),
      r,
    );
  },
};

/** Startup names the way Kenyan founders make them: Kiswahili and English parts. */
const startupName = (r: Rng) =>
  `${r.pick(['Jua', 'Shamba', 'Soko', 'Pesa', 'Afya', 'Elimu', 'Nuru', 'Bidii', 'Mkulima', 'Safari', 'Kazi', 'Tuktuk'])}${r.pick(['Tech', 'Labs', 'Hub', 'Works', 'Link', 'Go', 'Plus', ' Africa', ' Kenya'])}`;

const IDEAS: [idea: string, industry: (typeof INDUSTRIES)[number]][] = [
  ['solar dryers for mango farmers', 'Agriculture and agritech'],
  ['pay-as-you-go solar lamps for rural homes', 'Clean energy and solar'],
  ['an app for chamas to save and lend together', 'Fintech and mobile money'],
  ['a telemedicine line for village clinics', 'Healthcare and healthtech'],
  ['affordable coding classes for high school leavers', 'Education and edtech'],
  ['an order-by-SMS grocery service for estates', 'E-commerce and retail'],
  ['electric boda bodas with battery swaps', 'Logistics and transport'],
  ['animal feed made from black soldier flies', 'Manufacturing and agro-processing'],
  ['water ATMs that sell clean drinking water by the litre', 'Water, sanitation and waste'],
  ['interlocking soil blocks for cheaper houses', 'Construction and housing'],
  ['booking software for matatu saccos', 'Software and IT services'],
  ['rainwater harvesting kits for small farms', 'Water, sanitation and waste'],
];

const startup: Cause = {
  slug: 'startup',
  weight: 18,
  write(r): Written {
    const name = startupName(r);
    const [idea, industry] = r.pick(IDEAS);
    const location = r.pick(PLACES);
    return {
      title: r.pick([`${name}: ${idea} in ${location}`, `Help ${name} grow`, `Back ${name}, ${idea}`]),
      details: story(r, [
        `${name} builds ${idea}.`,
        `We started in ${location} ${r.int(1, 4)} years ago and have ${r.int(20, 900)} paying customers.`,
        `The money buys equipment and covers our first ${r.int(2, 10)} hires.`,
      ]),
      goalKes: goalKes(r, 200, 5000),
      startup: {
        name,
        description: `${name}: ${idea}, paid with M-Pesa.`,
        location,
        industry: INDUSTRIES.indexOf(industry) + 1,
        stage: r.int(1, 5),
        teamSize: r.int(1, 4),
        website: website(r, name),
      },
    };
  },
};

export const GROUP_CAUSES: Cause[] = [waterTanks, church, classrooms, childrensHome, club, relief, startup];
