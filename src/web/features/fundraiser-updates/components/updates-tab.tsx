import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { firstUpdatesQuery } from '../api/list-updates.ts';
import { UpdatesList } from './updates-list.tsx';

/** The Updates tab inside the app (/f/{code} opened in the app): the first page read through the query client. */
export function UpdatesTab({ shortCode }: { shortCode: string }) {
  const { t } = useTranslation('fundraiser-updates');
  const first = useQuery(firstUpdatesQuery(shortCode));
  // Drawn afresh when the first page is read again (an update just posted): Load more starts over.
  if (first.data) return <UpdatesList key={first.dataUpdatedAt} shortCode={shortCode} first={first.data} />;
  if (first.isError) return <p className="fp-empty">{t('loadFailed')}</p>;
  return <p className="fp-empty">{t('loading')}</p>;
}
