import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './client.ts';
import * as initial from './migrations/001-initial.ts';
import * as pendingCredentials from './migrations/002-pending-credentials.ts';
import * as contactMessages from './migrations/003-contact-messages.ts';
import * as verificationAttempts from './migrations/004-verification-attempts.ts';
import * as emailChanges from './migrations/005-email-changes.ts';
import * as photoSlots from './migrations/006-photo-slots.ts';
import * as mpesaDonations from './migrations/007-mpesa-donations.ts';
import * as moderationDecisions from './migrations/008-moderation-decisions.ts';
import * as accountSettings from './migrations/009-account-settings.ts';
import * as fundraiserUpdates from './migrations/010-fundraiser-updates.ts';
import * as reports from './migrations/011-reports.ts';
import * as items from './migrations/012-items.ts';
import * as donationLanguage from './migrations/013-donation-language.ts';
import * as donationReference from './migrations/014-donation-reference.ts';
import * as supportMessageHidden from './migrations/015-support-message-hidden.ts';
import * as beneficiary from './migrations/016-beneficiary.ts';
import * as liveEdits from './migrations/017-live-edits.ts';
import * as ledger from './migrations/018-ledger.ts';
import * as phoneAndSmsOutbox from './migrations/019-phone-and-sms-outbox.ts';
import * as withdrawals from './migrations/020-withdrawals.ts';
import * as withdrawalApprovals from './migrations/021-withdrawal-approvals.ts';
import * as payoutDestinations from './migrations/022-payout-destinations.ts';
import * as withdrawalReview from './migrations/023-withdrawal-review.ts';
import * as treasurers from './migrations/024-treasurers.ts';
import * as payouts from './migrations/025-payouts.ts';
import * as c2b from './migrations/026-c2b.ts';
import * as lateQueries from './migrations/027-late-queries.ts';
import * as outboxDelivery from './migrations/028-outbox-delivery.ts';
import * as fundraiserSearch from './migrations/029-fundraiser-search.ts';
import * as sharedTokens from './migrations/030-shared-tokens.ts';
import * as donationsByTime from './migrations/031-donations-by-time.ts';
import * as liveListOrder from './migrations/032-live-list-order.ts';
import * as cashBook from './migrations/035-cash-book.ts';
import * as pledges from './migrations/033-pledges.ts';
import * as smsOptOuts from './migrations/034-sms-opt-outs.ts';
import * as liveSearch from './migrations/036-live-search.ts';
import * as withdrawalRefusals from './migrations/037-withdrawal-refusals.ts';
import * as moneyTruth from './migrations/038-money-truth.ts';
import * as paymentClaims from './migrations/039-payment-claims.ts';
import * as phoneChanges from './migrations/040-phone-changes.ts';
import * as languageChoice from './migrations/041-language-choice.ts';
import * as accountNumbers from './migrations/042-account-numbers.ts';
import * as treasurerChanges from './migrations/043-treasurer-changes.ts';
import * as refunds from './migrations/044-refunds.ts';
import * as identityChecks from './migrations/045-identity-checks.ts';
import * as mpesaReversals from './migrations/046-mpesa-reversals.ts';
import * as refundRequestVotes from './migrations/047-refund-request-votes.ts';
import * as purposeWindow from './migrations/048-purpose-window.ts';
import * as refundAttempts from './migrations/049-refund-attempts.ts';

// Migrations are imported statically so the bundled server carries them; add new ones here in order.
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-pending-credentials': pendingCredentials,
  '003-contact-messages': contactMessages,
  '004-verification-attempts': verificationAttempts,
  '005-email-changes': emailChanges,
  '006-photo-slots': photoSlots,
  '007-mpesa-donations': mpesaDonations,
  '008-moderation-decisions': moderationDecisions,
  '009-account-settings': accountSettings,
  '010-fundraiser-updates': fundraiserUpdates,
  '011-reports': reports,
  '012-items': items,
  '013-donation-language': donationLanguage,
  '014-donation-reference': donationReference,
  '015-support-message-hidden': supportMessageHidden,
  '016-beneficiary': beneficiary,
  '017-live-edits': liveEdits,
  '018-ledger': ledger,
  '019-phone-and-sms-outbox': phoneAndSmsOutbox,
  '020-withdrawals': withdrawals,
  '021-withdrawal-approvals': withdrawalApprovals,
  '022-payout-destinations': payoutDestinations,
  '023-withdrawal-review': withdrawalReview,
  '024-treasurers': treasurers,
  '025-payouts': payouts,
  '026-c2b': c2b,
  '027-late-queries': lateQueries,
  '028-outbox-delivery': outboxDelivery,
  '029-fundraiser-search': fundraiserSearch,
  '030-shared-tokens': sharedTokens,
  '031-donations-by-time': donationsByTime,
  '032-live-list-order': liveListOrder,
  '035-cash-book': cashBook,
  '033-pledges': pledges,
  '034-sms-opt-outs': smsOptOuts,
  '036-live-search': liveSearch,
  '037-withdrawal-refusals': withdrawalRefusals,
  '038-money-truth': moneyTruth,
  '039-payment-claims': paymentClaims,
  '040-phone-changes': phoneChanges,
  '041-language-choice': languageChoice,
  '042-account-numbers': accountNumbers,
  '043-treasurer-changes': treasurerChanges,
  '044-refunds': refunds,
  '045-identity-checks': identityChecks,
  '046-mpesa-reversals': mpesaReversals,
  '047-refund-request-votes': refundRequestVotes,
  '048-purpose-window': purposeWindow,
  '049-refund-attempts': refundAttempts,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db) {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
}
