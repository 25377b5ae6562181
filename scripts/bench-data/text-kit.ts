import type { Relationship } from '#shared/schemas/beneficiary.ts';
import { FIRST_NAMES, LAST_NAMES } from './kenyan-names.ts';

// What the cause files write with: a seeded random source (the same seed writes the same data, so
// two runs measure the same rows) and the shape of one written fundraiser.

export interface Rng {
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32: tiny, fast and good enough to vary texts; not for anything secret. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)]!,
    chance: (p) => next() < p,
  };
}

export interface Person {
  first: string;
  last: string;
}

export const fullName = (p: Person) => `${p.first} ${p.last}`;
export const randomPerson = (r: Rng): Person => ({ first: r.pick(FIRST_NAMES), last: r.pick(LAST_NAMES) });

export interface Written {
  title: string;
  details: string;
  goalKes: number;
  beneficiary?: { name: string; relationship: Relationship };
  startup?: {
    name: string;
    description: string;
    location: string;
    industry: number;
    stage: number;
    teamSize: number;
    website: string | null;
  };
  organisation?: { name: string; registration: string; mission: string; website: string | null };
}

export interface Cause {
  /** The category slug (fundraising_categories), which also decides the details' kind. */
  slug: 'yourself' | 'startup' | 'organization';
  /** How often, relative to the other causes. */
  weight: number;
  write(r: Rng, owner: Person): Written;
}

/** A goal in whole thousands of shillings, as organisers round them. */
export const goalKes = (r: Rng, minThousands: number, maxThousands: number) => r.int(minThousands, maxThousands) * 1000;

/** The closing lines stories end with; none names a cause, so they never make a search match. */
const CLOSINGS = [
  'Every shilling counts. Asante sana.',
  'Please share this with friends and family. Mungu awabariki.',
  'Kidogo kidogo hujaza kibaba: no amount is too small.',
  'We will post updates and receipts here as the money is used.',
  'Tusaidiane. Thank you for standing with us.',
  'You can give by M-Pesa in a few seconds. Thank you for your kindness.',
  'Your support means the world to us.',
  'Harambee! Together we can do this.',
];

/** A story: the cause's own sentences, in their order, then one closing line. */
export const story = (r: Rng, sentences: string[]) => [...sentences, r.pick(CLOSINGS)].join(' ');
