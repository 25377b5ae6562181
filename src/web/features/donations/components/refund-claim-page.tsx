import { refundClaimPath, type RefundClaimPage as Page } from '#shared/refund-claim-page.ts';
import { FieldError, FieldHint, fieldAria } from '#web/components/form/field-frame.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { useDonateTranslation } from '../use-donate-translation.ts';

/**
 * /f/{code}/refund (D-260): a payer whose number M-Pesa masked claims their share of a taken-down
 * fundraiser's money. The server draws it and it loads no script: the M-Pesa code and number in one
 * plain form, then the code sent to that number in another, each answered with this page again.
 */
export function RefundClaimPage({ page }: { page: Page }) {
  const { t } = useDonateTranslation();
  const path = refundClaimPath(page.fundraiser.short_code);
  const error = (field: string) => page.errors?.[field]?.[0];
  return (
    <section className="page refund-claim" aria-labelledby="refund-claim-title">
      <h1 id="refund-claim-title">{t('refundClaim.title', { title: page.fundraiser.title })}</h1>
      <FormError message={page.message} />
      {page.claimed ? (
        <p className="form-message form-success" role="status">
          {t('refundClaim.claimed')}
        </p>
      ) : page.awaiting ? (
        <form method="post" action={`${path}/confirm`} noValidate>
          <p role="status">{t('refundClaim.codeLead', { phone: page.awaiting.shown })}</p>
          <input type="hidden" name="id" value={page.awaiting.id} />
          <input type="hidden" name="phone" value={page.awaiting.phone} />
          <div className="field">
            <label htmlFor="refund-claim-code">{t('refundClaim.code')}</label>
            <input
              id="refund-claim-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              {...fieldAria('refund-claim-code', { error: error('code') })}
            />
            <FieldError of="refund-claim-code" message={error('code')} />
          </div>
          <button type="submit" className="button-solid button-block">
            {t('refundClaim.confirm')}
          </button>
          <p>
            <a href={path}>{t('refundClaim.again')}</a>
          </p>
        </form>
      ) : (
        <form method="post" action={path} noValidate>
          <p>{t('refundClaim.lead')}</p>
          <div className="field">
            <label htmlFor="refund-claim-mpesa">{t('refundClaim.mpesaCode')}</label>
            <input
              id="refund-claim-mpesa"
              name="mpesa_code"
              defaultValue={page.values.mpesa_code}
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={20}
              required
              {...fieldAria('refund-claim-mpesa', { hint: true, error: error('mpesa_code') })}
            />
            <FieldHint of="refund-claim-mpesa">{t('refundClaim.mpesaCodeHint')}</FieldHint>
            <FieldError of="refund-claim-mpesa" message={error('mpesa_code')} />
          </div>
          <div className="field">
            <label htmlFor="refund-claim-phone">{t('refundClaim.phone')}</label>
            <input
              id="refund-claim-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              defaultValue={page.values.phone}
              required
              {...fieldAria('refund-claim-phone', { hint: true, error: error('phone') })}
            />
            <FieldHint of="refund-claim-phone">{t('refundClaim.phoneHint')}</FieldHint>
            <FieldError of="refund-claim-phone" message={error('phone')} />
          </div>
          <button type="submit" className="button-solid button-block">
            {t('refundClaim.send')}
          </button>
        </form>
      )}
      <p>
        <a href={`/f/${encodeURIComponent(page.fundraiser.short_code)}`}>{t('refundClaim.back')}</a>
      </p>
    </section>
  );
}
