import { useTranslation } from 'react-i18next';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';

export function SiteFooter() {
  const { t } = useTranslation();
  const links = [
    ['/privacy-policy', 'footer.privacy'],
    ['/terms-and-conditions', 'footer.terms'],
    ['/cookie-policy', 'footer.cookies'],
    ['/refund-policy', 'footer.refunds'],
    ['/security-policy', 'footer.security'],
    ['/contact-us', 'footer.contact'],
  ] as const;
  return (
    <footer className="site-footer">
      <p>
        <strong>{t('brand')}</strong> · {t('footer.about')}
      </p>
      <nav aria-label={t('footer.legal')}>
        <ul>
          {links.map(([href, key]) => (
            <li key={href}>
              <AppLink href={href}>{t(key)}</AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitch />
      <p className="muted">{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
