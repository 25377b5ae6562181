import fs from 'node:fs/promises';
import { formatKesDigits } from '#shared/kes.ts';
import type { Deps } from '../../deps.ts';
import { applyReversals } from './apply-statement.ts';
import { readStatement } from './read-statement.ts';
import { statementDifferences } from './statement-differences.ts';

// `npm run admin -- reconcile --statement <file|url>` (D-259): the paybill's statement as the M-Pesa
// portal exports it (a file) or as the simulator serves it (a URL). The reversals in it are recorded
// first, then every receipt is checked against it; reconcile's own proof follows.

const WHAT: Record<string, string> = {
  debited: 'debited from its fundraiser',
  refunded: 'a refund of the gift was decided too: reviewers told',
  unknown: 'no gift of ours: reviewers told',
};

export async function reconcileStatement(deps: Deps, source: string) {
  if (!source) throw new Error('reconcile --statement needs a file or a URL');
  const text = /^https?:\/\//.test(source)
    ? await fetch(source).then((r) => {
        if (!r.ok) throw new Error(`${source}: ${r.status}`);
        return r.text();
      })
    : await fs.readFile(source, 'utf8');
  const statement = readStatement(text);
  const found = await applyReversals(deps, statement);
  return {
    found: found.map(
      (r) =>
        `M-Pesa reversal ${r.receipt} of KES ${formatKesDigits(r.amountMinor)}${r.shortCode ? ` (${r.shortCode})` : ''}: ${WHAT[r.outcome]}` +
        (r.owedMinor ? `, KES ${formatKesDigits(r.owedMinor)} owed` : ''),
    ),
    differences: await statementDifferences(deps.db, statement),
  };
}
