import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ITEM_LIMITS, itemMessageSchema } from '#shared/schemas/items.schema.ts';
import { FieldFrame } from '#web/components/form/field-frame.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { messagesQuery, sendMessage } from '../api/item-messages.ts';
import { formatItemDateTime } from '../format-date.ts';
import { useItemAction } from '../hooks/use-item-action.ts';
import { useItemsTranslation } from '../use-items-translation.ts';

/** How often an open thread asks for new messages while it is on screen. */
const POLL_MS = 20_000;

/**
 * The messages between the donor and the accepted requester: oldest first, each marked 'You' or
 * with the other's first name, and a box to write. Nothing else about either of them is shown.
 */
export function MessageThread({
  requestId,
  me,
  otherName,
}: {
  requestId: string;
  me: 'donor' | 'requester';
  otherName: string;
}) {
  const { t } = useItemsTranslation();
  const id = useId();
  const messages = useQuery({ ...messagesQuery(requestId), refetchInterval: POLL_MS });
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const send = useItemAction(
    (text: string) => sendMessage(requestId, text),
    () => setBody(''),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = itemMessageSchema.safeParse({ body });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
    setFieldError(undefined);
    send.mutate(parsed.data.body);
  };

  return (
    <section className="item-panel item-messages" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('messagesWith', { name: otherName })}</h3>
      {messages.isPending && <p role="status">{t('messagesLoading')}</p>}
      {messages.isError && !messages.data && (
        <RetryPanel message={t('messagesFailed')} retry={t('retry')} onRetry={() => void messages.refetch()} />
      )}
      {messages.data?.length === 0 && <p className="muted">{t('messagesEmpty')}</p>}
      {!!messages.data?.length && (
        <ol className="item-thread" aria-live="polite">
          {messages.data.map((m) => (
            <li key={m.id} className={m.from === me ? 'is-mine' : undefined}>
              <p className="item-thread-who">
                {m.from === me ? t('fromYou') : otherName} · {formatItemDateTime(m.created_at)}
              </p>
              <p className="item-thread-body">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate className="item-thread-form">
        <FormError message={send.failure} />
        <FieldFrame label={t('message')} error={fieldError}>
          {(control) => (
            <textarea
              rows={2}
              value={body}
              maxLength={ITEM_LIMITS.messageMax}
              onChange={(e) => setBody(e.target.value)}
              {...control}
            />
          )}
        </FieldFrame>
        <button type="submit" className="button-solid" disabled={send.isPending}>
          {send.isPending ? t('sending') : t('sendMessage')}
        </button>
      </form>
    </section>
  );
}
