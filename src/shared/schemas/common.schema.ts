import { z } from 'zod';

export const lookupItemSchema = z.object({ id: z.number(), name: z.string() });

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  icon_name: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
