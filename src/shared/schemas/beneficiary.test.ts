import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { storedBeneficiary } from './beneficiary.ts';
import { errorsOf } from './field-errors.ts';
import { detailsFormSchemaFor, individualDetailsSchema, individualFormSchema } from './fundraiser.schema.ts';

// Who an individual fundraiser is for (D-170): the organiser, or someone else with a name and a
// relationship from the short list. One schema for the wizard's form and the server's check.

const individual = (overrides: Record<string, unknown> = {}) => ({
  fundraiser: 'f-1',
  fundraiser_title: 'Hospital bill for Mama',
  fundraiser_details: 'Mama had an operation at Kenyatta National Hospital.',
  fundraiser_goal: 150000,
  ...overrides,
});

describe('who an individual fundraiser is for', () => {
  it('is the organiser when nothing (or an empty choice) is sent', () => {
    expect(individualDetailsSchema.parse(individual()).beneficiary).toBe('me');
    expect(individualDetailsSchema.parse(individual({ beneficiary: '' })).beneficiary).toBe('me');
  });

  it('takes someone else with a name and a relationship, trimmed', () => {
    const parsed = individualDetailsSchema.parse(
      individual({
        beneficiary: 'someone_else',
        beneficiary_name: '  Mama Njeri ',
        beneficiary_relationship: 'parent',
      }),
    );
    expect(parsed).toMatchObject({
      beneficiary: 'someone_else',
      beneficiary_name: 'Mama Njeri',
      beneficiary_relationship: 'parent',
    });
    expect(storedBeneficiary(parsed)).toEqual({ beneficiary_name: 'Mama Njeri', beneficiary_relationship: 'parent' });
  });

  it('requires the name and the relationship for someone else, beside the other fields’ messages', () => {
    expect(errorsOf(individualDetailsSchema, individual({ beneficiary: 'someone_else' }))).toEqual({
      beneficiary_name: [MSG.beneficiaryNameRequired],
      beneficiary_relationship: [MSG.beneficiaryRelationshipRequired],
    });
    expect(
      errorsOf(individualFormSchema, {
        fundraiser_title: 'Hospital bill',
        beneficiary: 'someone_else',
        beneficiary_name: '   ',
        beneficiary_relationship: '',
      }),
    ).toEqual({
      fundraiser_details: [MSG.detailsRequired],
      fundraiser_goal: [MSG.goalRequired],
      beneficiary_name: [MSG.beneficiaryNameRequired],
      beneficiary_relationship: [MSG.beneficiaryRelationshipRequired],
    });
  });

  it('refuses a relationship outside the list, an unknown choice and a name past 80 characters', () => {
    expect(
      errorsOf(
        individualDetailsSchema,
        individual({ beneficiary: 'someone_else', beneficiary_name: 'Baraka', beneficiary_relationship: 'boss' }),
      ),
    ).toEqual({ beneficiary_relationship: [MSG.beneficiaryRelationshipRequired] });
    expect(errorsOf(individualDetailsSchema, individual({ beneficiary: 'them' }))).toEqual({
      beneficiary: [MSG.beneficiaryInvalid],
    });
    const long = individual({
      beneficiary: 'someone_else',
      beneficiary_name: 'n'.repeat(81),
      beneficiary_relationship: 'child',
    });
    expect(Object.keys(errorsOf(individualDetailsSchema, long))).toEqual(['beneficiary_name']);
  });

  it('keeps no name for the organiser themself, even one typed before choosing "me" again', () => {
    const parsed = individualDetailsSchema.parse(
      individual({ beneficiary: 'me', beneficiary_name: 'Baraka', beneficiary_relationship: 'child' }),
    );
    expect(storedBeneficiary(parsed)).toEqual({ beneficiary_name: null, beneficiary_relationship: null });
  });

  it('is the same check in the wizard’s form schema, which has no fundraiser id', () => {
    const form = detailsFormSchemaFor('yourself');
    const { fundraiser: _id, ...typed } = individual({ beneficiary: 'someone_else' });
    expect(Object.keys(errorsOf(form, typed))).toEqual(['beneficiary_name', 'beneficiary_relationship']);
    expect(form.safeParse({ ...typed, beneficiary_name: 'Baraka', beneficiary_relationship: 'child' }).success).toBe(
      true,
    );
    // The other types' forms know nothing of it.
    expect(detailsFormSchemaFor('startup').shape).not.toHaveProperty('beneficiary');
  });
});
