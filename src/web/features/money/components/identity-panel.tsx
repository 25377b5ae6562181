import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IDENTITY, type DocumentType } from '#shared/schemas/identity.schema.ts';
import { FieldError, FieldHint, fieldAria } from '#web/components/form/field-frame.tsx';
import { PhotoField, type ChosenPhoto, type PhotoFieldTexts } from '#web/components/form/photo-field.tsx';
import { failureOf } from '#web/lib/failure.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { myIdentityQuery, sendIdentity } from '../api/identity.ts';
import { moneyKeys } from '../api/money-keys.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';
import { OutcomeNote, useOutcomeOf, type Outcome } from './outcome-note.tsx';

/**
 * "Your identity" (D-258), on an owner's and a treasurer's money screens: where their check stands,
 * and, before one was approved, the form that sends an ID or passport number, its photo and a
 * selfie taken on the phone. Once checked it says so in one line.
 */
export function IdentityPanel() {
  const { t } = useMoneyTranslation();
  const id = useId();
  const { data: check, isPending, isError } = useQuery(myIdentityQuery());
  const [said, setSaid] = useState<Outcome>();
  const date = (iso: string | null) => (iso ? formatDateTime(iso) : '');
  if (check?.status === 'approved')
    return (
      <p className="money-identity-checked" role="status">
        {t('identity.approved', { date: date(check.decided_at) })}
      </p>
    );
  return (
    <section className="money-identity" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('identity.title')}</h3>
      <p>{t('identity.lead')}</p>
      <OutcomeNote outcome={said} />
      {isPending ? (
        <p className="field-hint">{t('identity.loading')}</p>
      ) : isError ? (
        <p role="alert">{t('identity.failed')}</p>
      ) : check?.status === 'pending' ? (
        <p className="money-identity-pending">{t('identity.pending', { date: date(check.created_at) })}</p>
      ) : (
        <>
          {check?.status === 'rejected' && (
            <p className="form-message form-error">
              {t('identity.rejected', { date: date(check.decided_at), reason: check.reason ?? '' })}
            </p>
          )}
          <IdentityForm onSent={(message) => setSaid({ kind: 'done', text: message })} />
        </>
      )}
    </section>
  );
}

type Photos = { document?: ChosenPhoto; selfie?: ChosenPhoto };

/** The check's form: what was typed and taken stays when the server refuses it. */
function IdentityForm({ onSent }: { onSent: (message: string) => void }) {
  const { t } = useMoneyTranslation();
  const id = useId();
  const client = useQueryClient();
  const outcomeOf = useOutcomeOf();
  const [type, setType] = useState<DocumentType>('national_id');
  const [number, setNumber] = useState('');
  const [photos, setPhotos] = useState<Photos>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setOutcome(undefined);
    try {
      const reply = await sendIdentity({ document_type: type, document_number: number }, photos);
      onSent(reply.message);
      void client.invalidateQueries({ queryKey: moneyKeys.myIdentity() });
    } catch (err) {
      const failure = failureOf(err);
      setErrors(Object.fromEntries(Object.entries(failure.fieldErrors ?? {}).map(([k, v]) => [k, v?.[0]])));
      setOutcome(outcomeOf(failure));
    } finally {
      setPending(false);
    }
  };

  const photoTexts = (which: 'document' | 'selfie'): PhotoFieldTexts => ({
    pick: t(`identity.${which}.pick`),
    pickAgain: t(`identity.${which}.pickAgain`),
    hint: t(`identity.${which}.hint`),
    preparing: t('identity.preparing'),
    chosen: (name) => t('identity.chosen', { name }),
    preview: t(`identity.${which}.preview`),
    remove: t('identity.remove'),
  });
  const numberId = `${id}-number`;
  return (
    <form className="money-identity-form" noValidate onSubmit={(e) => void submit(e)}>
      <fieldset className="field">
        <legend>{t('identity.documentType')}</legend>
        {IDENTITY.documentTypes.map((value) => (
          <div className="field-check" key={value}>
            <input
              id={`${id}-${value}`}
              type="radio"
              name={`${id}-type`}
              checked={type === value}
              onChange={() => setType(value)}
            />
            <label htmlFor={`${id}-${value}`}>{t(`identity.${value}`)}</label>
          </div>
        ))}
        <FieldError of={`${id}-type`} message={errors.document_type} />
      </fieldset>
      <div className={`field${errors.document_number ? ' field-invalid' : ''}`}>
        <label htmlFor={numberId}>{t('identity.number')}</label>
        <FieldHint of={numberId}>{t('identity.numberHint')}</FieldHint>
        <input
          id={numberId}
          value={number}
          autoComplete="off"
          inputMode={type === 'national_id' ? 'numeric' : 'text'}
          maxLength={20}
          onChange={(e) => setNumber(e.target.value)}
          {...fieldAria(numberId, { hint: true, error: errors.document_number })}
        />
        <FieldError of={numberId} message={errors.document_number} />
      </div>
      <PhotoField
        photo={photos.document}
        onChange={(document) => setPhotos((p) => ({ ...p, document }))}
        texts={photoTexts('document')}
        capture="environment"
        error={errors.document}
      />
      <PhotoField
        photo={photos.selfie}
        onChange={(selfie) => setPhotos((p) => ({ ...p, selfie }))}
        texts={photoTexts('selfie')}
        capture="user"
        error={errors.selfie}
      />
      <OutcomeNote outcome={outcome} />
      <button type="submit" className="button-solid" disabled={pending}>
        {pending ? t('identity.sending') : t('identity.send')}
      </button>
    </form>
  );
}
