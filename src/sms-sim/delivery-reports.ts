import { SMS_REPORT_MAGIC_NUMBERS, type AtRecipient } from '#shared/africastalking.ts';

// Africa's Talking's delivery reports (research §4.1): after the network answers, one form-encoded
// POST per text it took, to the callback URL set in the account's dashboard: id, status,
// phoneNumber, networkCode, retryCount and, when it failed, failureReason. Posted once; a report
// that finds nobody is dropped, as the simulator keeps no retry queue.

/** Safaricom's network code. */
const SAFARICOM = '63902';

export interface ReportSender {
  /** Reports on each recipient the gateway took (statusCode 101), a moment later. */
  report(recipients: AtRecipient[]): void;
  /** Posts the same report again (tests: a gateway that repeats itself). */
  repeat(messageId: string): Promise<boolean>;
  /** The URL changed, as in Africa's Talking's dashboard. */
  setUrl(next: string | undefined): void;
}

export function createReportSender(initialUrl: string | undefined, delayMs = 200): ReportSender {
  let url = initialUrl;
  const sent = new Map<string, URLSearchParams>();
  const post = (form: URLSearchParams) =>
    fetch(url!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(10_000),
    }).then(
      (response) => response.ok,
      () => false,
    );
  return {
    report(recipients) {
      if (!url) return;
      for (const r of recipients.filter((r) => r.statusCode === 101 && r.messageId)) {
        const outcome = SMS_REPORT_MAGIC_NUMBERS[r.number];
        const form = new URLSearchParams({
          id: r.messageId!,
          status: outcome?.status ?? 'Success',
          phoneNumber: r.number,
          networkCode: SAFARICOM,
          retryCount: '0',
          ...(outcome && { failureReason: outcome.failureReason }),
        });
        sent.set(r.messageId!, form);
        setTimeout(() => void post(form), delayMs);
      }
    },
    setUrl(next) {
      url = next;
    },
    async repeat(messageId) {
      const form = sent.get(messageId);
      return Boolean(url && form) && post(form!);
    },
  };
}
