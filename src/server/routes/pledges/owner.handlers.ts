import type { Deps } from '../../deps.ts';
import type { Handler } from '../../lib/openapi.ts';
import { ownerPledges, pledgesFundraiserOr4xx } from '../../money/pledges/owner-list.ts';
import { csvRow } from '../received-donations/csv.ts';
import type * as R from './owner.routes.ts';

export const list =
  (deps: Deps): Handler<typeof R.list> =>
  async (c) => {
    const fundraiser = await pledgesFundraiserOr4xx(deps, c.req.valid('param').short_code, c.get('user'));
    c.header('Cache-Control', 'private, no-store');
    return c.json(await ownerPledges(deps, fundraiser), 200);
  };

const HEADER = [
  'Number',
  'Paybill account',
  'Name',
  'Phone',
  'Amount (KES)',
  'Paid (KES)',
  'Remaining (KES)',
  'Overdue (KES)',
  'Status',
  'Due date',
  'Instalments',
  'Every',
  'Public',
  'Pledged on',
];

export const csv =
  (deps: Deps): Handler<typeof R.csv> =>
  async (c) => {
    const { short_code } = c.req.valid('param');
    const fundraiser = await pledgesFundraiserOr4xx(deps, short_code, c.get('user'));
    const { data } = await ownerPledges(deps, fundraiser);
    // Pledgers type their names: every cell goes through csvRow, safe from spreadsheet formulas.
    let body = csvRow(HEADER);
    for (const p of data)
      body += csvRow([
        p.number,
        p.reference,
        p.display_name ?? 'Anonymous',
        p.phone,
        p.amount,
        p.paid,
        p.remaining,
        p.overdue_amount,
        p.status,
        p.due_date,
        p.instalments,
        p.period ?? '',
        p.public ? 'yes' : 'no',
        p.created_at.slice(0, 10),
      ]);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="pledges-${short_code}.csv"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(body, 200);
  };
