import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { email, requiredText } from './fields.ts';

export const CONTACT_TOPICS = ['general', 'fundraiser', 'donation', 'account', 'technical', 'report'] as const;

/** POST /contact/: the /contact-us form. */
export const contactSchema = z.object({
  name: requiredText('Name is required', LIMITS.nameMax * 2),
  email_address: email(),
  topic: z.enum(CONTACT_TOPICS, { error: 'Choose a topic' }),
  message: requiredText('Message is required', 2000, 'Message must be at most 2000 characters'),
});
export type ContactInput = z.input<typeof contactSchema>;
