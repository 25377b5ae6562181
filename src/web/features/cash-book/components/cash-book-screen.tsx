import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { useOwnerView } from '#web/lib/owner-data.ts';
import { cashBookKeys, cashBookQuery } from '../api/cash-book.ts';
import { useCashBookTranslation } from '../use-cash-book-translation.ts';
import { CashEntryItem } from './cash-entry-item.tsx';
import { RecordCashForm } from './record-cash-form.tsx';
import '../cash-book.css';
import { formatKes } from '#shared/kes.ts';

/**
 * The harambee's cash book (D-237) for the owner and the treasurers: the totals (confirmed cash is
 * in the fundraiser's total, never withdrawable, D-238), the form to record a gift, and every entry
 * with what this person may do with it. What a step did is said in one place, which takes the focus
 * (the buttons that were pressed are gone by then).
 */
export function CashBookScreen({ shortCode }: { shortCode: string }) {
  const { t, say } = useCashBookTranslation();
  const client = useQueryClient();
  const query = useQuery(cashBookQuery(shortCode));
  const { data: book } = useOwnerView(query);
  const [notice, setNotice] = useState<string>();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const changed = (message: string) => {
    setNotice(say(message));
    void client.invalidateQueries({ queryKey: cashBookKeys.of(shortCode) });
  };

  return (
    <section className="page cash-book" aria-labelledby="cash-book-title">
      <h1 id="cash-book-title">{book?.title ? t('titleOf', { title: book.title }) : t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      {!book && !query.isError && <p role="status">{t('loading')}</p>}
      {!book && query.isError && (
        <RetryPanel message={t('failed')} retry={t('retry')} onRetry={() => void query.refetch()} />
      )}
      {book && (
        <>
          <dl className="cash-totals">
            <div>
              <dt>{t('confirmedTotal')}</dt>
              <dd>{formatKes(book.confirmed_total)}</dd>
            </div>
            <div>
              <dt>{t('waitingTotal')}</dt>
              <dd>{formatKes(book.waiting_total)}</dd>
            </div>
          </dl>
          <p ref={noticeRef} tabIndex={-1} role="status" className="form-message cash-notice" hidden={!notice}>
            {notice}
          </p>
          {book.can_record ? (
            <RecordCashForm shortCode={shortCode} createdAt={book.created_at} onRecorded={changed} />
          ) : (
            <p className="cash-cannot">{book.needs_treasurer ? t('needsTreasurer') : t('notLive')}</p>
          )}
          <section className="cash-list" aria-labelledby="cash-list-title">
            <h2 id="cash-list-title">{t('listTitle')}</h2>
            {book.entries.length === 0 ? (
              <p className="muted">{t('empty')}</p>
            ) : (
              <ul>
                {book.entries.map((entry) => (
                  <CashEntryItem key={entry.id} shortCode={shortCode} entry={entry} onDecided={changed} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <p>
        <AppLink href="/dashboard">{t('backToDashboard')}</AppLink>
      </p>
    </section>
  );
}
