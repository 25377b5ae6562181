import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_SUBJECT_PATHS, type ReportPageData } from '#shared/public-pages.ts';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '#shared/schemas/report.schema.ts';
import { FieldFrame, FieldGroup } from '#web/components/form/field-frame.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { addNamespace } from '#web/lib/i18n.ts';
import { report } from '#web/locales/en/report.ts';

addNamespace('report', report);

/**
 * /f/{code}/report and /items/{code}/report: a plain form the server draws and receives, so
 * anyone can report a fundraiser or an item from the slowest phone, before (or without) any
 * JavaScript. The subject's texts are under its name in the 'report' namespace.
 */
export function ReportPage({ subject, code, title, sent, values = {}, errors = {}, message }: ReportPageData) {
  const { t } = useTranslation('report', { keyPrefix: subject });
  const { t: common } = useTranslation('report');
  const id = useId();
  const back = REPORT_SUBJECT_PATHS[subject](code);
  if (sent)
    return (
      <section className="page report-page" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{common('sentHeading')}</h1>
        <p role="status">{t('sent')}</p>
        <a href={back}>{t('back')}</a>
      </section>
    );
  return (
    <section className="page report-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('heading')}</h1>
      <p>{t('intro', { title: title ?? t('untitled') })}</p>
      <form method="post" action={`${back}/report`} noValidate>
        <FormError message={message} />
        <FieldGroup id={`${id}-reason`} legend={common('reason')} error={errors.reason?.[0]}>
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="report-reason">
              <input type="radio" name="reason" value={reason} defaultChecked={values.reason === reason} required />{' '}
              {t(`reasons.${reason}`)}
            </label>
          ))}
        </FieldGroup>
        <FieldFrame
          label={common('details')}
          hint={common('detailsHint', { max: REPORT_DETAILS_MAX })}
          error={errors.details?.[0]}
        >
          {(control) => (
            <textarea
              name="details"
              rows={5}
              maxLength={REPORT_DETAILS_MAX}
              defaultValue={values.details}
              {...control}
            />
          )}
        </FieldFrame>
        <p className="report-actions">
          <button type="submit" className="button-solid">
            {common('submit')}
          </button>{' '}
          <a href={back}>{t('back')}</a>
        </p>
      </form>
    </section>
  );
}
