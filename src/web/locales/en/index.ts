// Every English namespace, for the server (which draws any page) and the catalogue tests. The app
// itself registers each namespace with its feature's code (addNamespace), so a route's chunk
// carries only its own texts.
import { cashBook } from './cash-book.ts';
import { en as common } from './common.ts';
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

export const enResources = {
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
