import type { Db, Dialect } from './db/client.ts';
import type { UserRow } from './db/schema.ts';
import type { Env } from './env.ts';
import type { Mailer } from './services/mail.ts';
import type { ImageStore } from './services/images.ts';
import type { MediaStore } from './media/media-store.ts';
import type { SocialTokenVerifier } from './services/firebase-admin.ts';
import type { Payments } from './money/daraja/payments.ts';
import type { Sms } from './services/sms/sms.ts';

/** Everything a request handler needs, built once in main.ts (or by a test) and passed down. */
export interface Deps {
  env: Env;
  db: Db;
  dialect: Dialect;
  mailer: Mailer;
  /** Every uploaded file, on the disk or in a bucket (D-220). */
  media: MediaStore;
  /** Fundraiser and item photos, stored in `media`. */
  images: ImageStore;
  verifySocialToken: SocialTokenVerifier;
  payments: Payments;
  sms: Sms;
}

/** Hono's per-request variables, set by the auth middleware. */
export interface AppEnv {
  Variables: {
    user: UserRow;
    sessionId: string;
  };
}
