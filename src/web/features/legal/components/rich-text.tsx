import { AppLink } from '#web/components/ui/app-link.tsx';
import { Trans, useTranslation } from 'react-i18next';

// Tags the legal texts may use: <strong> and a link tag per page (<contact>…</contact> and so on).
const COMPONENTS = {
  strong: <strong />,
  contact: <AppLink href="/contact-us" />,
  privacy: <AppLink href="/privacy-policy" />,
  terms: <AppLink href="/terms-and-conditions" />,
  cookies: <AppLink href="/cookie-policy" />,
  refunds: <AppLink href="/refund-policy" />,
  security: <AppLink href="/security-policy" />,
};

/** One text of the 'legal' namespace, by key, with its tags turned into elements. */
export function RichText({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation('legal');
  return <Trans t={t} i18nKey={i18nKey} components={COMPONENTS} />;
}
