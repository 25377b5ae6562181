import { useTranslation } from 'react-i18next';
import { anchorId } from '../documents.ts';

interface Props {
  document: string;
  sections: readonly string[];
}

/** The list of in-page links at the top of a legal page; plain anchors, so no router is involved. */
export function QuickNav({ document, sections }: Props) {
  const { t } = useTranslation('legal');
  return (
    <nav className="legal-toc" aria-label={t('onThisPage')}>
      <h2 className="legal-toc-title">{t('onThisPage')}</h2>
      <ol>
        {sections.map((key, i) => (
          <li key={key}>
            <a href={`#${anchorId(key)}`}>
              {i + 1}. {t(`${document}.sections.${key}.title`)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
