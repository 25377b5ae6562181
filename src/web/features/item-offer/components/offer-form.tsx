import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { KENYA_COUNTIES } from '#shared/kenya-counties.ts';
import { ITEM_CATEGORIES, ITEM_CONDITIONS, ITEM_LIMITS, offerItemSchema } from '#shared/schemas/items.schema.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { CountedTextArea } from '#web/components/form/counted-text-area.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { PhoneField } from '#web/components/form/phone-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useUnsavedInput } from '#web/components/form/use-unsaved-input.ts';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import type { OfferDraft, OfferPhoto, OfferValues } from '../draft/offer-draft.types.ts';
import type { Failure } from '../hooks/use-offer-submission.ts';
import type { OfferPhase } from '../lib/run-offer.ts';
import { useOfferTranslation } from '../use-offer-translation.ts';
import { OfferAccountNote } from './offer-account-note.tsx';
import { OfferStatus } from './offer-status.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';

/** What the photo widget (the wizard's picker, composed by the route) is given. */
export interface OfferPhotosProps {
  photos: OfferPhoto[];
  onChange: (photos: OfferPhoto[]) => void;
  progress: Record<string, number | undefined>;
  disabled: boolean;
}

/** The fields the server may name in its answer: the shared schema's own (architecture §3). */
export const OFFER_FIELDS = offerItemSchema.keyof().options;

const COUNTY_OPTIONS = KENYA_COUNTIES.map((county) => ({ value: county, label: county }));

interface Props {
  draft: OfferDraft;
  /** null: a guest; otherwise whether the account is verified. */
  account: { verified: boolean } | null;
  phase: OfferPhase;
  failure?: Failure;
  progress: Record<string, number | undefined>;
  onValues: (values: OfferValues) => void;
  onPhotos: (photos: OfferPhoto[]) => void;
  onSubmit: () => void;
  renderPhotos?: (props: OfferPhotosProps) => ReactNode;
}

/** The offer's fields, validated with the shared schema; every keystroke goes to the draft. */
export function OfferForm({
  draft,
  account,
  phase,
  failure,
  progress,
  onValues,
  onPhotos,
  onSubmit,
  renderPhotos,
}: Props) {
  const { t } = useOfferTranslation();
  // How often Post was pressed without a verified account: each time the note takes the focus.
  const [askAccount, setAskAccount] = useState(0);
  const accountNote = useRef<HTMLDivElement>(null);
  const form = useZodForm<typeof offerItemSchema, OfferValues>(offerItemSchema, { defaultValues: draft.values });
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const sharePhone = useWatch({ control: form.control, name: 'share_phone' });
  const busy = phase.kind === 'working';
  useUnsavedInput(form.formState.isDirty);

  useEffect(() => {
    const sub = form.watch((values) => onValues({ ...draft.values, ...(values as Partial<OfferValues>) }));
    return () => sub.unsubscribe();
    // The draft's values only seed the form; later the form is the source.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, onValues]);

  // The server's field messages go next to their fields.
  useEffect(() => applyServerErrors(failure?.fieldErrors, form.setError, OFFER_FIELDS), [failure, form.setError]);

  useEffect(() => {
    if (askAccount > 0) accountNote.current?.focus();
  }, [askAccount]);

  const submit = form.handleSubmit(() => {
    if (!account?.verified) {
      setAskAccount((n) => n + 1);
      return;
    }
    onSubmit();
  });

  const onFields = OFFER_FIELDS.some((name) => failure?.fieldErrors?.[name]?.length);
  // A field's registration and message, spread into its component (as the wizard's details forms do).
  const field = (name: keyof OfferValues) => ({ registration: form.register(name), error: errors[name]?.message });
  const options = (values: readonly string[], group: 'categories' | 'conditions') =>
    values.map((value) => ({ value, label: t(`${group}.${value}`) }));

  return (
    <form className="offer-form" noValidate aria-busy={busy} onSubmit={(e) => void submit(e)}>
      {!account?.verified && <OfferAccountNote ref={accountNote} signedIn={account !== null} />}
      <FormError message={failure && !onFields ? failure.message : undefined} />
      <SelectField
        label={t('category')}
        placeholder={t('chooseCategory')}
        options={options(ITEM_CATEGORIES, 'categories')}
        {...field('category')}
      />
      <TextField label={t('itemTitle')} hint={t('titleHint')} maxLength={ITEM_LIMITS.titleMax} {...field('title')} />
      <div className="field-row">
        <SelectField
          label={t('condition')}
          placeholder={t('chooseCondition')}
          options={options(ITEM_CONDITIONS, 'conditions')}
          {...field('condition')}
        />
        <TextField
          label={t('quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={ITEM_LIMITS.quantityMax}
          {...field('quantity')}
        />
      </div>
      <CountedTextArea
        label={t('description')}
        counter={t('counter', { count: description.length, max: ITEM_LIMITS.descriptionMax })}
        rows={5}
        length={description.length}
        max={ITEM_LIMITS.descriptionMax}
        {...field('description')}
      />
      {renderPhotos && (
        <fieldset className="offer-section">
          <legend>{t('photos')}</legend>
          <p className="field-hint">{t('photosHint', { max: ITEM_LIMITS.photosMax })}</p>
          {renderPhotos({ photos: draft.photos, onChange: onPhotos, progress, disabled: busy })}
        </fieldset>
      )}
      <fieldset className="offer-section">
        <legend>{t('where')}</legend>
        <div className="field-row">
          <SelectField
            label={t('county')}
            placeholder={t('chooseCounty')}
            options={COUNTY_OPTIONS}
            {...field('county')}
          />
          <TextField
            label={t('town')}
            autoComplete="address-level2"
            maxLength={ITEM_LIMITS.townMax}
            {...field('town')}
          />
        </div>
      </fieldset>
      <fieldset className="offer-section">
        <legend>{t('contact')}</legend>
        <p className="field-hint">{t('contactInApp')}</p>
        <div className="field field-check">
          <input id="offer-share-phone" type="checkbox" {...form.register('share_phone')} />
          <label htmlFor="offer-share-phone">{t('sharePhone')}</label>
        </div>
        {sharePhone && <PhoneField label={t('phone')} hint={t('phoneHint')} {...field('phone')} />}
      </fieldset>
      <OfferStatus phase={phase} />
      <button type="submit" className="button-solid button-block" disabled={busy}>
        {busy ? t('posting') : failure ? t('retry') : t('post')}
      </button>
    </form>
  );
}
