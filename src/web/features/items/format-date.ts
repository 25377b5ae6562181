// Dates of items and their messages in Kenyan time: the server and the browser (wherever it is)
// draw the same text, so hydrating a drawn page changes nothing.
let date: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;

export const formatItemDate = (iso: string) =>
  (date ??= new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: 'Africa/Nairobi' })).format(
    new Date(iso),
  );

export const formatItemDateTime = (iso: string) =>
  (dateTime ??= new Intl.DateTimeFormat('en-KE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Nairobi',
  })).format(new Date(iso));
