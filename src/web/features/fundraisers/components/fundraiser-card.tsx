import { useTranslation } from 'react-i18next';
import type { FundraiserCard as Card } from '#shared/schemas/fundraiser.schema.ts';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { CardImage } from '#web/components/ui/card-image.tsx';
import { formatMoney, formatRaised } from '#web/lib/format.ts';
import { lookupName } from '#web/lib/lookup-name.ts';

/**
 * One fundraiser in a grid. Only the image and title are the link, so its accessible name is the
 * title alone; the figures below read on their own. Its title is a level below the list's heading:
 * h3 under the home page's section, h2 straight under the fundraiser list's h1. `id` marks the
 * first card of a page after the first (`#page-N`), where a plain 'Load more' link lands.
 * `lead`: the card at the top of the screen, whose photo is fetched at once (CardImage).
 */
export function FundraiserCard({
  card,
  heading: Heading = 'h3',
  id,
  lead = false,
}: {
  card: Card;
  heading?: 'h2' | 'h3';
  id?: string;
  lead?: boolean;
}) {
  const { t } = useTranslation();
  const percent = card.progress_percent;
  return (
    <li className="card" id={id}>
      <AppLink href={`/f/${card.short_code}`} className="card-link">
        <CardImage src={card.image} lead={lead} />
        <Heading className="card-title">{card.title ?? t('discovery.untitled')}</Heading>
      </AppLink>
      {/* Whom it is for, when not its organizer (D-253): 'For Baby Amani', not 'Yourself'. */}
      <p className="card-category">
        {card.beneficiary_name
          ? t('preview.beneficiary.forName', { name: card.beneficiary_name })
          : lookupName(t, card.category.name)}
      </p>
      <p className="card-raised">
        {t('home.raisedOf', {
          raised: formatRaised(card.raised_amount, card.currency),
          goal: formatMoney(card.goal, card.currency),
        })}
      </p>
      {/* The percentage is in the text below; the bar only draws it. */}
      <progress max={100} value={Math.min(percent, 100)} aria-hidden="true" />
      <p className="muted">
        {t('home.progress', { percent })} · {t('home.supporters', { count: card.supporters_count })}
      </p>
      <p className="muted card-organizer">{t('discovery.by', { name: card.organizer })}</p>
    </li>
  );
}
