import { hashPassword } from './auth/passwords.ts';
import { emailOnlySchema } from '#shared/schemas/auth.schema.ts';
import { strongPassword } from '#shared/schemas/fields.ts';
import { rejectSchema } from '#shared/schemas/fundraiser.schema.ts';
import * as users from './db/repositories/users.repository.ts';
import { loadDotEnv, loadEnv } from './env.ts';
import { ApiError } from './lib/http-error.ts';
import { nowIso } from './lib/time.ts';
import { formatJobsReport, jobsReport } from './queue/jobs-report.ts';
import { createDeps } from './create-deps.ts';
import * as moderation from './services/moderation.ts';
import { reconcile } from './money/ledger/reconcile.ts';
import { reconcileStatement } from './money/statement/reconcile-statement.ts';
import { c2bUrls, registerC2bUrls } from './money/in/paybill/c2b-urls.ts';
import { gatewayCallbackUrl } from './services/sms/callback-token.ts';
import { deliveryReportUrl } from './services/sms/delivery-reports.ts';

// `npm run admin -- <command>`: reviewer accounts, review decisions and the ledger's proof, on the
// configured database.

const USAGE = `Usage: npm run admin -- <command>
  create-reviewer <email> <password>   create a verified reviewer (or promote an existing user)
  list-pending                         fundraisers waiting for review
  approve <short_code>                 make a fundraiser live
  reject <short_code> "<reason>"       reject a fundraiser, telling the owner why
  reconcile [--statement <file|url>]   prove the ledger against itself and M-Pesa: credits, balances, each withdrawal, receipts, verified payouts (exit 1 on any difference);
                                       with the paybill's statement (the M-Pesa portal's CSV), record the reversals M-Pesa made and check every receipt against it
  jobs                                 background jobs on PostgreSQL (pg-boss): runs by state, the latest failed ones
  sms-delivery-url                     the URL to give Africa's Talking for delivery reports (it holds a secret)
  sms-incoming-url                     the URL to give Africa's Talking for incoming messages (STOP / ACHA, D-236)`;

async function run(args: string[]) {
  const [command, ...rest] = args;
  loadDotEnv();
  const deps = await createDeps(loadEnv());
  try {
    switch (command) {
      case 'create-reviewer': {
        const email = emailOnlySchema.parse({ email_address: rest[0] }).email_address;
        const password = strongPassword().parse(rest[1]);
        const existing = await users.findUserByEmail(deps.db, email);
        const now = nowIso();
        if (existing) {
          await users.updateUser(deps.db, existing.id, {
            role: 'reviewer',
            password_hash: await hashPassword(password),
            is_verified: 1,
            verified_at: existing.verified_at ?? now,
          });
          return `Promoted ${email} to reviewer.`;
        }
        await users.insertUser(deps.db, {
          email_address: email,
          password_hash: await hashPassword(password),
          firstname: 'Reviewer',
          lastname: email.split('@')[0]!,
          role: 'reviewer',
          is_verified: 1,
          verified_at: now,
        });
        return `Created reviewer ${email}.`;
      }
      case 'list-pending': {
        const pending = await moderation.listPendingCards(deps);
        if (pending.length === 0) return 'Nothing is waiting for review.';
        return pending
          .map(
            (f) =>
              `${f.short_code}  ${f.created_at.slice(0, 10)}  ${f.category.slug.padEnd(12)} ${f.organizer}: ${f.title ?? '(no details yet)'}`,
          )
          .join('\n');
      }
      case 'approve':
        await moderation.approve(deps, rest[0] ?? '', null);
        return `Approved ${rest[0]}: it is live.`;
      case 'reject': {
        const { reason } = rejectSchema.parse({ reason: rest[1] });
        await moderation.reject(deps, rest[0] ?? '', reason, null);
        return `Rejected ${rest[0]}.`;
      }
      case 'reconcile': {
        const withStatement = rest[0] === '--statement' ? await reconcileStatement(deps, rest[1] ?? '') : null;
        const { fundraisers, differences } = await reconcile(deps.db, {
          verifyGraceSeconds: deps.env.PAYOUT_VERIFY_GRACE_SECONDS,
        });
        const all = [...(withStatement?.differences ?? []), ...differences];
        const report = [...(withStatement?.found ?? [])];
        if (all.length) throw new Error([...report, ...all, `${all.length} difference(s).`].join('\n'));
        return [...report, `Reconciled ${fundraisers} fundraiser(s): no difference.`].join('\n');
      }
      case 'jobs':
        // On SQLite the jobs run inside the server: a failed run is in its log, and the next tries again.
        if (deps.dialect !== 'postgres')
          return 'Background jobs run inside the server on SQLite: failed runs are in its log.';
        return formatJobsReport(await jobsReport(deps.db));
      case 'sms-delivery-url':
        return deliveryReportUrl(deps.env);
      case 'sms-incoming-url':
        return gatewayCallbackUrl(deps.env, 'incoming');
      case 'register-c2b-urls': {
        const ack = await registerC2bUrls(deps);
        const { confirmationUrl } = c2bUrls(deps);
        return `Registered paybill ${deps.env.DARAJA_SHORTCODE}'s C2B URLs at ${new URL(confirmationUrl).origin} (${ack.ResponseDescription}).`;
      }
      default:
        throw new Error(USAGE);
    }
  } finally {
    await deps.db.destroy();
  }
}

run(process.argv.slice(2)).then(
  (out) => console.log(out),
  (err: unknown) => {
    const message =
      err instanceof ApiError
        ? err.message
        : err instanceof Error && 'issues' in err
          ? (err as { issues: { message: string }[] }).issues[0]?.message
          : err instanceof Error
            ? err.message
            : String(err);
    console.error(message);
    process.exit(1);
  },
);
