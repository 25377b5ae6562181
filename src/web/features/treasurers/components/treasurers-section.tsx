import { useState } from 'react';
import { useTreasurersTranslation } from '../use-treasurers-translation.ts';
import { TreasurersPanel } from './treasurers-panel.tsx';

/** What the section needs of each of my fundraisers. */
export interface OwnFundraiser {
  short_code: string;
  title: string | null;
  status: string;
}

/** One fundraiser's treasurers behind a disclosure, read only once opened. */
function FundraiserTreasurers({ fundraiser }: { fundraiser: OwnFundraiser }) {
  const { t } = useTreasurersTranslation();
  const [open, setOpen] = useState(false);
  const title = fundraiser.title ?? t('untitled');
  return (
    <details className="treasurers-of disclosure" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('fundraiserTitle', { title })}</summary>
      {open && <TreasurersPanel shortCode={fundraiser.short_code} />}
    </details>
  );
}

/**
 * The owner's treasurers on the dashboard (D-205): for each fundraiser that can hold money (not one
 * refused by reviewers), who approves its withdrawals, and an invitation form.
 */
export function TreasurersSection({ fundraisers }: { fundraisers: OwnFundraiser[] | undefined }) {
  const { t } = useTreasurersTranslation();
  const eligible = (fundraisers ?? []).filter((f) => f.status !== 'rejected');
  if (eligible.length === 0) return null;
  return (
    <section className="dash-treasurers" aria-labelledby="dash-treasurers-title">
      <h2 id="dash-treasurers-title">{t('title')}</h2>
      <p className="muted">{t('lead')}</p>
      {eligible.map((f) => (
        <FundraiserTreasurers key={f.short_code} fundraiser={f} />
      ))}
    </section>
  );
}
