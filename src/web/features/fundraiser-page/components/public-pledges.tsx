import { useTranslation } from 'react-i18next';
import type { PublicPledge } from '#shared/pledges/pledge.schema.ts';
import { formatRaised } from '#shared/money.ts';
import type { Review } from '#shared/schemas/review.schema.ts';

/** Shown at once; the rest of the (at most 20) public pledges fold under 'Show more'. */
const FIRST = 5;

/**
 * The public pledges (D-233, D-240), in a list of their own under the supporters: name or
 * 'Anonymous', the amount, and marked as a pledge with how it stands, so a promise is never read
 * as money given. The rest fold into the browser's own disclosure: no script needed.
 */
export function PublicPledges({ review }: { review: Review }) {
  const { t } = useTranslation();
  const pledges = review.pledges ?? [];
  if (pledges.length === 0) return null;
  const row = (p: PublicPledge, i: number) => (
    <li key={i}>
      <span className="fp-supporter-name">
        {p.anonymous || !p.display_name ? t('preview.anonymous') : p.display_name}
      </span>
      <strong>{formatRaised(p.amount, review.fundraiser.currency)}</strong>
      <span className="muted">
        <span className="badge fp-pledge-mark">{t('preview.pledges.mark')}</span>{' '}
        {t(`preview.pledges.status.${p.status}`)}
      </span>
    </li>
  );
  return (
    <section className="fp-side-box fp-pledges" aria-labelledby="fp-pledges-title">
      <h2 id="fp-pledges-title">{t('preview.pledges.listTitle')}</h2>
      <p className="muted">{t('preview.pledges.listLead')}</p>
      <ul className="fp-supporters">{pledges.slice(0, FIRST).map(row)}</ul>
      {pledges.length > FIRST && (
        <details className="fp-pledges-more">
          <summary>{t('preview.words.showMore')}</summary>
          <ul className="fp-supporters">{pledges.slice(FIRST).map((p, i) => row(p, FIRST + i))}</ul>
        </details>
      )}
    </section>
  );
}
