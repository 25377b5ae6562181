import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { optionalText } from './fields.ts';

// Who an individual fundraiser's money is for (D-170): the organiser themself, or someone else
// named by the organiser with how they are related. The commonest harambee is for a relative.

export const BENEFICIARY_KINDS = ['me', 'someone_else'] as const;
export type BeneficiaryKind = (typeof BENEFICIARY_KINDS)[number];

/** A short list, not free text (D-170): it reads the same in both languages and on every page. */
export const RELATIONSHIPS = ['parent', 'child', 'sibling', 'spouse', 'relative', 'friend', 'other'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

const emptyTo = (fallback: unknown) => (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? fallback : v;

/** The fields the individual form adds; the forms hold text, so '' reads as "not chosen". */
export const beneficiaryFields = {
  beneficiary: z.preprocess(emptyTo('me'), z.enum(BENEFICIARY_KINDS, { error: MSG.beneficiaryInvalid })),
  beneficiary_name: optionalText(LIMITS.nameMax),
  beneficiary_relationship: z.preprocess(
    emptyTo(undefined),
    z.enum(RELATIONSHIPS, { error: MSG.beneficiaryRelationshipRequired }).optional(),
  ),
};

type BeneficiaryValues = {
  beneficiary?: unknown;
  beneficiary_name?: unknown;
  beneficiary_relationship?: unknown;
};

/**
 * Someone else needs a name and a relationship. Checked even while other fields are still wrong
 * (`when`), so the form shows every message at once rather than one after another.
 */
export const withBeneficiaryCheck = <S extends z.ZodObject>(schema: S) =>
  schema.superRefine(
    (value, ctx) => {
      const v = value as BeneficiaryValues;
      if (v.beneficiary !== 'someone_else') return;
      if (typeof v.beneficiary_name !== 'string' || v.beneficiary_name.trim() === '')
        ctx.addIssue({ code: 'custom', path: ['beneficiary_name'], message: MSG.beneficiaryNameRequired });
      if (v.beneficiary_relationship === undefined || v.beneficiary_relationship === '')
        ctx.addIssue({
          code: 'custom',
          path: ['beneficiary_relationship'],
          message: MSG.beneficiaryRelationshipRequired,
        });
    },
    // Only on an object: the OpenAPI generator (and any caller) may test the schema with null.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

/** What is stored: names only for someone else (a 'me' fundraiser keeps none typed before switching). */
export function storedBeneficiary(value: BeneficiaryValues) {
  if (value.beneficiary !== 'someone_else') return { beneficiary_name: null, beneficiary_relationship: null };
  return {
    beneficiary_name: typeof value.beneficiary_name === 'string' ? value.beneficiary_name : null,
    beneficiary_relationship: (value.beneficiary_relationship as Relationship | undefined) ?? null,
  };
}
