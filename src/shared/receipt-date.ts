// When a donation was paid, in Kenyan time: the same on the receipt page, in the e-mailed receipt,
// on the owner's dashboard and on any phone, whatever its clock's zone.

let format: Intl.DateTimeFormat | undefined;

export const receiptDate = (iso: string) =>
  (format ??= new Intl.DateTimeFormat('en-KE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Nairobi',
  })).format(new Date(iso));
