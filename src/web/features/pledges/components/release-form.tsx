import { usePledgesTranslation } from '../use-pledges-translation.ts';

/**
 * 'Release my pledge' (D-231, D-241): one tap opens what it means and the button that does it, a
 * plain form posted with the link's token (the page has no script). The browser's own disclosure
 * keeps it keyboard and screen reader friendly, and a second tap is the confirmation.
 */
export function ReleaseForm({ id, token }: { id: string; token: string }) {
  const { t } = usePledgesTranslation();
  return (
    <details className="pledge-release">
      <summary className="button-outline">{t('release')}</summary>
      <form method="post" action={`/p/${encodeURIComponent(id)}/release`}>
        <input type="hidden" name="t" value={token} />
        <p>{t('releaseText')}</p>
        <button type="submit" className="button-solid pledge-release-confirm">
          {t('releaseConfirm')}
        </button>
      </form>
    </details>
  );
}
