import { useWatch } from 'react-hook-form';
import { CASH_BOOK, refuseCashSchema, type RefuseCash } from '#shared/cash-book.ts';
import { CountedTextArea } from '#web/components/form/counted-text-area.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { useCashBookTranslation } from '../use-cash-book-translation.ts';

/** Why an entry is refused (D-237): said in the shared schema's limits, kept on the entry. */
export function RefuseForm({
  what,
  busy,
  onRefuse,
  onCancel,
}: {
  what: string;
  busy: boolean;
  onRefuse: (refusal: RefuseCash) => void;
  onCancel: () => void;
}) {
  const { t } = useCashBookTranslation();
  const form = useZodForm(refuseCashSchema, { defaultValues: { reason: '' } });
  const length = useWatch({ control: form.control, name: 'reason' })?.length ?? 0;
  return (
    <form
      className="cash-refuse"
      noValidate
      aria-label={t('entry.refuseLabel', { what })}
      onSubmit={(e) => void form.handleSubmit(onRefuse)(e)}
    >
      <CountedTextArea
        label={t('entry.reason')}
        counter={t('entry.reasonCounter', { count: length, max: CASH_BOOK.reasonMax })}
        rows={2}
        registration={form.register('reason')}
        length={length}
        max={CASH_BOOK.reasonMax}
        error={form.formState.errors.reason?.message}
      />
      <div className="cash-actions">
        <button type="submit" className="button-solid" disabled={busy}>
          {t('entry.sendRefusal')}
        </button>
        <button type="button" className="button-outline" disabled={busy} onClick={onCancel}>
          {t('entry.cancel')}
        </button>
      </div>
    </form>
  );
}
