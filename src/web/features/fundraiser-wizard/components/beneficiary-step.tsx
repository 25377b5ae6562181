import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { categoriesQuery } from '#web/lib/categories.ts';
import type { SelectedType } from '../draft/draft.types.ts';
import { useWizardTranslation } from '../use-wizard-translation.ts';
import { CategoryIcon } from './category-icon.tsx';
import { categoryDescription, lookupName } from '#web/lib/lookup-name.ts';

interface Props {
  selected: SelectedType | null;
  onSelect: (type: SelectedType) => void;
  onContinue: () => void;
}

/** Step 1: exactly one type, chosen from cards; Continue waits for a choice (spec §2). */
export function BeneficiaryStep({ selected, onSelect, onContinue }: Props) {
  const { t } = useWizardTranslation();
  const categories = useQuery(categoriesQuery());
  // Spec §8: a failure is logged and reported (the alert below); the list stays empty.
  useEffect(() => {
    if (categories.error) console.error('Fundraiser types failed to load', categories.error);
  }, [categories.error]);
  const [confirmBack, setConfirmBack] = useState(false);
  const list = categories.data ?? [];

  return (
    <section aria-labelledby="beneficiary-title">
      <h2 id="beneficiary-title">{t('beneficiary.title')}</h2>
      <p className="wizard-subtitle">{t('beneficiary.subtitle')}</p>
      {categories.isPending && <p role="status">{t('beneficiary.loading')}</p>}
      {categories.isError && list.length === 0 && (
        <p role="alert">
          {t('beneficiary.empty')}{' '}
          <button type="button" className="link-button" onClick={() => void categories.refetch()}>
            {t('beneficiary.retry')}
          </button>
        </p>
      )}
      <div className="type-cards" role="radiogroup" aria-labelledby="beneficiary-title">
        {list.map((c) => (
          <label key={c.id} className={`type-card${selected?.id === c.id ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name="fundraiser-type"
              value={c.slug}
              checked={selected?.id === c.id}
              onChange={() => onSelect({ id: c.id, name: c.name, slug: c.slug })}
            />
            <CategoryIcon name={c.icon_name} />
            <span className="type-card-name">{lookupName(t, c.name)}</span>
            <span className="type-card-description">{categoryDescription(t, c.slug, c.description)}</span>
          </label>
        ))}
      </div>
      {confirmBack && (
        <div className="wizard-alert" role="alert">
          <p>{t('beneficiary.backAlert')}</p>
          <Link to="/" className="button-outline">
            {t('beneficiary.goHome')}
          </Link>{' '}
          <button type="button" className="link-button" onClick={() => setConfirmBack(false)}>
            {t('beneficiary.stay')}
          </button>
        </div>
      )}
      <div className="wizard-actions">
        <button type="button" className="button-outline" onClick={() => setConfirmBack(true)}>
          {t('beneficiary.back')}
        </button>
        <button type="button" className="button-solid" disabled={!selected} onClick={onContinue}>
          {t('beneficiary.continue')}
        </button>
      </div>
    </section>
  );
}
