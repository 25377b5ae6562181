import { describe, expect, it } from 'vitest';
import { emptyDraft } from './draft-store.ts';
import type { WizardDraft } from './draft.types.ts';
import { completeStep, continueFromBeneficiary, goBackTo, guardStep } from './steps.ts';

const withType = (overrides: Partial<WizardDraft> = {}): WizardDraft => ({
  ...emptyDraft(),
  type: { id: 1, name: 'Yourself', slug: 'yourself' },
  ...overrides,
});

describe('wizard transitions (spec §4)', () => {
  it('starts at select-beneficiary with nothing completed', () => {
    expect(emptyDraft()).toMatchObject({ step: 'select-beneficiary', completed: [] });
  });

  it('completing a step marks it done and moves to the next number', () => {
    const d = completeStep(withType(), 'select-beneficiary');
    expect(d).toMatchObject({ step: 'create-account', completed: ['select-beneficiary'] });
    expect(completeStep(d, 'create-account')).toMatchObject({
      step: 'fundraiser-details',
      completed: ['select-beneficiary', 'create-account'],
    });
  });

  it('going back clears the completed flag of that step and every later one', () => {
    const d = withType({
      step: 'launch-fundraiser',
      completed: ['select-beneficiary', 'create-account', 'fundraiser-details'],
    });
    expect(goBackTo(d, 'create-account')).toMatchObject({
      step: 'create-account',
      completed: ['select-beneficiary'],
    });
    expect(goBackTo(d, 'select-beneficiary')).toMatchObject({ step: 'select-beneficiary', completed: [] });
  });

  it('a verified user skips sign-up: steps 1 to 3 complete, on to fundraiser-details', () => {
    expect(continueFromBeneficiary(withType(), { is_verified: true })).toMatchObject({
      step: 'fundraiser-details',
      completed: ['select-beneficiary', 'create-account', 'fundraiser-details'],
    });
  });

  it('an unverified user and a visitor go to create-account', () => {
    for (const user of [{ is_verified: false }, null]) {
      expect(continueFromBeneficiary(withType(), user)).toMatchObject({
        step: 'create-account',
        completed: ['select-beneficiary'],
      });
    }
  });

  it('details need a verified user, else back to create-account', () => {
    const d = withType({ step: 'fundraiser-details', completed: ['select-beneficiary', 'create-account'] });
    expect(guardStep(d, { is_verified: true })).toBe(d);
    expect(guardStep(d, { is_verified: false })).toMatchObject({
      step: 'create-account',
      completed: ['select-beneficiary'],
    });
    expect(guardStep(d, null)).toMatchObject({ step: 'create-account' });
  });

  it('without a chosen type every later step sends the visitor home', () => {
    const d = { ...withType({ step: 'fundraiser-details' }), type: null };
    expect(guardStep(d, { is_verified: true })).toBe('home');
    expect(guardStep({ ...d, step: 'create-account' }, null)).toBe('home');
    expect(guardStep({ ...d, step: 'select-beneficiary' }, null)).toMatchObject({ step: 'select-beneficiary' });
  });
});
