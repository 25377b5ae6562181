// Ahadi kwenye ukurasa wa harambee (D-240), kwa Kiswahili.
import type { Catalogue } from '../catalogue.ts';
import type { pledges as enPledges } from '../en/fundraiser-page-pledges.ts';

export const pledges: Catalogue<typeof enPledges> = {
  barWords: '{{raised}} zimechangwa na {{pledged}} zimeahidiwa kati ya {{goal}}',
  legendPaid: 'Zimelipwa',
  legendPledged: '{{amount}} zimeahidiwa, bado hazijalipwa',
  pledge: 'Toa ahadi',
  listTitle: 'Ahadi',
  listLead: 'Ahadi za kuchangia. Bado si pesa na hazihesabiwi kwenye kilichochangwa.',
  mark: 'ahadi',
  status: {
    open: 'inasubiri',
    partly_paid: 'imelipwa sehemu',
    fulfilled: 'imelipwa yote',
    overdue: 'imepitwa na muda',
  },
};
