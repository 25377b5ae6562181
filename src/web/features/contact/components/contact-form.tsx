import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contactSchema, type ContactInput } from '#shared/schemas/contact.schema.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { CountedTextArea } from '#web/components/form/counted-text-area.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useUnsavedInput } from '#web/components/form/use-unsaved-input.ts';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { addNamespace } from '#web/lib/i18n.ts';
import { contact } from '#web/locales/en/contact.ts';
import { sendContactMessage, type ContactResult } from '../api/send-contact-message.ts';
import { TopicField } from './topic-field.tsx';

addNamespace('contact', contact);

const FIELDS = ['name', 'email_address', 'topic', 'message'] as const;
/** The schema's limit (2000), read from it so the counter and the validation never disagree. */
export const MESSAGE_MAX = contactSchema.shape.message.maxLength ?? 2000;

type Failure = Extract<ContactResult, { kind: 'failed' }>;

/** The /contact-us form: validated with the shared schema, sent to POST /api/contact/. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const [thanks, setThanks] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const form = useZodForm<typeof contactSchema, ContactInput>(contactSchema, {
    defaultValues: { name: '', email_address: '', message: '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const length = useWatch({ control: form.control, name: 'message' })?.length ?? 0;
  useUnsavedInput(isDirty);

  const failureText = (result: Failure) => {
    if (result.reason === 'offline') return t('offline');
    if (result.reason === 'rate-limited') return result.message ?? t('tooMany');
    return result.message ?? t('failed');
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setThanks(undefined);
    setFailure(undefined);
    const result = await sendContactMessage(values);
    if (result.kind === 'sent') {
      form.reset();
      setThanks(result.message);
      return;
    }
    applyServerErrors(result.fieldErrors, form.setError, FIELDS);
    // A field's message already shows next to the field; repeat nothing at the top.
    const onFields = FIELDS.some((field) => result.fieldErrors?.[field]?.length);
    if (!onFields) setFailure(failureText(result));
  });

  return (
    <form className="contact-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {thanks && (
        <p className="form-message contact-thanks" role="status">
          {thanks}
        </p>
      )}
      <FormError message={failure} />
      <TextField
        label={t('name')}
        autoComplete="name"
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        hint={t('emailHint')}
        registration={form.register('email_address')}
        error={errors.email_address?.message}
      />
      <TopicField registration={form.register('topic')} error={errors.topic?.message} />
      <CountedTextArea
        label={t('message')}
        counter={t('counter', { count: length, max: MESSAGE_MAX })}
        rows={7}
        registration={form.register('message')}
        length={length}
        max={MESSAGE_MAX}
        error={errors.message?.message}
      />
      <button type="submit" className="button-solid button-block" disabled={isSubmitting}>
        {isSubmitting ? t('sending') : t('send')}
      </button>
    </form>
  );
}
