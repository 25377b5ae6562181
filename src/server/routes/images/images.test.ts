import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/support/accounts.ts';
import { apiUrl, Session } from '#tests/support/api.ts';
import { createFundraiser, upload } from '#tests/support/fundraisers.ts';
import { imageFile, jpegWithExif, png, pngOver } from '#tests/support/images.ts';

const origin = () => apiUrl().replace(/\/api$/, '');
const fetchBytes = async (url: string) => {
  const res = await fetch(`${origin()}${url}`);
  expect(res.status).toBe(200);
  return {
    bytes: Buffer.from(await res.arrayBuffer()),
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
  };
};

async function ownFundraiser() {
  const { session } = await verifiedUser();
  const { id, short_code } = await createFundraiser(session);
  return { session, id, short_code };
}

describe('POST /api/fundraiser-images/', () => {
  it('stores photos with metadata stripped, WebP variants and a 1200×630 preview', async () => {
    const { session, id, short_code } = await ownFundraiser();
    const camera = await jpegWithExif();
    expect((await sharp(camera).metadata()).exif).toBeDefined();
    const reply = await upload(session, id, [
      imageFile(camera, 'camera.jpg', 'image/jpeg'),
      imageFile(await png(300, 200), 'small.png'),
    ]);
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Fundraiser and images created successfully!');
    const [photo, small] = reply.body.data.images;
    expect(photo).toMatchObject({ width: 1600, height: 1200 });
    expect(photo.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1080]);
    expect(small.variants.map((v: { width: number }) => v.width)).toEqual([300]);

    const original = await fetchBytes(photo.image);
    expect(original.type).toBe('image/jpeg');
    expect(original.cache).toContain('immutable');
    const meta = await sharp(original.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(original.bytes.includes(Buffer.from('secret-home-address'))).toBe(false);

    const variant = await fetchBytes(photo.variants[1].url);
    expect(variant.type).toBe('image/webp');
    expect((await sharp(variant.bytes).metadata()).width).toBe(640);
    const preview = await sharp((await fetchBytes(photo.preview)).bytes).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['jpeg', 1200, 630]);

    const review = await new Session().get(`/fundraisers/${short_code}/review/`);
    expect(review.body.data.images.map((i: { id: string }) => i.id)).toEqual([photo.id, small.id]);
  });

  it('judges files by their bytes, not their names', async () => {
    const { session, id } = await ownFundraiser();
    const fake = imageFile(new TextEncoder().encode('GIF89a not really'), 'holiday.png');
    const reply = await upload(session, id, [imageFile(await png(), 'good.png'), fake]);
    expect(reply.status).toBe(400);
    expect(reply.body.errors.image).toEqual(['File holiday.png is not an accepted file type']);
    // Nothing of the batch was stored.
    const ok = await upload(session, id, [imageFile(await png(), 'renamed.txt', 'text/plain')]);
    expect(ok.status).toBe(201);
    expect(ok.body.data.images).toHaveLength(1);
  });

  it('refuses a photo over 2 MB with 413', async () => {
    const { session, id } = await ownFundraiser();
    const reply = await upload(session, id, [imageFile(await pngOver(2 * 1024 * 1024 + 1), 'huge.png')]);
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe('File huge.png exceeds size limit of 2MB');
  });

  it('keeps at most 5 photos per fundraiser', async () => {
    const { session, id } = await ownFundraiser();
    const file = async (n: number) => imageFile(await png(200 + n, 200), `p${n}.png`);
    expect((await upload(session, id, [await file(1), await file(2), await file(3)])).status).toBe(201);
    const tooMany = await upload(session, id, [await file(4), await file(5), await file(6)]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.image).toEqual(['A maximum of 5 files can be uploaded']);
    expect((await upload(session, id, [await file(4), await file(5)])).status).toBe(201);
    expect((await upload(session, id, [await file(7)])).status).toBe(400);
  });

  it('stores a retried upload once when the Idempotency-Key repeats', async () => {
    const { session, id, short_code } = await ownFundraiser();
    const bytes = await png(640, 480);
    const headers = { 'Idempotency-Key': `photo-${id}-1` };
    const first = await upload(session, id, [imageFile(bytes, 'a.png')], headers);
    const retry = await upload(session, id, [imageFile(bytes, 'a.png')], headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    const other = await upload(session, id, [imageFile(bytes, 'b.png')], { 'Idempotency-Key': `photo-${id}-2` });
    expect(other.status).toBe(201);
    const review = await new Session().get(`/fundraisers/${short_code}/review/`);
    expect(review.body.data.images).toHaveLength(2);
  });

  it('releases the key of a failed upload so a corrected retry works', async () => {
    const { session, id } = await ownFundraiser();
    const headers = { 'Idempotency-Key': 'retry-after-fix' };
    const bad = await upload(session, id, [imageFile(new Uint8Array([1, 2, 3]), 'x.png')], headers);
    expect(bad.status).toBe(400);
    expect((await upload(session, id, [imageFile(await png(), 'x.png')], headers)).status).toBe(201);
  });

  it('refuses visitors, strangers, missing fields and non-multipart bodies', async () => {
    const { session, id } = await ownFundraiser();
    const file = imageFile(await png(), 'p.png');
    expect((await upload(new Session(), id, [file])).status).toBe(401);
    const stranger = await verifiedUser();
    expect((await upload(stranger.session, id, [file])).status).toBe(403);
    const none = await upload(session, id, []);
    expect(none.status).toBe(400);
    expect(none.body.errors.image).toEqual(['At least one image is required']);
    const noFundraiser = await upload(session, '', [file]);
    expect(noFundraiser.body.errors.fundraiser).toEqual(['No fundraiser ID found']);
    const json = await session.post('/fundraiser-images/', { fundraiser: id });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Content-Type must be multipart/form-data');
  });
});
