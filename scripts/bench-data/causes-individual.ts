import { HOSPITALS, ILLNESSES, PLACES, RELATIVES, SECONDARY_SCHOOLS, UNIVERSITIES, VILLAGES } from './kenyan-names.ts';
import { fullName, goalKes, randomPerson, story, type Cause, type Rng, type Written } from './text-kit.ts';

// Fundraisers for a person (the 'yourself' category): medical bills, funerals, school and college
// fees, emergencies and livelihoods, the commonest harambees. Only the school-fees cause says
// "school fees", and only the water cause says "water tank", so searches match a few percent.

/** For the organiser or, more often, for a relative named in the story. */
function whoFor(r: Rng, owner: { first: string; last: string }) {
  if (r.chance(0.35)) return { name: owner.first, who: 'me', beneficiary: undefined };
  const [word, relationship] = r.pick(RELATIVES);
  const person = { ...randomPerson(r), last: owner.last };
  return { name: person.first, who: `my ${word}`, beneficiary: { name: fullName(person), relationship } };
}

const medical: Cause = {
  slug: 'yourself',
  weight: 18,
  write(r, owner): Written {
    const w = whoFor(r, owner);
    const hospital = r.pick(HOSPITALS);
    const illness = r.pick(ILLNESSES);
    const title = r.pick([
      `Help ${w.name} get ${illness} at ${hospital}`,
      `Support ${w.name}'s ${illness}`,
      `Msaada wa matibabu kwa ${w.name}`,
      `Help clear ${w.name}'s hospital bill at ${hospital}`,
      `${w.name} needs ${illness} urgently`,
    ]);
    return {
      title,
      details: story(r, [
        `${w.who === 'me' ? 'I was' : `${w.who[0]!.toUpperCase()}${w.who.slice(1)}, ${w.name}, was`} diagnosed in ${r.pick(['January', 'March', 'June', 'August', 'October'])} and doctors at ${hospital} recommended ${illness}.`,
        `SHA covers only part of the cost and the family has already sold ${r.pick(['a cow', 'our land in ' + r.pick(VILLAGES), 'everything we could', 'the family car'])}.`,
        r.pick([
          'We need to clear the hospital bill before the next session.',
          'Pesa hii itasaidia kulipa bili ya hospitali na dawa.',
          'The balance covers the operation, medicine and follow-up visits.',
        ]),
      ]),
      goalKes: goalKes(r, 100, 3000),
      ...(w.beneficiary && { beneficiary: w.beneficiary }),
    };
  },
};

const funeral: Cause = {
  slug: 'yourself',
  weight: 10,
  write(r, owner): Written {
    const late = `${r.pick(['Mzee', 'Mama', 'the late', 'our beloved'])} ${randomPerson(r).first} ${owner.last}`;
    const home = r.pick(VILLAGES);
    return {
      title: r.pick([
        `Funeral expenses for ${late}`,
        `Send-off for ${late} of ${home}`,
        `Mazishi ya ${late}`,
        `Help us lay ${late} to rest in ${home}`,
      ]),
      details: story(r, [
        `It is with great sorrow that we announce the passing of ${late} after a short illness.`,
        `The burial will take place at ${home}, ${r.pick(PLACES)}, and the family is raising funds for the mortuary bill, transport and the send-off.`,
        r.pick(['Tunawashukuru kwa maombi na michango yenu.', 'Thank you for standing with the family at this time.']),
      ]),
      goalKes: goalKes(r, 100, 800),
    };
  },
};

const schoolFees: Cause = {
  slug: 'yourself',
  weight: 3,
  write(r, owner): Written {
    const w = whoFor(r, owner);
    const school = r.pick(SECONDARY_SCHOOLS);
    const form = r.int(1, 4);
    return {
      title: r.pick([
        `School fees for ${w.name} at ${school}`,
        `Help ${w.name} clear Form ${form} school fees`,
        `Karo ya shule ya ${w.name}`,
        `${w.name} needs school fees to sit KCSE`,
      ]),
      details: story(r, [
        `${w.name} is in Form ${form} at ${school} and was sent home for school fees this term.`,
        `${r.pick(['The family farms a small plot', 'Our parents are casual labourers', 'Since our father passed on, money has been hard'])} and the balance of KES ${r.int(15, 90)},000 is beyond us.`,
        'Kila la heri to every student who is fighting to stay in class.',
      ]),
      goalKes: goalKes(r, 20, 150),
      ...(w.beneficiary && { beneficiary: w.beneficiary }),
    };
  },
};

const college: Cause = {
  slug: 'yourself',
  weight: 4,
  write(r, owner): Written {
    const w = whoFor(r, owner);
    const uni = r.pick(UNIVERSITIES);
    const course = r.pick(['Nursing', 'Medicine', 'Engineering', 'Education', 'Law', 'Computer Science', 'Pharmacy']);
    return {
      title: r.pick([
        `Help ${w.name} finish a ${course} degree at ${uni}`,
        `University fees for ${w.name} (${course}, ${uni})`,
        `Send ${w.name} back to ${uni}`,
      ]),
      details: story(r, [
        `${w.name} is in year ${r.int(2, 5)} of ${course} at ${uni}.`,
        'HELB covers part of the tuition and the rest is the fees balance we are raising here, with accommodation.',
        'Elimu ni ufunguo wa maisha.',
      ]),
      goalKes: goalKes(r, 60, 400),
      ...(w.beneficiary && { beneficiary: w.beneficiary }),
    };
  },
};

const emergency: Cause = {
  slug: 'yourself',
  weight: 5,
  write(r, owner): Written {
    const place = r.pick(PLACES);
    const what = r.pick(['house fire', 'floods', 'market fire', 'landslide', 'break-in']);
    return {
      title: r.pick([
        `Rebuild ${owner.first}'s home after the ${what} in ${place}`,
        `Help ${owner.first} start again after the ${what}`,
        `Msaada baada ya ${what === 'floods' ? 'mafuriko' : 'moto'} ${place}`,
      ]),
      details: story(r, [
        `On ${r.pick(['Sunday', 'Tuesday', 'Friday'])} night the ${what} in ${place} destroyed everything we owned.`,
        'We are staying with neighbours and raising money for iron sheets, beds, clothes and stock.',
      ]),
      goalKes: goalKes(r, 50, 600),
    };
  },
};

const livelihood: Cause = {
  slug: 'yourself',
  weight: 8,
  write(r, owner): Written {
    const place = r.pick(PLACES);
    const thing = r.pick([
      ['a boda boda', 'to carry passengers and parcels'],
      ['a dairy cow', 'to sell milk to the local cooler'],
      ['a greenhouse', 'to grow tomatoes and capsicum'],
      ['two sewing machines', 'to make school uniforms'],
      ['a posho mill', 'to grind maize for the village'],
      ['stock for my mama mboga stall', 'to feed my children'],
      ['a drip irrigation kit', 'to farm through the dry season'],
    ] as const);
    return {
      title: r.pick([
        `Help ${owner.first} buy ${thing[0]} in ${place}`,
        `${thing[0]} for ${owner.first}: a fresh start`,
      ]),
      details: story(r, [
        `I am a ${r.pick(['single mother', 'young farmer', 'person living with a disability', 'widow'])} in ${place}.`,
        `I am raising money for ${thing[0]} ${thing[1]} and stand on my own feet.`,
      ]),
      goalKes: goalKes(r, 30, 400),
    };
  },
};

const homeWaterTank: Cause = {
  slug: 'yourself',
  weight: 1,
  write(r, owner): Written {
    const village = r.pick(VILLAGES);
    return {
      title: r.pick([`A water tank for our family in ${village}`, `Tanki la maji kwa familia ya ${owner.last}`]),
      details: story(r, [
        `Our home in ${village} is far from the river and the children carry jerricans every morning.`,
        'A 5,000-litre water tank with gutters will catch the rain for the whole dry season.',
      ]),
      goalKes: goalKes(r, 40, 120),
    };
  },
};

const celebration: Cause = {
  slug: 'yourself',
  weight: 3,
  write(r, owner): Written {
    const partner = randomPerson(r);
    return {
      title: r.pick([
        `Ruracio for ${owner.first} and ${partner.first}`,
        `Wedding harambee: ${owner.first} & ${partner.first}`,
        `Help ${owner.first} represent Kenya at the ${r.pick(['World Athletics U20', 'Commonwealth Youth Games', 'chess olympiad'])}`,
      ]),
      details: story(r, [
        `Family and friends of ${owner.first} ${owner.last} are coming together for this milestone.`,
        'Michango yote itaenda kwa maandalizi na usafiri.',
      ]),
      goalKes: goalKes(r, 100, 900),
    };
  },
};

export const INDIVIDUAL_CAUSES: Cause[] = [
  medical,
  funeral,
  schoolFees,
  college,
  emergency,
  livelihood,
  homeWaterTank,
  celebration,
];
