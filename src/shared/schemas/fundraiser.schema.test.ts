import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MSG } from '../messages.ts';
import { errorsOf } from './field-errors.ts';
import { goal, website } from './fields.ts';
import {
  individualDetailsSchema,
  listQuerySchema,
  organisationDetailsSchema,
  searchQuerySchema,
  startupDetailsSchema,
} from './fundraiser.schema.ts';

// Section 5 (fundraiser forms, startup, organization) and section 9 (limits) of the spec.

const messagesOf = (schema: z.ZodType, input: unknown) => Object.values(errorsOf(schema, input)).flat();

const individual = (overrides: Record<string, unknown> = {}) => ({
  fundraiser: 'f-1',
  fundraiser_title: 'School fees for Wanjiru',
  fundraiser_details: 'Help Wanjiru finish her final year.',
  fundraiser_goal: 50000,
  ...overrides,
});
const startup = (overrides: Record<string, unknown> = {}) =>
  individual({
    startup_name: 'Jua Power',
    business_description: 'Solar kits for rural homes.',
    location: 'Kisumu',
    industry: 5,
    stage: 2,
    team_size: 1,
    ...overrides,
  });
const organisation = (overrides: Record<string, unknown> = {}) =>
  individual({ organisation_name: 'Mtoto Trust', registration_number: 'NGO/123', mission: 'Books', ...overrides });

describe('website()', () => {
  const schema = website();

  it.each([
    ['example.com', 'https://example.com'],
    ['http://example.com', 'https://example.com'],
    ['https://example.com', 'https://example.com'],
    ['HTTPS://https://example.com/x', 'https://example.com/x'],
    ['  www.example.co.ke/about  ', 'https://www.example.co.ke/about'],
  ])('turns %j into %j', (input, expected) => {
    expect(schema.parse(input)).toBe(expected);
  });

  it.each(['', '   ', 'https://', null, undefined])('leaves %j empty', (input) => {
    expect(schema.parse(input)).toBeUndefined();
  });

  it.each(['not a url', 'localhost', 'example', 'exa mple.com'])('rejects %j', (input) => {
    expect(messagesOf(schema, input)).toEqual([MSG.urlInvalid]);
  });
});

describe('goal()', () => {
  const schema = goal();

  it('reads the text of the input as a number kept to 2 decimals', () => {
    expect(schema.parse('1500.555')).toBe(1500.56);
    expect(schema.parse('1500.554')).toBe(1500.55);
    expect(schema.parse(' 2500 ')).toBe(2500);
    expect(schema.parse(99.999)).toBe(100);
    expect(schema.parse('0.005')).toBe(0.01);
    expect(schema.parse('.5')).toBe(0.5);
  });

  it.each(['', '   ', undefined, null])('requires a goal (got %j)', (input) => {
    expect(messagesOf(schema, input)).toEqual([MSG.goalRequired]);
  });

  it.each(['abc', '12abc', true, '0x10', '1e3', '0b11', 'Infinity', '1,000'])('rejects %j as not a number', (input) => {
    expect(messagesOf(schema, input)).toEqual([MSG.goalNumber]);
  });

  it.each([0, -1, '0', '-0.5', 0.004, '0.001', '0.0049'])('rejects %j as not positive (rounded first)', (input) => {
    expect(messagesOf(schema, input)).toEqual([MSG.goalPositive]);
  });

  it('caps the goal at 10 000 000 000', () => {
    expect(schema.parse(10_000_000_000)).toBe(10_000_000_000);
    expect(messagesOf(schema, 10_000_000_001)).toEqual(['Goal must be at most 10000000000']);
  });
});

describe('fundraiser details (all types)', () => {
  it('accepts a 120-character title and rejects 121', () => {
    expect(errorsOf(individualDetailsSchema, individual({ fundraiser_title: 't'.repeat(120) }))).toEqual({});
    expect(errorsOf(individualDetailsSchema, individual({ fundraiser_title: 't'.repeat(121) }))).toEqual({
      fundraiser_title: [MSG.titleMax],
    });
  });

  it('accepts 1000 characters of details and rejects 1001', () => {
    expect(errorsOf(individualDetailsSchema, individual({ fundraiser_details: 'd'.repeat(1000) }))).toEqual({});
    expect(errorsOf(individualDetailsSchema, individual({ fundraiser_details: 'd'.repeat(1001) }))).toEqual({
      fundraiser_details: [MSG.detailsMax],
    });
  });

  it('reports the required fields with the spec messages', () => {
    expect(
      errorsOf(individualDetailsSchema, { fundraiser: 'f-1', fundraiser_title: '  ', fundraiser_details: '' }),
    ).toEqual({
      fundraiser_title: [MSG.titleRequired],
      fundraiser_details: [MSG.detailsRequired],
      fundraiser_goal: [MSG.goalRequired],
    });
  });

  it('defaults the currency to KES, accepts USD and rejects EUR', () => {
    expect(individualDetailsSchema.parse(individual()).currency).toBe('KES');
    expect(individualDetailsSchema.parse(individual({ currency: '' })).currency).toBe('KES');
    expect(individualDetailsSchema.parse(individual({ currency: 'USD' })).currency).toBe('USD');
    expect(errorsOf(individualDetailsSchema, individual({ currency: 'EUR' }))).toEqual({
      currency: ['Choose KES or USD'],
    });
  });
});

describe('startupDetailsSchema', () => {
  it("accepts lookup ids as the form's strings or the API's numbers", () => {
    const data = startupDetailsSchema.parse(startup({ industry: '3', stage: 3, team_size: ' 2 ' }));
    expect([data.industry, data.stage, data.team_size]).toEqual([3, 3, 2]);
  });

  it.each(['', 0, '2.5', 'x', -1])('rejects %j as an industry', (industry) => {
    expect(errorsOf(startupDetailsSchema, startup({ industry }))).toEqual({ industry: [MSG.industryRequired] });
  });

  it('reports every missing startup field', () => {
    const { fundraiser, fundraiser_title, fundraiser_details, fundraiser_goal } = startup();
    expect(
      errorsOf(startupDetailsSchema, { fundraiser, fundraiser_title, fundraiser_details, fundraiser_goal }),
    ).toEqual({
      startup_name: [MSG.startupNameRequired],
      business_description: [MSG.businessDescriptionRequired],
      location: [MSG.startupLocationRequired],
      industry: [MSG.industryRequired],
      stage: [MSG.startupStageRequired],
      team_size: [MSG.teamSizeRequired],
    });
  });

  it('limits the business description to 1000 characters', () => {
    expect(errorsOf(startupDetailsSchema, startup({ business_description: 'b'.repeat(1000) }))).toEqual({});
    expect(errorsOf(startupDetailsSchema, startup({ business_description: 'b'.repeat(1001) }))).toEqual({
      business_description: [MSG.businessDescriptionMax],
    });
  });

  it('normalises the optional website', () => {
    expect(startupDetailsSchema.parse(startup({ website: 'http://jua.co.ke' })).website).toBe('https://jua.co.ke');
    expect(startupDetailsSchema.parse(startup({ website: '' })).website).toBeUndefined();
  });
});

describe('organisationDetailsSchema', () => {
  it('accepts a 500-character mission and rejects 501', () => {
    expect(errorsOf(organisationDetailsSchema, organisation({ mission: 'm'.repeat(500) }))).toEqual({});
    expect(errorsOf(organisationDetailsSchema, organisation({ mission: 'm'.repeat(501) }))).toEqual({
      mission: [MSG.missionMax],
    });
  });

  it('requires the name, registration number and mission', () => {
    expect(
      errorsOf(
        organisationDetailsSchema,
        organisation({ organisation_name: '', registration_number: ' ', mission: '' }),
      ),
    ).toEqual({
      organisation_name: [MSG.organizationNameRequired],
      registration_number: [MSG.registrationNumberRequired],
      mission: [MSG.missionRequired],
    });
  });

  it('rejects an invalid website', () => {
    expect(errorsOf(organisationDetailsSchema, organisation({ website: 'not a url' }))).toEqual({
      website: [MSG.urlInvalid],
    });
  });
});

describe('listQuerySchema and searchQuerySchema', () => {
  it('defaults to page 1 of 12', () => {
    expect(listQuerySchema.parse({})).toEqual({ page: 1, page_size: 12 });
  });

  it('reads query strings and allows page_size 50 but not 51', () => {
    expect(listQuerySchema.parse({ page: '3', page_size: '50' })).toEqual({ page: 3, page_size: 50 });
    expect(errorsOf(listQuerySchema, { page_size: '51' })).toEqual({ page_size: ['page_size must be at most 50'] });
  });

  it('rejects page 0 and non-numbers', () => {
    expect(Object.keys(errorsOf(listQuerySchema, { page: '0' }))).toEqual(['page']);
    expect(errorsOf(listQuerySchema, { page: 'two' })).toEqual({ page: ['page must be a whole number from 1'] });
  });

  it('trims the search text and defaults it to empty', () => {
    expect(searchQuerySchema.parse({ q: '  solar kits  ' })).toEqual({ q: 'solar kits', page: 1, page_size: 12 });
    expect(searchQuerySchema.parse({}).q).toBe('');
  });
});
