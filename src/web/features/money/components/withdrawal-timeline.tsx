import type { Withdrawal } from '#shared/schemas/withdrawal.schema.ts';
import { receiptDate } from '#shared/receipt-date.ts';
import { kes } from '../format.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';

type State = 'done' | 'now' | 'stopped';
type Step = { key: string; state: State; text: string; detail?: string };

const PAYOUT_STATUSES = new Set(['queued', 'sending', 'sent', 'unknown', 'paid', 'failed', 'refused']);
const APPROVED_OR_LATER = new Set(['approved', 'submitted', 'paid', 'failed']);

/** A withdrawal's way so far, step by step (D-200…D-204): asked, approved, looked at, paid. */
function useSteps(w: Withdrawal): Step[] {
  const { t } = useMoneyTranslation();
  const counts = { count: w.approvals, needed: w.approvals_needed };
  const approved = w.approvals >= w.approvals_needed || APPROVED_OR_LATER.has(w.status);
  const ended = w.status === 'cancelled' || w.status === 'rejected';
  const steps: Step[] = [
    { key: 'requested', state: 'done', text: t('timeline.requested', { date: receiptDate(w.created_at) }) },
    {
      key: 'approvals',
      state: approved ? 'done' : ended ? 'stopped' : 'now',
      text: t(approved ? 'timeline.approved' : 'timeline.approvals', counts),
    },
  ];
  if (w.status === 'rejected' && w.rejection_reason)
    steps.push({ key: 'review', state: 'stopped', text: t('timeline.reviewRefused', { reason: w.rejection_reason }) });
  else if (w.review !== 'not_needed')
    steps.push({
      key: 'review',
      state: w.review === 'done' ? 'done' : ended ? 'stopped' : 'now',
      text: t(w.review === 'done' ? 'timeline.reviewDone' : 'timeline.reviewWaiting'),
    });
  w.payouts.forEach((p, i) => {
    const status = PAYOUT_STATUSES.has(p.status) ? t(`payoutStatus.${p.status}`) : p.status;
    const code = p.result_code === undefined ? undefined : String(p.result_code);
    const detail = [
      p.mpesa_receipt && t('timeline.receipt', { receipt: p.mpesa_receipt }),
      code && code !== '0' && t('timeline.resultCode', { code }),
    ].filter(Boolean);
    steps.push({
      key: `payout-${i}`,
      state: p.status === 'paid' ? 'done' : p.status === 'failed' ? 'stopped' : 'now',
      text: t('timeline.payout', { amount: kes(p.amount), status }),
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
  if (state) steps.push({ key: 'end', state, text: t(`timeline.end.${w.status}`) });
  return steps;
}

export function WithdrawalTimeline({ withdrawal }: { withdrawal: Withdrawal }) {
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
