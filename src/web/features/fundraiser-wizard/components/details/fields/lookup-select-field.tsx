import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '#web/components/form/select-field.tsx';
import type { LookupItem } from '../../../api/lookups.ts';
import { useWizardTranslation } from '../../../use-wizard-translation.ts';

interface Props {
  label: string;
  registration: UseFormRegisterReturn;
  items: readonly LookupItem[] | undefined;
  loading?: boolean;
  error?: string;
}

/** A select over a lookup list (value = the item's id as text), saying so while the list loads. */
export function LookupSelectField({ items, loading = false, ...field }: Props) {
  const { t } = useWizardTranslation();
  return (
    <SelectField
      {...field}
      loading={loading}
      placeholder={loading ? t('details.loading') : t('details.selectPlaceholder')}
      options={items?.map((item) => ({ value: String(item.id), label: item.name }))}
    />
  );
}
