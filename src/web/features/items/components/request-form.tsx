import { useId, useState, type FormEvent } from 'react';
import { ITEM_LIMITS, itemRequestSchema } from '#shared/schemas/items.schema.ts';
import { counterClass } from '#web/components/form/counted-text-area.tsx';
import { FieldFrame } from '#web/components/form/field-frame.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { ItemActionError, requestItem } from '../api/item-requests.ts';
import { useItemAction } from '../hooks/use-item-action.ts';
import { useItemsTranslation } from '../use-items-translation.ts';

/**
 * 'Request this item': who it is for, up to 500 characters, checked with the API's own schema.
 * What was typed stays in the box when sending fails.
 */
export function RequestForm({ code, donorName }: { code: string; donorName: string }) {
  const { t } = useItemsTranslation();
  const id = useId();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const action = useItemAction((text: string) => requestItem(code, { message: text }));
  const serverField = action.error instanceof ItemActionError ? action.error.fieldErrors?.message?.[0] : undefined;
  const error = fieldError ?? serverField;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = itemRequestSchema.safeParse({ message });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    action.mutate(parsed.data.message);
  };

  return (
    <form className="item-panel item-request-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('requestTitle')}</h2>
      <p>{t('requestLead', { name: donorName })}</p>
      {!serverField && <FormError message={action.failure} />}
      <FieldFrame
        label={t('requestMessage')}
        error={error}
        hint={t('counter', { count: message.length, max: ITEM_LIMITS.requestMessageMax })}
        hintClassName={counterClass(message.length, ITEM_LIMITS.requestMessageMax)}
      >
        {(control) => <textarea rows={4} value={message} onChange={(e) => setMessage(e.target.value)} {...control} />}
      </FieldFrame>
      <button type="submit" className="button-solid" disabled={action.isPending}>
        {action.isPending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
