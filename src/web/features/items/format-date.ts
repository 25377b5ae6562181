import { dateFormat } from '#shared/format-language.ts';
import { receiptDate } from '#shared/receipt-date.ts';

// Dates of items and their messages in Kenyan time: the server and the browser (wherever it is)
// draw the same text, so hydrating a drawn page changes nothing.
export const formatItemDate = dateFormat({ dateStyle: 'medium', timeZone: 'Africa/Nairobi' });

/** Date and time, as a receipt writes them. */
export const formatItemDateTime = receiptDate;
