import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { addToOutbox } from '../db/repositories/outbox.repository.ts';
import type { Env } from '../env.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Never written to the log, even in demo mode (an anonymous donor's receipt). */
  private?: boolean;
}

export interface Mailer {
  /** Resolves once the mail is handed over; with SMTP, before the SMTP conversation. */
  send(mail: Mail): Promise<void>;
  /**
   * Delivers an outbox row (D-218): resolves once the SMTP server took it, rejects with its error
   * (`responseCode` 5xx: never worth another try). In demo mode the row is the dev outbox already.
   */
  deliver(mail: Mail & { id: string }): Promise<void>;
}

/** The row's own Message-ID: a copy sent again after a crash is recognised as the same message. */
const messageIdOf = (id: string, env: Env) => `<${id}@${new URL(env.PUBLIC_URL).hostname}>`;

/**
 * With SMTP_URL, mail goes out through nodemailer, after the answer: an SMTP conversation takes a
 * few hundred milliseconds, and a forgot-password or resend that waited for it would tell by its
 * timing whether the address has an account. A failed delivery is logged (without the text); the
 * user can ask again. Without SMTP_URL (demo mode, never production) it is printed to the log and
 * kept in the dev outbox, readable at GET /api/dev/outbox?to=…
 */
export function createMailer(env: Env, db: Db): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      async send(mail) {
        const { private: _, ...message } = mail;
        transport.sendMail({ from: env.MAIL_FROM, ...message }).catch((err: unknown) => {
          console.error(`[mail] not delivered: "${mail.subject}": ${err instanceof Error ? err.message : String(err)}`);
        });
      },
      async deliver({ private: _, id, ...message }) {
        await transport.sendMail({ from: env.MAIL_FROM, messageId: messageIdOf(id, env), ...message });
      },
    };
  }
  return {
    async send({ private: secret, ...mail }) {
      await addToOutbox(db, mail);
      if (env.NODE_ENV === 'test') return;
      logDemoMail({ ...mail, private: secret });
    },
    async deliver(mail) {
      if (env.NODE_ENV !== 'test') logDemoMail(mail);
    },
  };
}

function logDemoMail({ private: secret, ...mail }: Mail) {
  if (secret) console.log(`[outbox] subject="${mail.subject}" (private: read it in the outbox)`);
  else console.log(`[outbox] to=${mail.to} subject="${mail.subject}"\n${mail.text}\n`);
}
