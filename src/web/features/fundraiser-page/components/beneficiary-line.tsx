import { useTranslation } from 'react-i18next';
import type { Review } from '#shared/schemas/review.schema.ts';

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
