import { useEffect, useRef, useState } from 'react';
import { PLEDGE_FIELDS, pledgeFormSchema } from '#shared/pledges/pledge-form.ts';
import { pledgeLinkPath, type PledgeRequest } from '#shared/pledges/pledge.schema.ts';
import type { PledgeAwaitingCode, PledgeFormState, PledgeTarget } from '#shared/pledges/pledge-pages.ts';
import { maskPhone } from '#shared/phone.ts';
import { isLanguage } from '#shared/languages.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import type { Failure } from '#web/lib/failure.ts';
import { i18n } from '#web/lib/i18n.ts';
import { confirmPledge, createPledge, resendPledgeCode } from '../api/pledge-api.ts';
import { pledgeDraftOf } from '../draft/pledge-draft.ts';
import { pledgeDefaults, type PledgeFieldValues } from '../pledge-values.ts';
import { usePledgesTranslation } from '../use-pledges-translation.ts';
import { PledgeCodeStep, type CodeResult } from './pledge-code-step.tsx';
import { PledgeForm } from './pledge-form.tsx';

interface Props {
  fundraiser: PledgeTarget;
  initial: PledgeFormState;
  today: string;
  /** Where a confirmed pledge goes: its own page (the browser's navigation, or a test's). */
  onConfirmed?: (path: string) => void;
}

const goTo = (path: string) => location.assign(path);

/**
 * The pledge form, then its code step, kept on this phone as a draft all along (D-185): a reload
 * or a failed send loses nothing typed, and a pledge waiting for its code comes back at that step.
 * Confirmed, the draft goes and the pledger lands on their pledge's own page.
 */
export function PledgeFlow({ fundraiser, initial, today, onConfirmed = goTo }: Props) {
  const { t } = usePledgesTranslation();
  const code = fundraiser.short_code;
  const formHref = `/f/${encodeURIComponent(code)}/pledge`;
  const { store, saver } = pledgeDraftOf(code);
  const [defaults] = useState(() => pledgeDefaults(initial.values));
  const form = useZodForm<typeof pledgeFormSchema, PledgeFieldValues>(pledgeFormSchema, { defaultValues: defaults });
  const { errors, submitCount } = form.formState;
  const [awaiting, setAwaiting] = useState<PledgeAwaitingCode | null>(initial.awaiting ?? null);
  const awaitingRef = useRef(awaiting);
  const [failure, setFailure] = useState<string>();

  const save = (values: PledgeFieldValues, waiting: PledgeAwaitingCode | null) => {
    awaitingRef.current = waiting;
    saver.schedule({ version: 1, photos: [], values, awaiting: waiting });
  };

  // What this phone kept comes back, unless the server just drew a posted form's own values.
  const drawnByServer = Boolean(initial.errors || initial.message || initial.awaiting);
  useEffect(() => {
    let live = true;
    void store.load().then((draft) => {
      if (!live || !draft || drawnByServer) return;
      if (!form.formState.isDirty) form.reset(draft.values, { keepDefaultValues: true });
      if (draft.awaiting) setAwaiting((now) => (awaitingRef.current = now ?? draft.awaiting));
    });
    const typing = form.watch((values) => save(values as PledgeFieldValues, awaitingRef.current));
    return () => {
      live = false;
      typing.unsubscribe();
    };
    // Once per page: the store, saver and form are the page's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const errorOf = (field: (typeof PLEDGE_FIELDS)[number]) =>
    errors[field]?.message ?? (submitCount === 0 ? initial.errors?.[field]?.[0] : undefined);

  const failureText = (f: Failure) =>
    f.reason === 'offline' ? t('offline') : f.reason === 'rate-limited' ? t('tooMany') : (f.message ?? t('failed'));

  const send = async (request: PledgeRequest) => {
    setFailure(undefined);
    const language = isLanguage(i18n.language) ? i18n.language : undefined;
    const answer = await createPledge(code, { ...request, language });
    if (!answer.ok) {
      applyServerErrors(answer.failure.fieldErrors, form.setError, PLEDGE_FIELDS);
      const wrong = PLEDGE_FIELDS.find((field) => answer.failure.fieldErrors?.[field]?.length);
      if (wrong) form.setFocus(wrong);
      else setFailure(failureText(answer.failure));
      return;
    }
    const waiting = { id: answer.data.id, phone: maskPhone(request.phone) };
    setAwaiting(waiting);
    save(form.getValues(), waiting);
    await saver.flush();
  };

  const onConfirm = async (smsCode: string): Promise<CodeResult> => {
    const answer = await confirmPledge(awaiting!.id, smsCode);
    if (!answer.ok) return { ok: false, message: failureText(answer.failure), fieldErrors: answer.failure.fieldErrors };
    await saver.discard([]);
    onConfirmed(pledgeLinkPath(answer.data.id, answer.data.token));
    return { ok: true };
  };

  const onResend = async () => {
    const answer = await resendPledgeCode(awaiting!.id);
    return answer.ok ? { ok: true } : { ok: false, message: failureText(answer.failure) };
  };

  const changeDetails = () => {
    setAwaiting(null);
    save(form.getValues(), null);
  };

  if (awaiting)
    return (
      <PledgeCodeStep
        awaiting={awaiting}
        formHref={formHref}
        drawn={
          initial.awaiting ? { message: initial.message, notice: initial.notice, errors: initial.errors } : undefined
        }
        onConfirm={onConfirm}
        onResend={onResend}
        onChangeDetails={changeDetails}
      />
    );
  return (
    <PledgeForm
      form={form}
      defaults={defaults}
      action={formHref}
      today={today}
      errorOf={errorOf}
      message={initial.awaiting ? undefined : initial.message}
      failure={failure}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
    />
  );
}
