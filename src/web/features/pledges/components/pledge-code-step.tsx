import { useEffect, useState, type MouseEvent } from 'react';
import { pledgeConfirmSchema } from '#shared/pledges/pledge.schema.ts';
import type { PledgeAwaitingCode } from '#shared/pledges/pledge-pages.ts';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { translateMessage } from '#web/lib/translate-message.ts';
import { usePledgesTranslation } from '../use-pledges-translation.ts';

export type CodeResult = { ok: true } | { ok: false; message?: string; fieldErrors?: FieldErrors };

interface Props {
  awaiting: PledgeAwaitingCode;
  /** The form's page: 'Change the details' leads back there (a plain link without a script). */
  formHref: string;
  /** The server's messages for a posted plain code form. */
  drawn?: { message?: string; notice?: string; errors?: FieldErrors };
  onConfirm: (code: string) => Promise<CodeResult>;
  onResend: () => Promise<{ ok: boolean; message?: string }>;
  onChangeDetails: () => void;
}

/**
 * The pledge's second step (D-230): the 6-digit code sent to the phone, so nobody pledges in
 * someone else's name. It takes the focus when it appears and the phone may fill it in from the
 * SMS (one-time-code). Plain forms without a script (confirm, a new code), the API with one.
 */
export function PledgeCodeStep({ awaiting, formHref, drawn, onConfirm, onResend, onChangeDetails }: Props) {
  const { t } = usePledgesTranslation();
  const form = useZodForm(pledgeConfirmSchema, { defaultValues: { code: '' } });
  const { setFocus, setError } = form;
  const { isSubmitting, submitCount, errors } = form.formState;
  const [failure, setFailure] = useState<string>();
  const [resent, setResent] = useState<{ pending: boolean; message?: string; ok?: boolean }>({ pending: false });
  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFailure(undefined);
    const result = await onConfirm(code);
    if (result.ok) return;
    if (result.fieldErrors?.code?.length) applyServerErrors(result.fieldErrors, setError, ['code']);
    else setFailure(result.message ?? t('confirmFailed'));
  });

  const resend = async () => {
    setResent({ pending: true });
    const answer = await onResend();
    setResent({ pending: false, ok: answer.ok, message: answer.ok ? t('resent') : (answer.message ?? t('failed')) });
  };

  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onChangeDetails();
  };

  const base = `/p/${encodeURIComponent(awaiting.id)}`;
  return (
    <section className="pledge-code" aria-labelledby="pledge-code-title">
      <h2 id="pledge-code-title">{t('codeTitle')}</h2>
      <p>{t('codeLead', { phone: awaiting.phone })}</p>
      <form method="post" action={`${base}/confirm`} noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormError message={submitCount === 0 ? drawn?.message : undefined} />
        {submitCount === 0 && drawn?.notice && (
          <p className="form-message form-warning" role="status">
            {translateMessage(drawn.notice)}
          </p>
        )}
        <TextField
          label={t('codeLabel')}
          hint={t('codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          registration={form.register('code')}
          error={errors.code?.message ?? (submitCount === 0 ? drawn?.errors?.code?.[0] : undefined)}
        />
        <FormError message={failure} focus />
        <button type="submit" className="button-solid button-block" disabled={isSubmitting}>
          {isSubmitting ? t('confirming') : t('confirm')}
        </button>
      </form>
      <form
        method="post"
        action={`${base}/code`}
        className="pledge-code-more"
        onSubmit={(event) => {
          event.preventDefault();
          void resend();
        }}
      >
        <button type="submit" className="button-outline" disabled={resent.pending}>
          {resent.pending ? t('resending') : t('resend')}
        </button>
        <a href={formHref} onClick={back}>
          {t('changeDetails')}
        </a>
      </form>
      {resent.ok ? (
        <p className="form-message form-warning" role="status">
          {resent.message}
        </p>
      ) : (
        <FormError message={resent.message} />
      )}
    </section>
  );
}
