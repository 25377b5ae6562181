import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { seedDemo } from './db/seed/demo.ts';
import { isDemoMode, loadDotEnv, loadEnv, usesSimulator, usesSmsSimulator } from './env.ts';
import { startBackgroundJobs } from './jobs/background-jobs.ts';
import { createDeps } from './create-deps.ts';
import { startSimulator } from './money/daraja/simulator-process.ts';
import { startSmsSimulator } from './services/sms/simulator-process.ts';
import { registerC2bUrls } from './money/in/paybill/c2b-urls.ts';

// Entry point: `npm run serve` (built) or `tsx src/server/main.ts` (development and tests).

async function main() {
  loadDotEnv();
  const env = loadEnv();
  // env.ts refuses the simulator in production: there, Daraja's settings are required.
  const stopSimulator = usesSimulator(env) ? await startSimulator(env) : () => {};
  // Likewise SMS (D-210): without SMS_API_URL the SMS simulator stands in for Africa's Talking.
  const stopSmsSimulator = usesSmsSimulator(env) ? await startSmsSimulator(env) : () => {};
  const deps = await createDeps(env);
  if (env.SEED_DEMO) await seedDemo(deps);
  // The simulator this process started knows no URLs yet; Safaricom's are registered once, by hand.
  if (usesSimulator(env))
    void registerC2bUrls(deps).catch((err: unknown) => console.warn('[paybill] C2B URLs not registered', err));
  // Before listening: a server that cannot run its payment queries must not take payments (D-223).
  const jobs = await startBackgroundJobs(deps);
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const mode = isDemoMode(env) ? 'demo mode: e-mails go to /api/dev/outbox' : 'e-mail via SMTP';
    const mpesa = deps.payments.testMode ? `test payments via ${deps.payments.baseUrl}` : 'M-Pesa';
    const sms = `SMS via ${deps.sms.apiUrl}`;
    const media = `media on ${deps.media.description}`;
    console.log(
      `Harambee listening on http://localhost:${info.port} (${deps.dialect}, ${mode}, ${mpesa}, ${sms}, ${media}, jobs ${jobs.engine})`,
    );
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close();
    // The jobs first, while the database and the simulators they talk to are still there.
    void jobs
      .stop()
      .catch((err: unknown) => console.error('[jobs] did not stop cleanly', err))
      .finally(() => {
        stopSimulator();
        stopSmsSimulator();
        void deps.db.destroy().finally(() => process.exit(0));
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
