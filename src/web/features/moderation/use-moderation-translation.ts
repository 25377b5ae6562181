import { useTranslation } from 'react-i18next';
import { addNamespace } from '#web/lib/i18n.ts';
import { moderation } from '#web/locales/en/moderation.ts';

addNamespace('moderation', moderation);

/** The reviewers' texts ('moderation' namespace), registered when the moderation feature loads. */
export const useModerationTranslation = (options?: { keyPrefix?: string }) => useTranslation('moderation', options);
