import { describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { imageFile, png } from '#tests/support/images.ts';
import { ITEM_MSG, itemListReplySchema, itemSchema, myItemsReplySchema } from '#shared/schemas/items.schema.ts';
import { offer, offerItem, uploadItemImages } from './items.test-support.ts';

// Offering items and finding them: POST /items/, GET /items/, /items/mine/, /items/{code}/.

describe('POST /items/', () => {
  it('needs a signed-in account', async () => {
    const reply = await new Session().post('/items/', offer());
    expect(reply.status).toBe(401);
  });

  it('checks every field with the shared messages', async () => {
    const { session } = await verifiedUser('donor');
    const reply = await session.post('/items/', {
      category: 'cars',
      title: ' ',
      condition: 'broken',
      quantity: 0,
      description: '',
      county: 'Atlantis',
      town: '',
      share_phone: true,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toMatchObject({
      category: [ITEM_MSG.categoryRequired],
      title: [ITEM_MSG.titleRequired],
      condition: [ITEM_MSG.conditionRequired],
      quantity: [ITEM_MSG.quantity],
      description: [ITEM_MSG.descriptionRequired],
      county: [ITEM_MSG.countyRequired],
      town: [ITEM_MSG.townRequired],
    });
    const badPhone = await session.post('/items/', offer({ share_phone: true, phone: '12345' }));
    expect(badPhone.body.errors).toEqual({ phone: [ITEM_MSG.phoneInvalid] });
    const noPhone = await session.post('/items/', offer({ share_phone: true }));
    expect(noPhone.body.errors).toEqual({ phone: [ITEM_MSG.phoneRequired] });
  });

  it('posts an available offer with a short code and stores it once per Idempotency-Key', async () => {
    const { session } = await verifiedUser('donor');
    const headers = { 'Idempotency-Key': `offer-${Date.now()}` };
    const first = await session.post('/items/', offer({ title: 'Idempotent shoes' }), headers);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(ITEM_MSG.offered);
    const item = itemSchema.parse(first.body.data);
    expect(item.code).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(item).toMatchObject({ status: 'available', images: [], viewer: { is_donor: true, my_request: null } });
    const again = await session.post('/items/', offer({ title: 'Idempotent shoes' }), headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.code).toBe(item.code);
    const mine = myItemsReplySchema.parse((await session.get('/items/mine/')).body);
    expect(mine.data.filter((i) => i.title === 'Idempotent shoes')).toHaveLength(1);
  });

  it('never shows the phone in the offer or the public page', async () => {
    const { session } = await verifiedUser('donor');
    const item = await offerItem(session, { share_phone: true, phone: '0712 345 678' });
    const page = await new Session().get(`/items/${item.code}/`);
    expect(JSON.stringify(page.body)).not.toMatch(/712 ?345 ?678/);
    expect(JSON.stringify(item)).not.toMatch(/712345678/);
  });
});

describe('GET /items/ and /items/{code}/', () => {
  it('lists available offers newest first, with filters, search and pages', async () => {
    const { session } = await verifiedUser('donor');
    const tag = `zq${Date.now().toString(36)}`;
    const a = await offerItem(session, { title: `Blue school jumper ${tag}`, category: 'clothes', county: 'Kisumu' });
    const b = await offerItem(session, { title: `Maths set ${tag}`, category: 'books', county: 'Nairobi' });
    const c = await offerItem(session, { title: `Radio`, description: `Works well ${tag}`, category: 'electronics' });
    const list = async (query: string) => {
      const reply = await new Session().get(`/items/?${query}`);
      expect(reply.status).toBe(200);
      return itemListReplySchema.parse(reply.body);
    };
    const all = await list(`q=${tag}`);
    expect(all.data.map((i) => i.code)).toEqual([c.code, b.code, a.code]);
    expect(all.meta).toEqual({ page: 1, page_size: expect.any(Number), total: 3, total_pages: 1 });
    expect((await list(`q=${tag}&category=books`)).data.map((i) => i.code)).toEqual([b.code]);
    expect((await list(`q=${tag}&county=Kisumu`)).data.map((i) => i.code)).toEqual([a.code]);
    expect((await list(`q=${tag.toUpperCase()}`)).meta.total).toBe(3);
    // An unknown filter is ignored, as the shared query schema says.
    expect((await list(`q=${tag}&category=cars&county=Atlantis`)).meta.total).toBe(3);
    const page2 = await list(`q=${tag}&page=2&page_size=2`);
    expect(page2.data.map((i) => i.code)).toEqual([a.code]);
    expect(page2.meta).toMatchObject({ page: 2, page_size: 2, total: 3, total_pages: 2 });
    expect((await new Session().get(`/items/?q=${'x'.repeat(101)}`)).status).toBe(400);
    // A LIKE wildcard in the search is taken literally.
    expect((await list(`q=${encodeURIComponent('%')}${tag}`)).meta.total).toBe(0);
    expect(JSON.stringify(all)).not.toMatch(/@|phone/);
  });

  it('shows the demo offers (demo mode), each with a photo and no phone', async () => {
    const reply = itemListReplySchema.parse((await new Session().get('/items/?q=KCSE%20revision')).body);
    expect(reply.data).toHaveLength(1);
    expect(reply.data[0]).toMatchObject({ category: 'books', county: 'Uasin Gishu', status: 'available' });
    expect(reply.data[0]!.image).toMatch(/^\/media\/.+\.webp$/);
  });

  it('fills `viewer` for a signed-in reader and 404s unknown codes', async () => {
    const donor = await verifiedUser('donor');
    const item = await offerItem(donor.session);
    const guest = itemSchema.parse((await new Session().get(`/items/${item.code}/`)).body.data);
    expect(guest.viewer).toBeNull();
    expect(guest.donor).toEqual({ first_name: 'Achieng' });
    const reader = await verifiedUser('reader');
    const seen = itemSchema.parse((await reader.session.get(`/items/${item.code}/`)).body.data);
    expect(seen.viewer).toEqual({ is_donor: false, my_request: null });
    expect((await new Session().get('/items/Zz9Zz9Zz/')).status).toBe(404);
    const malformed = await new Session().get('/items/not-a-code/');
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe(ITEM_MSG.itemNotFound);
  });
});

describe('POST /item-images/', () => {
  it('stores photos for the owner only, once per Idempotency-Key, five at most', async () => {
    const donor = await verifiedUser('donor');
    const item = await offerItem(donor.session);
    const photo = imageFile(await png(), 'shoes.png');
    const stranger = await verifiedUser('stranger');
    expect((await uploadItemImages(stranger.session, item.code, [photo])).status).toBe(403);
    expect((await uploadItemImages(new Session(), item.code, [photo])).status).toBe(401);

    const headers = { 'Idempotency-Key': `img-${Date.now()}` };
    const first = await uploadItemImages(donor.session, item.code, [photo], headers);
    expect(first.status).toBe(201);
    expect(first.body.data.images).toHaveLength(1);
    const replay = await uploadItemImages(donor.session, item.code, [photo], headers);
    expect(replay.status).toBe(201);
    expect(replay.body.data.images).toHaveLength(1);
    const page = itemSchema.parse((await new Session().get(`/items/${item.code}/`)).body.data);
    expect(page.images).toHaveLength(1);
    expect(page.image).toMatch(/^\/media\//);

    const four = await uploadItemImages(donor.session, item.code, [photo, photo, photo, photo]);
    expect(four.status).toBe(201);
    expect(four.body.data.images).toHaveLength(5);
    const sixth = await uploadItemImages(donor.session, item.code, [photo]);
    expect(sixth.status).toBe(400);
    expect(sixth.body.errors.image).toEqual(['A maximum of 5 files can be uploaded']);

    const notImage = await uploadItemImages(donor.session, item.code, [
      imageFile(new TextEncoder().encode('hello'), 'x.png'),
    ]);
    expect(notImage.status).toBe(400);
  });
});
