import { MSG } from '#shared/messages.ts';
import type { Deps } from '../../deps.ts';
import { findFundraiserByShortCode } from '../../db/repositories/fundraisers.repository.ts';
import { reminderSettings, saveReminderSettings } from '../../db/repositories/pledge-reminders.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import type { Handler } from '../../lib/openapi.ts';
import { nowIso } from '../../lib/time.ts';
import { pledgesFundraiserOr4xx } from '../../money/pledges/owner-list.ts';
import { remindNow as sendOneNow } from '../../money/pledges/reminders/remind-now.ts';
import type * as R from './pledge-reminders.routes.ts';

export const readSettings =
  (deps: Deps): Handler<typeof R.readSettings> =>
  async (c) => {
    const fundraiser = await pledgesFundraiserOr4xx(deps, c.req.valid('param').short_code, c.get('user'));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await reminderSettings(deps.db, fundraiser.id) }, 200);
  };

/** The schedule is the fundraiser's: its owner sets it (treasurers read it, D-235). */
export const saveSettings =
  (deps: Deps): Handler<typeof R.saveSettings> =>
  async (c) => {
    const fundraiser = await findFundraiserByShortCode(deps.db, c.req.valid('param').short_code);
    if (!fundraiser) throw new ApiError(404, MSG.fundraiserNotFound);
    if (fundraiser.user_id !== c.get('user').id) throw new ApiError(403, MSG.forbidden);
    await saveReminderSettings(deps.db, fundraiser.id, c.req.valid('json'), c.get('user').id, nowIso());
    return c.json({ data: await reminderSettings(deps.db, fundraiser.id) }, 200);
  };

export const remindNow =
  (deps: Deps): Handler<typeof R.remindNow> =>
  async (c) =>
    c.json(await sendOneNow(deps, c.get('user'), c.req.valid('param').id), 202);
