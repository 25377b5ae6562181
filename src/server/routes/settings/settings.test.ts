import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { Session } from '#tests/support/api.ts';
import { outbox, verifiedUser } from '#tests/support/accounts.ts';
import { closeTestDb } from '#tests/support/database.ts';
import { approve, completeFundraiser } from '#tests/support/fundraisers.ts';

// GET and PATCH /users/me/settings/, and the notification e-mails setting at work.

afterAll(closeTestDb);

const patch = (session: Session, json: unknown) => session.request('/users/me/settings/', { method: 'PATCH', json });

describe('/users/me/settings/', () => {
  it('starts in English with notification e-mails on, and says so in /users/me/ too', async () => {
    const { session } = await verifiedUser('settings');
    const reply = await session.get('/users/me/settings/');
    expect(reply.status).toBe(200);
    expect(reply.body.data.settings).toEqual({ language: 'en', notification_emails: true });
    const me = await session.get('/users/me/');
    expect(me.body.data.user).toMatchObject({ language: 'en', notification_emails: true });
  });

  it('saves the language and the e-mail choice, each on its own, and reads them back', async () => {
    const { session } = await verifiedUser('settings');
    const language = await patch(session, { language: 'sw' });
    expect(language.status).toBe(200);
    expect(language.body).toEqual({
      message: MSG.settingsSaved,
      data: { settings: { language: 'sw', notification_emails: true } },
    });
    const mails = await patch(session, { notification_emails: false });
    expect(mails.body.data.settings).toEqual({ language: 'sw', notification_emails: false });
    expect((await session.get('/users/me/settings/')).body.data.settings).toEqual({
      language: 'sw',
      notification_emails: false,
    });
    expect((await session.get('/users/me/')).body.data.user).toMatchObject({
      language: 'sw',
      notification_emails: false,
    });
  });

  it('refuses an unknown language, a non-boolean switch and an empty change', async () => {
    const { session } = await verifiedUser('settings');
    const french = await patch(session, { language: 'fr' });
    expect(french.status).toBe(400);
    expect(french.body.errors).toEqual({ language: [MSG.languageInvalid] });
    const text = await patch(session, { notification_emails: 'no' });
    expect(text.status).toBe(400);
    expect(text.body.errors).toEqual({ notification_emails: [MSG.notificationEmailsInvalid] });
    const empty = await patch(session, {});
    expect(empty.status).toBe(400);
    expect((await session.get('/users/me/settings/')).body.data.settings.language).toBe('en');
  });

  it('answers 401 without a session', async () => {
    expect((await new Session().get('/users/me/settings/')).status).toBe(401);
    expect((await patch(new Session(), { language: 'sw' })).status).toBe(401);
  });

  it('sends the moderation decision e-mail only to an owner who wants notification e-mails', async () => {
    const quiet = await verifiedUser('quiet');
    expect((await patch(quiet.session, { notification_emails: false })).status).toBe(200);
    const keen = await verifiedUser('keen');
    for (const owner of [quiet, keen]) {
      const fundraiser = await completeFundraiser(owner.session);
      await approve(fundraiser.short_code);
    }
    const live = (mails: { subject: string }[]) => mails.filter((m) => /fundraiser is live/i.test(m.subject));
    expect(live(await outbox(keen.email))).toHaveLength(1);
    expect(live(await outbox(quiet.email))).toHaveLength(0);
    // Security e-mails still reach the quiet owner: a reset link is asked for and arrives.
    await new Session().post('/users/forgot-password/', { email_address: quiet.email });
    expect((await outbox(quiet.email)).some((m) => /reset/i.test(m.subject))).toBe(true);
  });
});
