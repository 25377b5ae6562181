import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { instalmentsOf, parseDate } from '#shared/pledges/instalments.ts';
import { PLEDGE, PLEDGE_PERIODS } from '#shared/pledges/pledge-constants.ts';
import { FieldFrame, FieldGroup } from '#web/components/form/field-frame.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { calendarDate, lastDueDate } from '../format.ts';
import { typedAmount, type PledgeFieldValues } from '../pledge-values.ts';
import { usePledgesTranslation } from '../use-pledges-translation.ts';
import { formatKes, toMinor } from '#shared/kes.ts';

const COUNTS = Array.from({ length: PLEDGE.maxInstalments - 1 }, (_, i) => String(i + 2));

interface Props {
  form: UseFormReturn<PledgeFieldValues, unknown, unknown>;
  defaults: PledgeFieldValues;
  /** Today in Nairobi as the server read it: the earliest date, the same on both sides. */
  today: string;
  errorOf: (field: 'due_date' | 'instalments' | 'period') => string | undefined;
}

/**
 * When the pledge is paid: all at once by a date, or in 2 to 12 weekly or monthly instalments
 * from a first date. Both are real form fields, so the plain form works without a script; the
 * instalments' fields show only while 'In instalments' is chosen (CSS, so without a script too),
 * and with one the dates and amounts are spelled out as the server will split them (D-231).
 */
export function PlanFields({ form, defaults, today, errorOf }: Props) {
  const { t } = usePledgesTranslation();
  const id = useId();
  const [plan, amount, dueDate, count, period] = useWatch({
    control: form.control,
    name: ['plan', 'amount', 'due_date', 'instalments', 'period'],
  });
  const kesAmount = typedAmount(amount);
  const n = Number(count);
  const schedule =
    plan === 'instalments' && kesAmount && parseDate(dueDate) && n > 1 && (period === 'weekly' || period === 'monthly')
      ? instalmentsOf({ amount_minor: toMinor(kesAmount), due_date: dueDate, instalments: n, period })
      : undefined;
  return (
    <>
      <FieldGroup id={`${id}-plan`} legend={t('plan')} className="pledge-plan">
        {(['once', 'instalments'] as const).map((value) => (
          <label key={value} className="pledge-choice">
            <input type="radio" value={value} defaultChecked={defaults.plan === value} {...form.register('plan')} />
            <span>{t(value === 'once' ? 'planOnce' : 'planInstalments')}</span>
          </label>
        ))}
      </FieldGroup>
      <TextField
        label={t('dueDate')}
        type="date"
        min={today}
        max={lastDueDate(today, PLEDGE.maxDaysAhead)}
        defaultValue={defaults.due_date}
        registration={form.register('due_date')}
        error={errorOf('due_date')}
      />
      <div className="pledge-instalments">
        <FieldFrame label={t('instalments')} error={errorOf('instalments')}>
          {(control) => (
            // Its value in the HTML too (defaultValue): a server-drawn form must post it.
            <select {...control} defaultValue={defaults.instalments} {...form.register('instalments')}>
              {COUNTS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FieldGroup id={`${id}-period`} legend={t('period')} error={errorOf('period')} className="pledge-plan">
          {PLEDGE_PERIODS.map((value) => (
            <label key={value} className="pledge-choice">
              <input
                type="radio"
                value={value}
                defaultChecked={defaults.period === value}
                {...form.register('period')}
              />
              <span>{t(value)}</span>
            </label>
          ))}
        </FieldGroup>
        {schedule && (
          <p className="pledge-schedule" aria-live="polite">
            {t('schedule', {
              count: schedule.length,
              first: calendarDate(schedule[0]!.due_date),
              last: calendarDate(schedule.at(-1)!.due_date),
              amount: formatKes(toMinor(Math.round(kesAmount! / schedule.length))),
            })}
          </p>
        )}
      </div>
    </>
  );
}
