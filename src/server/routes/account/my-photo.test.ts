import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { apiUrl, Session } from '#tests/support/api.ts';
import { imageFile, jpegWithExif, png, pngOver } from '#tests/support/images.ts';

// PUT and DELETE /users/me/photo/: the profile photo, against the real server and its media folder.

const origin = () => apiUrl().replace(/\/api$/, '');
const fetchMedia = (url: string) => fetch(`${origin()}${url}`);

function putPhoto(session: Session, file?: File) {
  const form = new FormData();
  if (file) form.set('photo', file);
  return session.request('/users/me/photo/', { method: 'PUT', body: form });
}
const deletePhoto = (session: Session) => session.request('/users/me/photo/', { method: 'DELETE' });

describe('PUT /users/me/photo/', () => {
  it('stores a square WebP without metadata and returns the user with its photo_url', async () => {
    const { session } = await verifiedUser('photo');
    const camera = await jpegWithExif(1600, 1200);
    const reply = await putPhoto(session, imageFile(camera, 'me.jpg', 'image/jpeg'));
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(MSG.photoUpdated);
    const url: string = reply.body.data.user.photo_url;
    expect(url).toMatch(/^\/media\/avatars\/avatar-[0-9a-f-]{36}\.webp$/);
    expect(reply.body.data.user.photoURL).toBe(url);

    const res = await fetchMedia(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 384, height: 384 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-home-address'))).toBe(false);

    const me = await session.get('/users/me/');
    expect(me.body.data.user.photo_url).toBe(url);
  });

  it('replaces the photo and removes the old file', async () => {
    const { session } = await verifiedUser('photo');
    const first = (await putPhoto(session, imageFile(await png(), 'a.png'))).body.data.user.photo_url;
    const second = await putPhoto(session, imageFile(await png(400, 400), 'b.png'));
    expect(second.status).toBe(200);
    expect(second.body.data.user.photo_url).not.toBe(first);
    expect((await fetchMedia(first)).status).toBe(404);
    expect((await fetchMedia(second.body.data.user.photo_url)).status).toBe(200);
  });

  it('refuses a file that is not PNG or JPEG by its bytes, whatever its name says', async () => {
    const { session } = await verifiedUser('photo');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    const reply = await putPhoto(session, imageFile(gif, 'me.png', 'image/png'));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: MSG.fileType('me.png'), errors: { photo: [MSG.fileType('me.png')] } });
    expect((await session.get('/users/me/')).body.data.user.photo_url).toBeNull();
  });

  it('refuses a file over 2 MB with 413 and the spec message', async () => {
    const { session } = await verifiedUser('photo');
    const big = await pngOver(2 * 1024 * 1024);
    const reply = await putPhoto(session, imageFile(big, 'big.png'));
    expect(reply.status).toBe(413);
    expect(reply.body.errors).toEqual({ photo: [MSG.fileSize('big.png', 2)] });
    expect((await session.get('/users/me/')).body.data.user.photo_url).toBeNull();
  });

  it('asks for a photo when the form has none', async () => {
    const { session } = await verifiedUser('photo');
    const reply = await putPhoto(session);
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ photo: [MSG.photoRequired] });
  });

  it('refuses a visitor who is not signed in with 401', async () => {
    const reply = await putPhoto(new Session(), imageFile(await png(), 'me.png'));
    expect(reply.status).toBe(401);
    expect((await deletePhoto(new Session())).status).toBe(401);
  });

  it("changes only the caller's photo: another user's stays, file and all", async () => {
    const alice = await verifiedUser('alice');
    const bob = await verifiedUser('bob');
    const bobs = (await putPhoto(bob.session, imageFile(await png(), 'bob.png'))).body.data.user.photo_url;
    expect((await putPhoto(alice.session, imageFile(await png(), 'alice.png'))).status).toBe(200);
    expect((await deletePhoto(alice.session)).status).toBe(200);
    expect((await bob.session.get('/users/me/')).body.data.user.photo_url).toBe(bobs);
    expect((await fetchMedia(bobs)).status).toBe(200);
  });
});

describe('DELETE /users/me/photo/', () => {
  it('clears photo_url and removes the file', async () => {
    const { session } = await verifiedUser('photo');
    const url = (await putPhoto(session, imageFile(await png(), 'me.png'))).body.data.user.photo_url;
    const reply = await deletePhoto(session);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(MSG.photoRemoved);
    expect(reply.body.data.user).toMatchObject({ photo_url: null, photoURL: null });
    expect((await fetchMedia(url)).status).toBe(404);
    expect((await session.get('/users/me/')).body.data.user.photo_url).toBeNull();
    // Removing nothing is fine too.
    expect((await deletePhoto(session)).status).toBe(200);
  });
});
