import { payoutFailureText } from '#shared/payout-outcomes.ts';
import type { Withdrawal, WithdrawalListItem } from '#shared/schemas/withdrawal.schema.ts';
import { receiptDate } from '#shared/receipt-date.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';
import { formatKes } from '#shared/kes.ts';

type State = 'done' | 'now' | 'stopped';
type Step = { key: string; state: State; text: string; detail?: string };

const WAIT_REASONS = new Set(['destination', 'cooling', 'name_check', 'funding', 'configuration']);
const APPROVED_OR_LATER = new Set(['approved', 'submitted', 'paid', 'failed']);

/** A withdrawal's way so far, step by step (D-200…D-204): asked, approved, looked at, paid. */
function useSteps(w: Withdrawal & Partial<Pick<WithdrawalListItem, 'approvers'>>): Step[] {
  const { t, i18n } = useMoneyTranslation();
  const names = (list: string[]) =>
    new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(list);
  const approvers = w.approvers ?? [];
  const approvedBy = approvers.flatMap((a) =>
    a.approved_at ? [t('timeline.approverOn', { name: a.name, date: receiptDate(a.approved_at) })] : [],
  );
  const missing = approvers.flatMap((a) => (a.approved_at ? [] : [a.name]));
  const whoApproved = [
    approvedBy.length > 0 && t('timeline.approvedBy', { names: names(approvedBy) }),
    missing.length > 0 && t('timeline.waitingFor', { names: names(missing) }),
  ].filter(Boolean);
  const counts = { count: w.approvals, needed: w.approvals_needed };
  const approved = w.approvals >= w.approvals_needed || APPROVED_OR_LATER.has(w.status);
  const ended = w.status === 'cancelled' || w.status === 'rejected';
  const steps: Step[] = [
    { key: 'requested', state: 'done', text: t('timeline.requested', { date: receiptDate(w.created_at) }) },
    {
      key: 'approvals',
      state: approved ? 'done' : ended ? 'stopped' : 'now',
      text: t(approved ? 'timeline.approved' : 'timeline.approvals', counts),
      detail: whoApproved.join(' · ') || undefined,
    },
  ];
  if (w.status === 'rejected' && w.rejection_reason)
    steps.push({
      key: 'review',
      state: 'stopped',
      text: t(w.rejected_as === 'treasurer' ? 'timeline.treasurerRefused' : 'timeline.reviewRefused', {
        reason: w.rejection_reason,
      }),
    });
  else if (w.review !== 'not_needed')
    steps.push({
      key: 'review',
      state: w.review === 'done' ? 'done' : ended ? 'stopped' : 'now',
      text: t(w.review === 'done' ? 'timeline.reviewDone' : 'timeline.reviewWaiting'),
    });
  w.payouts.forEach((p, i) => {
    const status = t(`payoutStatus.${p.status}`);
    const code = p.result_code === undefined ? undefined : String(p.result_code);
    const detail = [
      p.mpesa_receipt && t('timeline.receipt', { receipt: p.mpesa_receipt }),
      code && code !== '0' && t('timeline.resultCode', { code }),
    ].filter(Boolean);
    steps.push({
      key: `payout-${i}`,
      state: p.status === 'paid' ? 'done' : p.status === 'failed' ? 'stopped' : 'now',
      text: t('timeline.payout', { amount: formatKes(p.amount), status }),
      detail: detail.join(' · ') || undefined,
    });
  });
  const end: Partial<Record<Withdrawal['status'], State>> = {
    approved: 'now',
    submitted: 'now',
    paid: 'done',
    failed: 'stopped',
    cancelled: 'stopped',
  };
  const state = end[w.status];
  if (state) steps.push({ key: 'end', state, text: endText(w), detail: endDetail(w) });
  return steps;

  /** The end in words, with when it was paid. */
  function endText(x: Withdrawal) {
    if (x.status === 'paid' && x.paid_at) return t('timeline.end.paidOn', { date: receiptDate(x.paid_at) });
    return t(`timeline.end.${x.status}`);
  }

  /** Why it waits (D-208) or why M-Pesa could not pay it, in the app's language. */
  function endDetail(x: Withdrawal) {
    if (x.status === 'failed' && x.failure_code)
      return payoutFailureText(x.failure_code, i18n.language === 'sw' ? 'sw' : 'en');
    if (x.status === 'approved' && x.wait_reason === 'cooling' && x.wait_until)
      return t('timeline.wait.coolingUntil', { date: receiptDate(x.wait_until) });
    if (x.status === 'approved' && x.wait_reason)
      return WAIT_REASONS.has(x.wait_reason) ? t(`timeline.wait.${x.wait_reason}`) : undefined;
    return undefined;
  }
}

export function WithdrawalTimeline({ withdrawal }: { withdrawal: Withdrawal | WithdrawalListItem }) {
  const { t } = useMoneyTranslation();
  const steps = useSteps(withdrawal);
  return (
    <ol className="money-timeline" aria-label={t('timeline.label')}>
      {steps.map((step) => (
        <li key={step.key} className={`money-step money-step-${step.state}`}>
          <span className="visually-hidden">{t(`timeline.state.${step.state}`)} </span>
          {step.text}
          {step.detail && <span className="money-step-detail">{step.detail}</span>}
        </li>
      ))}
    </ol>
  );
}
