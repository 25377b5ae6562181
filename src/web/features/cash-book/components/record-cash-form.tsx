import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  CASH_BOOK,
  cashEntryFormSchema,
  nairobiDate,
  receivedOnProblem,
  type CashEntry,
  type CashEntryForm,
} from '#shared/cash-book.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { CountedTextArea } from '#web/components/form/counted-text-area.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useUnsavedInput } from '#web/components/form/use-unsaved-input.ts';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { failureOf } from '#web/lib/failure.ts';
import { recordCash, type ReceiptPhoto } from '../api/cash-book.ts';
import { useCashBookTranslation } from '../use-cash-book-translation.ts';
import { PhotoField } from '#web/components/form/photo-field.tsx';
import { formatKesDigits, toMinor } from '#shared/kes.ts';

const FIELDS = ['amount', 'donor_name', 'received_on', 'note'] as const;

const blank = (): CashEntryForm => ({
  amount: '',
  anonymous: false,
  donor_name: '',
  received_on: nairobiDate(Date.now()),
  note: '',
});

/**
 * Records a gift received in person (D-237): the shared schema checks every field as it is typed
 * and the server again; the date must fall in the fundraiser's life. A failed send keeps all that
 * was typed, and the photo; one Idempotency-Key serves every try of the same entry.
 */
export function RecordCashForm({
  shortCode,
  createdAt,
  onRecorded,
}: {
  shortCode: string;
  /** When the fundraiser was created: the earliest date received. */
  createdAt: string;
  onRecorded: (message: string) => void;
}) {
  const { t, say } = useCashBookTranslation();
  const form = useZodForm<typeof cashEntryFormSchema, CashEntryForm>(cashEntryFormSchema, { defaultValues: blank() });
  const { errors, isDirty } = form.formState;
  const anonymous = useWatch({ control: form.control, name: 'anonymous' });
  const noteLength = useWatch({ control: form.control, name: 'note' })?.length ?? 0;
  const [photo, setPhoto] = useState<ReceiptPhoto>();
  const [photoError, setPhotoError] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const attempt = useRef<{ entry: string; key: string }>(undefined);
  // Today, as the screen opened: the date field's upper bound.
  const [today] = useState(() => nairobiDate(Date.now()));
  useUnsavedInput(isDirty || !!photo);

  const send = async (entry: CashEntry) => {
    const problem = receivedOnProblem(entry.received_on, { now: Date.now(), createdAt });
    if (problem) return form.setError('received_on', { type: 'range', message: problem }, { shouldFocus: true });
    setFailed(undefined);
    setPhotoError(undefined);
    const fingerprint = JSON.stringify([entry, photo?.name, photo?.blob.size]);
    if (attempt.current?.entry !== fingerprint) attempt.current = { entry: fingerprint, key: crypto.randomUUID() };
    try {
      const reply = await recordCash(shortCode, entry, photo, attempt.current.key);
      attempt.current = undefined;
      form.reset(blank());
      setPhoto(undefined);
      onRecorded(reply.message);
    } catch (err) {
      const failure = failureOf(err);
      applyServerErrors(failure.fieldErrors, form.setError, FIELDS);
      if (failure.fieldErrors?.image?.[0]) setPhotoError(failure.fieldErrors.image[0]);
      if (failure.fieldErrors && Object.keys(failure.fieldErrors).length > 0) return;
      setFailed(
        failure.reason === 'offline'
          ? t('offline')
          : failure.reason === 'rate-limited'
            ? t('tooMany')
            : failure.message
              ? say(failure.message)
              : t('failedWrite'),
      );
    }
  };

  return (
    <section className="cash-record" aria-labelledby="cash-record-title">
      <h2 id="cash-record-title">{t('form.title')}</h2>
      <form noValidate onSubmit={(e) => void form.handleSubmit(send)(e)} aria-labelledby="cash-record-title">
        <TextField
          label={t('form.amount')}
          hint={t('form.amountHint', { min: CASH_BOOK.minKes, max: formatKesDigits(toMinor(CASH_BOOK.maxKes)) })}
          inputMode="numeric"
          autoComplete="off"
          registration={form.register('amount')}
          error={errors.amount?.message}
        />
        <div className="field field-check">
          <input id="cash-anonymous" type="checkbox" {...form.register('anonymous')} />
          <label htmlFor="cash-anonymous">{t('form.anonymous')}</label>
        </div>
        {!anonymous && (
          <TextField
            label={t('form.name')}
            autoComplete="off"
            registration={form.register('donor_name')}
            error={errors.donor_name?.message}
          />
        )}
        <TextField
          label={t('form.date')}
          type="date"
          min={nairobiDate(createdAt)}
          max={today}
          registration={form.register('received_on')}
          error={errors.received_on?.message}
        />
        <CountedTextArea
          label={t('form.note')}
          counter={`${t('form.noteHint')} ${t('form.counter', { count: noteLength, max: CASH_BOOK.noteMax })}`}
          rows={3}
          registration={form.register('note')}
          length={noteLength}
          max={CASH_BOOK.noteMax}
          error={errors.note?.message}
        />
        <PhotoField
          photo={photo}
          onChange={setPhoto}
          error={photoError}
          texts={{
            pick: t('form.photo'),
            pickAgain: t('form.photoAgain'),
            hint: t('form.photoHint'),
            preparing: t('form.photoPreparing'),
            chosen: (name) => t('form.photoChosen', { name }),
            preview: t('form.photoPreview'),
            remove: t('form.removePhoto'),
          }}
        />
        <FormError message={failed} focus />
        <button type="submit" className="button-solid" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('form.sending') : t('form.submit')}
        </button>
      </form>
    </section>
  );
}
