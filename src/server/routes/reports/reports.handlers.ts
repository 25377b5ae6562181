import type { Deps } from '../../deps.ts';
import type { Handler } from '../../lib/openapi.ts';
import { fileReport } from '../../services/fundraiser-reports.ts';
import type * as R from './reports.routes.ts';

export const REPORT_RECEIVED = 'Thank you. Our reviewers will look at this fundraiser.';

export const file =
  (deps: Deps): Handler<typeof R.fileReport> =>
  async (c) => {
    await fileReport(c, deps, c.req.valid('param').short_code, c.req.valid('json'));
    return c.json({ message: REPORT_RECEIVED }, 201);
  };
