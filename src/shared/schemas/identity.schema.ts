import { z } from 'zod';
import { requiredText } from './fields.ts';

// Organisers and treasurers are who they say (D-258): a national ID or passport number, a photo of
// the document and a selfie; a reviewer compares them with the account's name and approves or
// refuses with a reason. The photos are deleted 30 days after the decision; the decision stays.

export const IDENTITY = {
  documentTypes: ['national_id', 'passport'] as const,
  /** Kenya's Data Protection Act: keep no more than needed. */
  documentsKeptDays: 30,
  reasonMax: 500,
} as const;

export type DocumentType = (typeof IDENTITY.documentTypes)[number];
export const IDENTITY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

export const IDENTITY_MSG = {
  documentTypeRequired: 'Choose the document you will photograph',
  nationalIdInvalid: 'A national ID number is 6 to 9 digits',
  passportInvalid: 'A passport number is 6 to 12 letters and digits',
  documentRequired: 'Add a photo of the document',
  selfieRequired: 'Add a photo of your face',
  submitted: 'Thank you. A reviewer checks your documents, usually within a day, and we tell you.',
  alreadyPending: 'Your documents are with a reviewer already.',
  alreadyApproved: 'Your identity is checked already.',
  ownerRequired:
    'Before money leaves, we check who you are. Add your ID and a selfie under "Your identity" on this screen, then ask again once a reviewer has checked them.',
  treasurerRequired:
    'Before your first approval, we check who you are. Add your ID and a selfie under "Your identity" on your dashboard, then approve once a reviewer has checked them.',
  notPending: 'This check was decided already.',
  ownCheck: 'You cannot decide your own identity check.',
  reasonRequired: 'Say why, so the person can put it right',
  approved: 'Approved: the person is told.',
  rejected: 'Refused: the person is told why.',
  noDocuments: 'These documents were deleted.',
} as const;

const NUMBER_RULES: Record<DocumentType, { pattern: RegExp; message: string }> = {
  national_id: { pattern: /^\d{6,9}$/, message: IDENTITY_MSG.nationalIdInvalid },
  passport: { pattern: /^[A-Z0-9]{6,12}$/, message: IDENTITY_MSG.passportInvalid },
};

/** The text fields of POST /users/me/identity/ (multipart: the photos are `document` and `selfie`). */
export const identityInputSchema = z
  .object({
    document_type: z.enum(IDENTITY.documentTypes, { error: IDENTITY_MSG.documentTypeRequired }),
    // Spaces and dashes as printed on the card are dropped; passports are upper case.
    document_number: z
      .string({ error: IDENTITY_MSG.nationalIdInvalid })
      .transform((v) => v.replace(/[\s-]/g, '').toUpperCase()),
  })
  .superRefine((v, ctx) => {
    const rule = NUMBER_RULES[v.document_type];
    if (!rule.pattern.test(v.document_number))
      ctx.addIssue({ code: 'custom', path: ['document_number'], message: rule.message });
  });
export type IdentityInput = z.infer<typeof identityInputSchema>;

/** A person's own latest check (GET /users/me/identity/): null before they ever sent one. */
export const myIdentitySchema = z.object({
  id: z.string(),
  status: z.enum(IDENTITY_STATUSES),
  document_type: z.enum(IDENTITY.documentTypes),
  /** The reviewer's reason when refused. */
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type MyIdentity = z.infer<typeof myIdentitySchema>;
export const myIdentityReplySchema = z.object({ data: myIdentitySchema.nullable() });
export const identitySubmittedSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.string(), status: z.literal('pending') }),
});

/** A check as reviewers see it (GET /moderation/identities/). */
export const reviewIdentitySchema = myIdentitySchema.extend({
  user: z.object({ id: z.string(), name: z.string(), email_address: z.string() }),
  /** Null once the documents were deleted (30 days after the decision). */
  document_number: z.string().nullable(),
  has_documents: z.boolean(),
  /**
   * Whether M-Pesa's registered name of a number this person was paid on agreed with the account's
   * name (D-208); null before any payout.
   */
  payout_name_agrees: z.boolean().nullable(),
});
export type ReviewIdentity = z.infer<typeof reviewIdentitySchema>;
export const reviewIdentitiesReplySchema = z.object({ data: z.array(reviewIdentitySchema) });
export const identityListQuerySchema = z.object({ status: z.enum(IDENTITY_STATUSES).default('pending') });

/** POST /moderation/identities/{id}/approve/ (reason optional) and …/reject/ (reason required). */
export const identityApprovalSchema = z.object({ reason: z.string().max(IDENTITY.reasonMax).optional() });
export const identityRejectionSchema = z.object({
  reason: requiredText(IDENTITY_MSG.reasonRequired, IDENTITY.reasonMax),
});
