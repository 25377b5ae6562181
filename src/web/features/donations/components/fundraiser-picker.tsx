import { useState, type FormEvent } from 'react';
import { formatRaised } from '#shared/money.ts';
import type { FundraiserCard } from '#shared/schemas/fundraiser.schema.ts';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { useDonateTranslation } from '../use-donate-translation.ts';

interface Props {
  q?: string;
  cards?: FundraiserCard[];
  failed?: boolean;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  onSearch: (q: string) => void;
  /** Where choosing a fundraiser leads (its donation sheet). */
  hrefOf: (shortCode: string) => string;
}

/** /donate?type=fundraiser: find the fundraiser to give to (a search, and the live list). */
export function FundraiserPicker({
  q = '',
  cards,
  failed,
  onRetry,
  hasMore,
  loadingMore,
  onLoadMore,
  onSearch,
  hrefOf,
}: Props) {
  const { t } = useDonateTranslation();
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <section className="page donate-page" aria-labelledby="donate-pick-title">
      <h1 id="donate-pick-title">{t('findTitle')}</h1>
      <p className="lead">{t('findLead')}</p>
      {/* Named by the page's title, apart from the header's search. */}
      <form role="search" className="donate-search" aria-labelledby="donate-pick-title" onSubmit={submit}>
        <label htmlFor="donate-search-q" className="visually-hidden">
          {t('searchLabel')}
        </label>
        <div className="field-box">
          <input
            id="donate-search-q"
            type="search"
            enterKeyHint="search"
            placeholder={t('searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button-solid">
            {t('searchButton')}
          </button>
        </div>
      </form>
      {failed ? (
        <p className="form-message form-error" role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            {t('tryAgain')}
          </button>
        </p>
      ) : !cards ? (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      ) : cards.length === 0 ? (
        <p role="status">{t('noResults')}</p>
      ) : (
        <ul className="donate-choices">
          {cards.map((card) => (
            <li key={card.id}>
              <AppLink href={hrefOf(card.short_code)} className="donate-choice">
                <strong>{card.title ?? card.short_code}</strong>
                <span className="muted">
                  {formatRaised(card.raised_amount, card.currency)} · {card.organizer}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <button type="button" className="button-outline button-block" disabled={loadingMore} onClick={onLoadMore}>
          {t('loadMore')}
        </button>
      )}
    </section>
  );
}
