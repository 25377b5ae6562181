import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_TOPICS } from '#shared/schemas/contact.schema.ts';
import { SelectField } from '#web/components/form/select-field.tsx';

interface Props {
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The topic select: CONTACT_TOPICS with readable labels, starting on an empty choice. */
export function TopicField({ registration, error }: Props) {
  const { t } = useTranslation('contact');
  return (
    <SelectField
      label={t('topic')}
      placeholder={t('chooseTopic')}
      options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))}
      registration={registration}
      error={error}
    />
  );
}
