import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { findDetails } from '../../db/repositories/details.repository.ts';
import { findFundraiserById } from '../../db/repositories/fundraisers.repository.ts';
import { insertUpdate } from '../../db/repositories/fundraiser-updates.repository.ts';
import { queueMail } from '../../db/repositories/outbox.repository.ts';
import { payoutsOf } from '../../db/repositories/payouts.repository.ts';
import { activeTreasurerAccounts } from '../../db/repositories/treasurers.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { findWithdrawal } from '../../db/repositories/withdrawals.repository.ts';
import { greeted, mailTexts } from '../../mail-texts/index.ts';
import { newId } from '../../lib/secrets.ts';
import { fullName } from '../../lib/serializers.ts';
import { nowIso } from '../../lib/time.ts';
import { afterMoneyMoved } from '../ledger/after-commit.ts';
import { mailReviewers } from './mail-reviewers.ts';
import { mailUpdateLater } from '../../services/fundraiser-updates/update-mail.ts';
import { queueText } from '../../services/sms/sms-outbox.ts';
import { payeeName } from './paid-withdrawals.ts';
import { newsSms, withdrawalTexts, type NewsKind } from './withdrawal-texts.ts';
import { approvalRefusal } from './approvers.ts';
import { smsDashboardLink, smsPhone } from '../../services/sms/sms-words.ts';
import { formatKesDigits } from '#shared/kes.ts';

// Every step of a withdrawal is told to its owner and its treasurers (D-208): by SMS, written in
// the transaction that records the step (so a crash cannot lose it), and by e-mail the same way
// (D-218); a paid one is also posted to the donors as an update, in the same transaction, mailed
// like any update.

export type WithdrawalNews =
  | { kind: 'requested' | 'approved' | 'cancelled' | 'paid'; withdrawalId: string }
  | { kind: 'rejected'; withdrawalId: string; reason: string }
  | { kind: 'failed'; withdrawalId: string; code: string }
  | { kind: 'funding' | 'configuration'; withdrawalId: string };

async function factsOf(db: Db, withdrawalId: string) {
  const withdrawal = (await findWithdrawal(db, withdrawalId))!;
  const fundraiser = (await findFundraiserById(db, withdrawal.fundraiser_id))!;
  const owner = (await findUserById(db, fundraiser.user_id))!;
  const people: UserRow[] = [owner, ...(await activeTreasurerAccounts(db, fundraiser.id))];
  const paid = (await payoutsOf(db, [withdrawal.id])).filter((p) => p.status === 'paid');
  const title = (await findDetails(db, fundraiser.id))?.title ?? fundraiser.short_code;
  return { withdrawal, fundraiser, owner, people, paid, title };
}

type Facts = Awaited<ReturnType<typeof factsOf>>;

/** Where the money went, in a language: "to the organiser's M-Pesa" or "to paybill 400200 …". */
function whereOf(facts: Facts, language: UserRow['language']) {
  const texts = withdrawalTexts(language);
  const last = facts.paid.at(-1);
  if (!last || last.channel === 'b2c') return texts.organisersMpesa;
  return texts.paybill(last.party_b, payeeName(last.receiver_name));
}

/** The text's kind, and what it says besides the amount, in the person's language. */
function wordsOf(news: WithdrawalNews, facts: Facts, language: UserRow['language']): [NewsKind, string] {
  if (news.kind === 'funding' || news.kind === 'configuration') return ['waiting', ''];
  if (news.kind === 'paid') return ['paid', facts.paid.map((p) => p.mpesa_receipt).join(', ')];
  if (news.kind === 'failed') return ['failed', withdrawalTexts(language).reason(news.code)];
  if (news.kind === 'rejected') return ['rejected', news.reason];
  return [news.kind, ''];
}

/** Where approvals are made, as a text shows a link (no scheme: phones make it one and it is shorter). */

/** The SMS and the donors' update, inside the transaction that records the news. */
async function queueWithdrawalNews(trx: Db, env: Deps['env'], news: WithdrawalNews) {
  const facts = await factsOf(trx, news.withdrawalId);
  const { withdrawal, fundraiser, owner, people, paid } = facts;
  const treasurerIds = people.filter((p) => p.id !== owner.id).map((p) => p.id);
  const requester = people.find((p) => p.id === withdrawal.requested_by);
  const sentMinor = paid.reduce((sum, p) => sum + Number(p.amount_minor), 0);
  const last = paid.at(-1);
  for (const person of people) {
    if (!person.phone || !person.phone_verified_at) continue;
    const [kind, words] = wordsOf(news, facts, person.language);
    const approves = approvalRefusal(fundraiser, treasurerIds, withdrawal, person.id) === null;
    const asked = person.id === withdrawal.requested_by;
    const text = newsSms(
      person.language,
      kind,
      {
        kes: formatKesDigits(withdrawal.amount_minor),
        // One SMS part: a withdrawal paid in many parts names its first receipt, the e-mail all of them.
        detail: kind === 'paid' && paid.length > 2 ? `${paid[0]!.mpesa_receipt} +${paid.length - 1}` : words,
        link: smsDashboardLink(env.PUBLIC_URL),
        requester: requester ? fullName(requester) : '',
        role: approves ? (asked ? 'self' : 'approver') : asked ? 'requester' : 'other',
        sent: formatKesDigits(sentMinor),
        fee: formatKesDigits(withdrawal.fee_minor),
        where: !last ? '' : last.channel === 'b2c' ? `M-Pesa ${smsPhone(last.party_b)}` : `paybill ${last.party_b}`,
      },
      facts.title,
    );
    await queueText(trx, { to: person.phone, text, purpose: 'withdrawal-news' });
  }
  if (news.kind !== 'paid') return null;
  const sent = formatKesDigits(sentMinor);
  const language = facts.owner.language;
  const body = withdrawalTexts(language).update(sent, whereOf(facts, language), facts.withdrawal.purpose);
  const update = {
    id: newId(),
    fundraiser_id: facts.fundraiser.id,
    author_id: facts.owner.id,
    body,
    created_at: nowIso(),
  };
  await insertUpdate(trx, update);
  return update;
}

/**
 * Runs `step` in a transaction and tells what it returns (nothing when it returns null): the SMS,
 * the e-mails and the donors' update commit with the step; the update's e-mails are written after.
 */
export async function withNews(deps: Deps, step: (trx: Db) => Promise<WithdrawalNews | null>) {
  const told = await deps.db.transaction().execute(async (trx) => {
    const news = await step(trx);
    if (!news) return null;
    const update = await queueWithdrawalNews(trx, deps.env, news);
    return { update, facts: await mailWithdrawalNews(trx, news) };
  });
  if (!told) return;
  // A paid withdrawal's update is on the public page; any other step changes only the balance.
  afterMoneyMoved(deps, told.update && told.facts.fundraiser.short_code);
  if (!told.update) return;
  const { facts, update } = told;
  mailUpdateLater(deps, {
    id: update.id,
    fundraiserId: facts.fundraiser.id,
    shortCode: facts.fundraiser.short_code,
    title: facts.title,
    organiser: fullName(facts.owner),
    body: update.body,
  });
}

/** The e-mails to the owner and treasurers (and reviewers), written with the step (D-218). */
async function mailWithdrawalNews(trx: Db, news: WithdrawalNews) {
  const facts = await factsOf(trx, news.withdrawalId);
  const kes = formatKesDigits(facts.withdrawal.amount_minor);
  for (const person of facts.people) {
    const texts = withdrawalTexts(person.language);
    const [kind, detail] = wordsOf(news, facts, person.language);
    await queueMail(trx, {
      to: person.email_address,
      subject: texts.mail.subject(facts.title),
      text: greeted(
        mailTexts(person.language),
        person.firstname,
        texts.mail[kind](kes, detail, facts.withdrawal.purpose),
      ),
    });
  }
  if (news.kind === 'funding' || news.kind === 'configuration') await alertReviewers(trx, news.kind, facts);
  return facts;
}
/** Our funding or configuration stopped a payout: the reviewers act on it in /review (Payouts). */
async function alertReviewers(trx: Db, kind: 'funding' | 'configuration', facts: Facts) {
  const what =
    kind === 'funding'
      ? 'the M-Pesa utility account has too little money (result 1): top it up; it is tried again on its own.'
      : 'M-Pesa refused our initiator (2001, 21, 2028 or 8006): every payout is paused until a reviewer resumes them in /review, Payouts.';
  await mailReviewers(
    trx,
    `Payouts need attention: ${kind}`,
    `A withdrawal from "${facts.title}" (${facts.fundraiser.short_code}) is approved and waits: ${what}`,
  );
}
