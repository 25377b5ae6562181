import { useTranslation } from 'react-i18next';
import { dateFormat } from '#shared/format-language.ts';

/** '25 Nov 2026', in Kenyan time: the same on the server-drawn page and on any phone. */
const editedDate = dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Nairobi' });

/**
 * 'Updated 25 Nov 2026' under the title once the owner has changed a live fundraiser (D-175): a
 * donor who gave on what the page said before can see that it has changed since.
 */
export function EditedLine({ editedAt }: { editedAt?: string | null }) {
  const { t } = useTranslation();
  if (!editedAt) return null;
  return (
    <p className="fp-edited">
      <time dateTime={editedAt}>{t('preview.editedOn', { date: editedDate(editedAt) })}</time>
    </p>
  );
}
