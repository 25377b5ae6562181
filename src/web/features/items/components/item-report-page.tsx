import { useId } from 'react';
import type { ItemReportPageData } from '#shared/public-pages.ts';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '#shared/schemas/report.schema.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { translateMessage } from '#web/components/form/translate-message.ts';
import { addNamespace } from '#web/lib/i18n.ts';
import { report } from '#web/locales/en/report.ts';
import { itemHref } from '../items-href.ts';
import { useItemsTranslation } from '../use-items-translation.ts';

addNamespace('report', report);

/**
 * /items/{code}/report: 'Report this item' as a plain form the server draws and receives, like
 * the fundraiser's: anyone can report from the slowest phone, with or without an account.
 */
export function ItemReportPage({ item, sent, values = {}, errors = {}, message }: ItemReportPageData) {
  const { t } = useItemsTranslation();
  const id = useId();
  const back = itemHref(item.code);
  if (sent)
    return (
      <section className="page report-page" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{t('sentHeading', { ns: 'report' })}</h1>
        <p role="status">{t('reportSent')}</p>
        <a href={back}>{t('reportBack')}</a>
      </section>
    );
  const reasonError = translateMessage(errors.reason?.[0]);
  const detailsError = translateMessage(errors.details?.[0]);
  return (
    <section className="page report-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('reportHeading')}</h1>
      <p>{t('reportIntro', { title: item.title })}</p>
      <form method="post" action={`${back}/report`} noValidate>
        <FormError message={message} />
        <fieldset
          className={`field${reasonError ? ' field-invalid' : ''}`}
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
        >
          <legend>{t('reason', { ns: 'report' })}</legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="report-reason">
              <input type="radio" name="reason" value={reason} defaultChecked={values.reason === reason} required />{' '}
              {t(`reasons.${reason}`, { ns: 'report' })}
            </label>
          ))}
          {reasonError && (
            <p id={`${id}-reason-error`} className="field-error" role="alert">
              {reasonError}
            </p>
          )}
        </fieldset>
        <div className={`field${detailsError ? ' field-invalid' : ''}`}>
          <label htmlFor={`${id}-details`}>{t('details', { ns: 'report' })}</label>
          <div className="field-box">
            <textarea
              id={`${id}-details`}
              name="details"
              rows={5}
              maxLength={REPORT_DETAILS_MAX}
              defaultValue={values.details}
              aria-invalid={detailsError ? true : undefined}
              aria-describedby={[`${id}-details-hint`, detailsError && `${id}-details-error`].filter(Boolean).join(' ')}
            />
          </div>
          <p id={`${id}-details-hint`} className="field-hint">
            {t('detailsHint', { ns: 'report', max: REPORT_DETAILS_MAX })}
          </p>
          {detailsError && (
            <p id={`${id}-details-error`} className="field-error" role="alert">
              {detailsError}
            </p>
          )}
        </div>
        <p className="report-actions">
          <button type="submit" className="button-primary">
            {t('submit', { ns: 'report' })}
          </button>{' '}
          <a href={back}>{t('reportBack')}</a>
        </p>
      </form>
    </section>
  );
}
