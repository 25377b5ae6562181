import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_TOPICS } from '#shared/schemas/contact.schema.ts';
import { translateMessage } from '#web/lib/translate-message.ts';

interface Props {
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The topic select: CONTACT_TOPICS with readable labels, starting on an empty choice. */
export function TopicField({ registration, error }: Props) {
  const { t } = useTranslation('contact');
  const id = useId();
  const message = translateMessage(error);
  return (
    <div className={`field${message ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{t('topic')}</label>
      <div className="field-box">
        <select
          id={id}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          {...registration}
        >
          <option value="">{t('chooseTopic')}</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </select>
      </div>
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
