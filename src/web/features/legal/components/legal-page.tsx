import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { addNamespace } from '#web/lib/i18n.ts';
import { legal } from '#web/locales/en/legal.ts';
import { anchorId, LEGAL_DOCUMENTS, LEGAL_PATHS, type LegalDocumentKey } from '../documents.ts';
import { LegalBlocks } from './legal-blocks.tsx';
import { QuickNav } from './quick-nav.tsx';
import { formatLanguage } from '#shared/format-language.ts';
import { LOCALE_OF } from '#shared/languages.ts';

// The long texts ship with this chunk (the legal routes), not with the app shell.
addNamespace('legal', legal);

const formatDate = (date: Date) =>
  new Intl.DateTimeFormat(LOCALE_OF[formatLanguage()], { dateStyle: 'long' }).format(date);

/** Brings the section named in the address (/privacy-policy#rights) into view on arrival. */
function useScrollToHashOnArrival() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    // The site layout scrolls every newly opened page to the top first; let that finish.
    const timer = setTimeout(() => document.getElementById(id)?.scrollIntoView?.(), 300);
    return () => clearTimeout(timer);
  }, []);
}

/** A legal page: title, quick navigation, numbered sections with anchors, related links. */
export function LegalPage({ document: doc }: { document: LegalDocumentKey }) {
  const { t } = useTranslation('legal');
  const { sections, footer, dated } = LEGAL_DOCUMENTS[doc];
  const titleId = `${doc}-title`;
  const today = formatDate(new Date());
  useScrollToHashOnArrival();

  return (
    <article className="page legal-page" aria-labelledby={titleId}>
      <header className="legal-header">
        <h1 id={titleId}>{t(`${doc}.title`)}</h1>
        <p className="lead">{t(`${doc}.lead`)}</p>
        {dated && (
          <p className="legal-dates">
            <span>{t('lastUpdated', { date: today })}</span>
            <span>{t('effective', { date: today })}</span>
          </p>
        )}
      </header>
      <div className="legal-layout">
        <QuickNav document={doc} sections={sections} />
        <div className="legal-body">
          {sections.map((key, i) => (
            <section key={key} id={anchorId(key)} className="legal-section">
              <h2>
                {i + 1}. {t(`${doc}.sections.${key}.title`)}
              </h2>
              <LegalBlocks base={`${doc}.sections.${key}`} />
            </section>
          ))}
          <p>
            <a href={`#${titleId}`}>{t('backToTop')}</a>
          </p>
        </div>
      </div>
      <footer className="legal-footer">
        <nav aria-label={t('related')}>
          <ul>
            {footer.map((key) => (
              <li key={key}>
                <AppLink href={LEGAL_PATHS[key]}>{t(`links.${key}`)}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </article>
  );
}
