import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../deps.ts';
import { mountAccount } from './account/account.index.ts';
import { mountAuth } from './auth/auth.index.ts';
import { mountCommon } from './common/common.index.ts';
import { mountConfig } from './config/config.index.ts';
import { mountContact } from './contact/contact.index.ts';
import { mountDetails } from './details/details.index.ts';
import { mountDonations } from './donations/donations.index.ts';
import { mountDev } from './dev/dev.index.ts';
import { mountFundraisers } from './fundraisers/fundraisers.index.ts';
import { mountFundraiserUpdates } from './fundraiser-updates/fundraiser-updates.index.ts';
import { mountSupportMessages } from './support-messages/support-messages.index.ts';
import { mountHealth } from './health/health.index.ts';
import { mountImages } from './images/images.index.ts';
import { mountItemRequests } from './item-requests/item-requests.index.ts';
import { mountItems } from './items/items.index.ts';
import { mountModeration } from './moderation/moderation.index.ts';
import { mountReceivedDonations } from './received-donations/received-donations.index.ts';
import { mountReports } from './reports/reports.index.ts';
import { mountReview } from './review/review.index.ts';
import { mountSearch } from './search/search.index.ts';
import { mountSettings } from './settings/settings.index.ts';

/** Every API route, mounted under /api by app.ts. */
export function mountApiRoutes(api: OpenAPIHono<AppEnv>, deps: Deps) {
  mountHealth(api, deps);
  mountConfig(api, deps);
  mountContact(api, deps);
  mountAuth(api, deps);
  mountAccount(api, deps);
  mountSettings(api, deps);
  mountCommon(api, deps);
  mountFundraisers(api, deps);
  mountDetails(api, deps);
  mountImages(api, deps);
  mountReview(api, deps);
  mountSearch(api, deps);
  mountModeration(api, deps);
  mountReports(api, deps);
  mountDonations(api, deps);
  mountReceivedDonations(api, deps);
  mountFundraiserUpdates(api, deps);
  mountSupportMessages(api, deps);
  mountItems(api, deps);
  mountItemRequests(api, deps);
  mountDev(api, deps);
}
