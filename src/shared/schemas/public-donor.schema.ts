import { z } from 'zod';

/**
 * Who gave and when, as anyone may see it: facts, not words (D-165). Each language says when
 * ('2 days ago', 'juzi') and 'Anonymous' ('Bila jina') itself; an anonymous donor's name is not sent.
 */
export const publicDonorSchema = z.object({
  /** The name the donor gave to be shown; null when they gave anonymously. */
  donor_name: z.string().nullable(),
  anonymous: z.boolean(),
  /** When M-Pesa confirmed the gift (ISO). */
  paid_at: z.string(),
});

export type PublicDonor = z.infer<typeof publicDonorSchema>;
