import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';

// Tags the legal texts may use: <strong> and a link tag per page (<contact>…</contact> and so on).
const COMPONENTS = {
  strong: <strong />,
  contact: <Link to="/contact-us" />,
  privacy: <Link to="/privacy-policy" />,
  terms: <Link to="/terms-and-conditions" />,
  cookies: <Link to="/cookie-policy" />,
  refunds: <Link to="/refund-policy" />,
  security: <Link to="/security-policy" />,
};

/** One text of the 'legal' namespace, by key, with its tags turned into elements. */
export function RichText({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation('legal');
  return <Trans t={t} i18nKey={i18nKey} components={COMPONENTS} />;
}
