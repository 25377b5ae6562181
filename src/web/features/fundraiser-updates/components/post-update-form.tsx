import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  fundraiserUpdateSchema,
  UPDATE_MAX,
  type FundraiserUpdateInput,
  type FundraiserUpdateItem,
} from '#shared/schemas/fundraiser-update.schema.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { CountedTextArea } from '#web/components/form/counted-text-area.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { useUnsavedInput } from '#web/components/form/use-unsaved-input.ts';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { addNamespace } from '#web/lib/i18n.ts';
import { fundraiserUpdates } from '#web/locales/en/fundraiser-updates.ts';
import { fundraiserUpdatesKeys } from '../api/list-updates.ts';
import { postUpdate } from '../api/post-update.ts';

addNamespace('fundraiser-updates', fundraiserUpdates);

interface Props {
  shortCode: string;
  /** The update just posted, e.g. to show it in a list on the same screen. */
  onPosted?: (update: FundraiserUpdateItem) => void;
}

/**
 * The organiser's 'Post an update' form: checked with the shared schema, sent once per text (its
 * attempt key), the text kept on any error and cleared only once the server has it.
 */
export function PostUpdateForm({ shortCode, onPosted }: Props) {
  const { t } = useTranslation('fundraiser-updates');
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const attempt = useRef<{ text: string; key: string }>(undefined);
  const form = useZodForm<typeof fundraiserUpdateSchema, FundraiserUpdateInput>(fundraiserUpdateSchema, {
    defaultValues: { body: '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const length = useWatch({ control: form.control, name: 'body' })?.length ?? 0;
  useUnsavedInput(isDirty);

  const send = async (values: z.output<typeof fundraiserUpdateSchema>) => {
    setNotice(undefined);
    setFailure(undefined);
    // One key per text: a retry of the same text posts it once; an edited text is a new update.
    if (attempt.current?.text !== values.body) attempt.current = { text: values.body, key: crypto.randomUUID() };
    const result = await postUpdate(shortCode, values, attempt.current.key);
    if (result.kind === 'posted') {
      attempt.current = undefined;
      form.reset({ body: '' });
      setNotice(result.reply.message);
      void queryClient.invalidateQueries({ queryKey: fundraiserUpdatesKeys.first(shortCode) });
      onPosted?.(result.reply.data);
      return;
    }
    applyServerErrors(result.fieldErrors, form.setError, ['body']);
    if (!result.fieldErrors?.body?.length) setFailure(result.offline ? t('offline') : (result.message ?? t('failed')));
  };

  return (
    <form
      className="update-form"
      noValidate
      onSubmit={(e) => void form.handleSubmit(send)(e)}
      aria-labelledby="update-form-title"
    >
      <h2 id="update-form-title">{t('formTitle')}</h2>
      <p className="muted">{t('formLead')}</p>
      {notice && (
        <p className="form-message form-success" role="status">
          {notice}
        </p>
      )}
      <FormError message={failure} />
      <CountedTextArea
        label={t('body')}
        counter={t('counter', { count: length, max: UPDATE_MAX })}
        rows={6}
        registration={form.register('body')}
        length={length}
        max={UPDATE_MAX}
        error={errors.body?.message}
      />
      <button type="submit" className="button-solid" disabled={isSubmitting}>
        {isSubmitting ? t('posting') : t('post')}
      </button>
    </form>
  );
}
