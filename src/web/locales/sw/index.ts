// Every Kiswahili namespace in one chunk (lib/i18n.ts switchLanguage loads it; the server imports
// it whole). The names are the namespaces the features register their English texts under.
import type { Catalogue } from '../catalogue.ts';
import type { enResources } from '../en/index.ts';
import { cashBook } from './cash-book.ts';
import { sw as common } from './common.ts';
import { contact } from './contact.ts';
import { dashboard } from './dashboard.ts';
import { donate } from './donate.ts';
import { fundraiserUpdates } from './fundraiser-updates.ts';
import { itemOffer } from './item-offer.ts';
import { items } from './items.ts';
import { legal } from './legal.ts';
import { moderation } from './moderation.ts';
import { pledges } from './pledges.ts';
import { money } from './money.ts';
import { profileDemo } from './profile-demo.ts';
import { profile } from './profile.ts';
import { report } from './report.ts';
import { settings } from './settings.ts';
import { treasurers } from './treasurers.ts';
import { wizard } from './wizard.ts';

export const swResources: Catalogue<typeof enResources> = {
  'cash-book': cashBook,
  common,
  contact,
  dashboard,
  donate,
  'fundraiser-updates': fundraiserUpdates,
  'item-offer': itemOffer,
  items,
  legal,
  moderation,
  money,
  pledges,
  profile,
  'profile-demo': profileDemo,
  report,
  settings,
  treasurers,
  wizard,
};
