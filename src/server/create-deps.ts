import { createDb, refreshPlannerStatistics } from './db/client.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedReferenceData } from './db/seed/reference-data.ts';
import type { Deps } from './deps.ts';
import type { Env } from './env.ts';
import { createFirebaseVerifier } from './services/firebase-admin.ts';
import { createImageStore } from './services/images.ts';
import { createMailer } from './services/mail.ts';
import { createMediaStore } from './media/create-media-store.ts';
import { setUsdKesRate } from './lib/fx.ts';
import { setPasswordHashMemory } from './auth/passwords.ts';
import { createPayments } from './money/daraja/payments.ts';
import { createSms } from './services/sms/sms.ts';

/** Opens the database, migrates it, loads reference data and wires the services. */
export async function createDeps(env: Env): Promise<Deps> {
  setUsdKesRate(env.USD_KES_RATE);
  setPasswordHashMemory(env.PASSWORD_HASH_MEMORY_KIB);
  const handle = createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const { db, dialect } = handle;
  await migrateToLatest(db);
  await refreshPlannerStatistics(handle);
  await seedReferenceData(db);
  const media = await createMediaStore(env);
  return {
    env,
    db,
    dialect,
    mailer: createMailer(env, db),
    media,
    images: createImageStore(media),
    verifySocialToken: createFirebaseVerifier(env),
    payments: createPayments(env, db),
    sms: createSms(env),
  };
}
