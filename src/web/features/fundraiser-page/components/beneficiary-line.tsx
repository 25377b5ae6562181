import { useTranslation } from 'react-i18next';
import type { Relationship } from '#shared/schemas/beneficiary.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import { lookupName } from '#web/lib/lookup-name.ts';

/**
 * 'For Mama Njeri · The organizer's parent' under the title (D-170): whom the money of an
 * individual fundraiser goes to, when that is not the organizer. The name is the organizer's
 * words, shown as text.
 */
export function BeneficiaryLine({ detail }: { detail: Review['detail'] }) {
  const { t } = useTranslation();
  const name = detail?.beneficiary_name;
  if (!name) return null;
  // 'other' says nothing more than the name.
  const kind = detail.beneficiary_relationship;
  const relation = kind && kind !== 'other' ? t(`preview.beneficiary.relationship.${kind}`) : '';
  return (
    <p className="fp-beneficiary" data-beneficiary>
      <strong>{t('preview.beneficiary.forName', { name })}</strong>
      {relation && <span className="muted"> · {relation}</span>}
    </p>
  );
}

const FAMILY: readonly Relationship[] = ['parent', 'child', 'sibling', 'spouse', 'relative'];

/**
 * The kind of fundraiser, named by whom it is for (D-253): 'Family fundraiser', 'Fundraiser for a
 * friend' or 'Fundraiser for someone else' when an individual fundraiser is not for its organizer,
 * else its category's ('Yourself fundraiser'), never 'Yourself' for a baby's surgery.
 */
export function KindBadge({ category, detail }: { category: string; detail: Review['detail'] }) {
  const { t } = useTranslation();
  if (!detail?.beneficiary_name)
    return <span className="badge">{t('preview.category', { category: lookupName(t, category) })}</span>;
  const kind = detail.beneficiary_relationship;
  const group = kind && FAMILY.includes(kind) ? 'family' : kind === 'friend' ? 'friend' : 'other';
  return <span className="badge">{t(`preview.beneficiary.kind.${group}`)}</span>;
}
