import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FundraiserCard as Card } from '#shared/schemas/fundraiser.schema.ts';
import { formatMoney } from '#web/lib/format.ts';

export function FundraiserCard({ card }: { card: Card }) {
  const { t } = useTranslation();
  return (
    <li className="card">
      <Link to="/f/$shortCode" params={{ shortCode: card.short_code }} className="card-link">
        {card.image ? (
          <img src={card.image} alt="" width="640" height="400" loading="lazy" decoding="async" />
        ) : (
          <div className="card-image-placeholder" aria-hidden="true" />
        )}
        <h3>{card.title}</h3>
      </Link>
      <p>
        {t('home.raisedOf', {
          raised: formatMoney(card.raised_amount, card.currency),
          goal: formatMoney(card.goal, card.currency),
        })}
      </p>
      <progress
        max={100}
        value={Math.min(card.progress_percent, 100)}
        aria-label={t('home.progress', { percent: card.progress_percent })}
      />
      <p className="muted">
        {t('home.supporters', { count: card.supporters_count })} · {card.organizer}
      </p>
    </li>
  );
}
