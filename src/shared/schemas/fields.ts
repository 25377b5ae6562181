import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { fromMinor, toMinor } from '../kes.ts';

// Field builders shared by every payload schema, so each spec message is written once.

/**
 * Invisible direction and width controls: zero-width space/joiners and the LRM/RLM marks
 * (U+200B–U+200F), the embeddings and overrides (U+202A–U+202E), the isolates (U+2066–U+2069),
 * the Arabic letter mark (U+061C) and the BOM/zero-width no-break space (U+FEFF). Typed into a
 * name or a title they reorder the text around them where it is shown (U+202E then 'gnp.exe'
 * reads 'exe.png'), so they are dropped and the visible text kept (D-154).
 */
const BIDI_CONTROLS = /[\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

export const stripBidiControls = (value: string) => value.replace(BIDI_CONTROLS, '');

/** The one primitive for text people type: controls stripped, then trimmed (client and server alike). */
export const freeText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(stripBidiControls).trim();

/** Blank (null, spaces or only controls) is not given: optional fields read it as absent. */
export const emptyToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && stripBidiControls(v).trim() === '') ? undefined : v;

/** A required, trimmed string; `abort` keeps "is required" from being followed by other messages. */
export const requiredText = (required: string, max: number = LIMITS.shortTextMax, maxMessage?: string) =>
  freeText({ error: required })
    .min(1, { error: required, abort: true })
    .max(max, { error: maxMessage ?? `Must be at most ${max} characters` });

export const optionalText = (max: number = LIMITS.shortTextMax) =>
  z.preprocess(emptyToUndefined, freeText().max(max).optional());

export const email = (required: string = MSG.emailRequired, invalid: string = MSG.emailInvalid) =>
  z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, { error: required, abort: true })
    .pipe(z.email({ error: invalid }).max(254, { error: invalid }));

// At least 8 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*.
const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;

export const strongPassword = () =>
  z
    .string({ error: MSG.passwordRequired })
    .min(1, { error: MSG.passwordRequired, abort: true })
    .max(LIMITS.passwordMax, { error: `Password must be at most ${LIMITS.passwordMax} characters` })
    .regex(STRONG_PASSWORD, { error: MSG.passwordStrength });

export const anyPassword = () =>
  z
    .string({ error: MSG.passwordRequired })
    .min(1, { error: MSG.passwordRequired, abort: true })
    .max(LIMITS.passwordMax, { error: MSG.invalidCredentials });

/** A required id picked from a lookup list; forms hand over strings, the API numbers. */
export const lookupId = (required: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : emptyToUndefined(v)),
    z.number({ error: required }).int({ error: required }).positive({ error: required }),
  );

// Plain decimal notation only: Number() would also read '0x10' as 16 and '1e3' as 1000.
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * The goal: forms hand over the input's text, the API a number. Kept to 2 decimals, and rounded
 * before the checks, so 0.004 (stored as 0.00) is refused rather than saved as a goal of nothing.
 */
export const goal = () =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string' || v.trim() === '') return emptyToUndefined(v);
      return DECIMAL.test(v.trim()) ? Number(v.trim()) : v;
    },
    z
      .number({
        error: (issue) => (issue.input === undefined ? MSG.goalRequired : MSG.goalNumber),
      })
      .transform((n) => fromMinor(toMinor(n)))
      .pipe(
        z
          .number()
          .positive({ error: MSG.goalPositive })
          .max(LIMITS.goalMax, { error: `Goal must be at most ${LIMITS.goalMax}` }),
      ),
  );

/**
 * Website: the form shows a fixed https:// prefix, so any typed http:// or https:// is stripped
 * and https:// put back; an empty input stays empty.
 */
export const stripUrlScheme = (value: string) => value.trim().replace(/^(https?:\/\/)+/i, '');

export const website = () =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return emptyToUndefined(v);
      const bare = stripUrlScheme(v);
      return bare === '' ? undefined : `https://${bare}`;
    },
    z
      .string()
      .max(LIMITS.shortTextMax, { error: MSG.urlInvalid })
      .refine(isWebAddress, { error: MSG.urlInvalid })
      .optional(),
  );

function isWebAddress(value: string) {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** Every failure the API sends has this one shape. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
