import { createContext, use, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '#shared/languages.ts';

/**
 * How the app takes a choice without a page load (routes/-choose-language.ts). None on a page the
 * server drew: there the form posts to /language, which keeps the choice and draws the page again.
 */
export const LanguageChoiceContext = createContext<((language: Language) => void) | null>(null);

/** Where a server-drawn page's switch returns to; boot.ts fills it in (else the server reads Referer). */
export const LANGUAGE_BACK_FIELD = 'back';

/** English | Kiswahili, each in its own language, the current one pressed. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const choose = use(LanguageChoiceContext);
  const current = i18n.language;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!choose) return;
    event.preventDefault();
    const to = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    if (isLanguage(to) && to !== current) choose(to);
  };
  return (
    <form method="post" action="/language" className={`language-switch ${className}`} onSubmit={onSubmit}>
      <input type="hidden" name={LANGUAGE_BACK_FIELD} value="" />
      <div role="group" aria-label={t('nav.language')}>
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="submit"
            name="to"
            value={language}
            lang={language}
            aria-pressed={language === current}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </div>
    </form>
  );
}
