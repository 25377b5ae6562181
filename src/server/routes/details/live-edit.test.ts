import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { liveFundraiser, startDonation, waitForDonation } from '#tests/support/donations.ts';
import { completeFundraiser, individualDetails, reviewerSession, upload } from '#tests/support/fundraisers.ts';
import { imageFile, png } from '#tests/support/images.ts';
import { getPage } from '#tests/support/pages.ts';

// A live fundraiser's owner corrects the story and title, moves the goal (never below what has
// been raised) and adds photos, through the same details call and upload as while Pending Review
// (D-175, D-176); every change dates the public page. Closed and rejected ones stay as they are.

const review = async (code: string) => (await new Session().get(`/fundraisers/${code}/review/`)).body.data;
const save = (owner: Session, id: string, overrides: Record<string, unknown>) =>
  owner.post('/individual-details/', individualDetails(id, overrides));

/** '25 Nov 2026' as a Kenyan reader's calendar has it, in the page's language. */
const kenyanDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Nairobi',
  }).format(new Date(iso));

describe('Editing a live fundraiser', () => {
  it('saves a new story, title and a higher goal, and dates the page only when something changed', async () => {
    const f = await liveFundraiser('Water tank for Kibera Primary');
    expect((await review(f.short_code)).fundraiser.edited_at).toBeNull();
    const before = Date.now();
    const reply = await save(f.owner, f.id, {
      fundraiser_title: 'Water tanks for Kibera Primary',
      fundraiser_details: 'Two tanks now: the county matched our first one.',
      fundraiser_goal: 80000,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ fundraiser_goal: 80000, currency: 'KES' });
    const edited = await review(f.short_code);
    expect(edited.fundraiser.status).toBe('live');
    expect(edited.detail).toMatchObject({
      fundraiser_title: 'Water tanks for Kibera Primary',
      fundraiser_details: 'Two tanks now: the county matched our first one.',
      fundraiser_goal: 80000,
    });
    const editedAt = Date.parse(edited.fundraiser.edited_at);
    expect(editedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(editedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(reply.body.data.edited_at).toBe(edited.fundraiser.edited_at);

    // The same values again (a retried save) change nothing, so the date stays.
    await new Promise((r) => setTimeout(r, 20));
    const again = await save(f.owner, f.id, {
      fundraiser_title: 'Water tanks for Kibera Primary',
      fundraiser_details: 'Two tanks now: the county matched our first one.',
      fundraiser_goal: 80000,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.edited_at).toBeNull();
    expect((await review(f.short_code)).fundraiser.edited_at).toBe(edited.fundraiser.edited_at);
  });

  it('refuses a goal below what has been raised, with the message on the goal field; the raised amount itself is fine', async () => {
    const f = await liveFundraiser();
    const donation = await startDonation(f.short_code, { amount: 1500 });
    expect((await waitForDonation(donation.id)).status).toBe('succeeded');
    const below = await save(f.owner, f.id, { fundraiser_goal: 1499 });
    expect(below.status).toBe(400);
    expect(below.body).toEqual({
      message: MSG.goalBelowRaised,
      errors: { fundraiser_goal: [MSG.goalBelowRaised] },
    });
    expect((await review(f.short_code)).detail.fundraiser_goal).toBe(50000);
    expect((await review(f.short_code)).fundraiser.edited_at).toBeNull();
    // Lowering is allowed down to the amount raised (D-176).
    const equal = await save(f.owner, f.id, { fundraiser_goal: 1500 });
    expect(equal.status).toBe(200);
    expect((await review(f.short_code)).detail.fundraiser_goal).toBe(1500);
  });

  it('keeps the currency donors gave in', async () => {
    const f = await liveFundraiser();
    const reply = await save(f.owner, f.id, { currency: 'USD' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ currency: [MSG.currencyLocked] });
    expect((await review(f.short_code)).fundraiser.currency).toBe('KES');
  });

  it('still validates with the shared schema (an empty story is refused)', async () => {
    const f = await liveFundraiser();
    const reply = await save(f.owner, f.id, { fundraiser_details: '' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors.fundraiser_details).toEqual([MSG.detailsRequired]);
  });

  it('refuses anyone but the owner (403), and visitors (401)', async () => {
    const f = await liveFundraiser();
    const { session: stranger } = await verifiedUser('stranger');
    const reply = await save(stranger, f.id, { fundraiser_goal: 90000 });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(MSG.forbidden);
    expect((await save(new Session(), f.id, { fundraiser_goal: 90000 })).status).toBe(401);
    // Not even a reviewer edits someone's story: reviewers decide, they do not write.
    expect((await save(await reviewerSession(), f.id, { fundraiser_goal: 90000 })).status).toBe(403);
    expect((await review(f.short_code)).detail.fundraiser_goal).toBe(50000);
  });

  it('refuses closed and rejected fundraisers (409) and leaves them as they were', async () => {
    const closed = await liveFundraiser();
    expect((await closed.owner.post(`/fundraisers/${closed.short_code}/close/`)).status).toBe(200);
    const reply = await save(closed.owner, closed.id, { fundraiser_details: 'Rewritten after closing.' });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(MSG.fundraiserLocked);
    const photo = await upload(closed.owner, closed.id, [imageFile(await png(), 'late.png')]);
    expect(photo.status).toBe(409);
    const after = await review(closed.short_code);
    expect(after.detail.fundraiser_details).not.toBe('Rewritten after closing.');
    expect(after.images).toHaveLength(1);
    expect(after.fundraiser.edited_at).toBeNull();

    const { session: owner } = await verifiedUser('rejected');
    const rejected = await completeFundraiser(owner);
    const reviewer = await reviewerSession();
    const decision = await reviewer.post(`/moderation/fundraisers/${rejected.short_code}/reject/`, {
      reason: 'No proof of the bill',
    });
    expect(decision.status).toBe(200);
    expect((await save(owner, rejected.id, { fundraiser_details: 'Now with proof.' })).status).toBe(409);
  });

  it('adds a photo to a live fundraiser and dates the page; removing one stays refused', async () => {
    const f = await liveFundraiser();
    const added = await upload(f.owner, f.id, [imageFile(await png(320, 240), 'second.png')]);
    expect(added.status).toBe(201);
    const after = await review(f.short_code);
    expect(after.images).toHaveLength(2);
    expect(after.fundraiser.edited_at).not.toBeNull();
    const removed = await f.owner.request(`/fundraiser-images/${after.images[0].id}/`, { method: 'DELETE' });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe(MSG.fundraiserLocked);
    expect((await review(f.short_code)).images).toHaveLength(2);
  });

  it('leaves Pending Review editing as it was: saved, undated', async () => {
    const { session } = await verifiedUser();
    const f = await completeFundraiser(session);
    const reply = await save(session, f.id, { fundraiser_goal: 10, fundraiser_details: 'Changed before review.' });
    expect(reply.status).toBe(200);
    const after = await review(f.short_code);
    expect(after.detail).toMatchObject({ fundraiser_goal: 10, fundraiser_details: 'Changed before review.' });
    expect(after.fundraiser.edited_at).toBeNull();
    const photo = await upload(session, f.id, [imageFile(await png(330, 240), 'more.png')]);
    expect(photo.status).toBe(201);
    expect((await review(f.short_code)).fundraiser.edited_at).toBeNull();
  });

  it("dates the public page's edit, in English and Kiswahili, and only once there was one", async () => {
    const f = await liveFundraiser();
    const untouched = await (await getPage(`/f/${f.short_code}`)).text();
    expect(untouched).not.toContain('fp-edited');
    expect((await save(f.owner, f.id, { fundraiser_details: 'The tank arrives on Monday.' })).status).toBe(200);
    const editedAt = (await review(f.short_code)).fundraiser.edited_at as string;
    const english = await (await getPage(`/f/${f.short_code}`)).text();
    expect(english).toContain('The tank arrives on Monday.');
    expect(english).toContain(`<time dateTime="${editedAt}">Updated ${kenyanDate(editedAt, 'en-KE')}</time>`);
    const swahili = await (await getPage(`/f/${f.short_code}`, { cookie: 'harambee_lang=sw' })).text();
    expect(swahili).toContain(`<time dateTime="${editedAt}">Ilihaririwa ${kenyanDate(editedAt, 'sw-KE')}</time>`);
  });
});
