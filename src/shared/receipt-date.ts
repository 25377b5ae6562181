import { dateFormat } from './format-language.ts';

// When a donation was paid, in Kenyan time: the same on the receipt page, in the e-mailed receipt,
// on the owner's dashboard and on any phone, whatever its clock's zone.
export const receiptDate = dateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' });
