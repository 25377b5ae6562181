import { Trans, useTranslation } from 'react-i18next';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { ContactForm } from './contact-form.tsx';

/** /contact-us: the support promise, where privacy and security questions go, and the form. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <section className="page contact-page" aria-labelledby="contact-title">
      <h1 id="contact-title">{t('title')}</h1>
      <div className="contact-layout">
        <div className="contact-info">
          <p className="lead">{t('lead')}</p>
          <p className="contact-promise">{t('promise')}</p>
          <p>
            <Trans t={t} i18nKey="rights" components={{ privacy: <AppLink href="/privacy-policy" /> }} />
          </p>
          <p>
            <Trans t={t} i18nKey="security" components={{ security: <AppLink href="/security-policy" /> }} />
          </p>
        </div>
        <div className="contact-card">
          <h2>{t('formTitle')}</h2>
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
