import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { fakeApi, testUser } from '../test-support/fake-api.ts';
import { PhotoActions } from './photo-actions.tsx';

// jsdom cannot decode images: the codec says every photo is small (the sizing rules have their
// own tests in src/web/lib/photos); the bytes are still judged for real.
vi.mock('#web/lib/photos/photo-codec.ts', () => ({
  browserPhotoCodec: { measure: async () => ({ width: 640, height: 480 }), downsize: async (file: Blob) => file },
}));

afterEach(() => vi.unstubAllGlobals());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function setup(photo: string | null = null) {
  const onUser = vi.fn();
  const ui = userEvent.setup({ applyAccept: false });
  render(<PhotoActions user={testUser({ photo_url: photo, photoURL: photo })} onUser={onUser} />);
  const choose = (file: File) => ui.upload(screen.getByTestId('photo-input'), file);
  return { ui, onUser, choose };
}

describe('PhotoActions', () => {
  it('uploads a chosen photo and hands on the user with its new photo', async () => {
    const updated = testUser({ photo_url: '/media/avatars/avatar-1.webp' });
    const { calls } = fakeApi({
      'PUT /api/users/me/photo/': { status: 200, body: { message: MSG.photoUpdated, data: { user: updated } } },
    });
    const { onUser, choose } = setup();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    await choose(new File([PNG], 'me.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(onUser).toHaveBeenCalledWith(updated));
    expect((calls[0]!.body as FormData).get('photo')).toMatchObject({ size: PNG.length, type: 'image/png' });
  });

  it('refuses a file that is not PNG or JPEG by its bytes, sending nothing', async () => {
    const { calls } = fakeApi({});
    const { choose } = setup();
    await choose(new File(['GIF89a...'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File me.png is not an accepted file type');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    fakeApi({
      'PUT /api/users/me/photo/': {
        status: 413,
        body: { message: MSG.fileSize('me.png', 2), errors: { photo: [MSG.fileSize('me.png', 2)] } },
      },
    });
    const { choose } = setup();
    await choose(new File([PNG], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File me.png exceeds size limit of 2MB');
  });

  it('removes the photo', async () => {
    const cleared = testUser();
    fakeApi({
      'DELETE /api/users/me/photo/': { status: 200, body: { message: MSG.photoRemoved, data: { user: cleared } } },
    });
    const { ui, onUser } = setup('/media/avatars/avatar-1.webp');
    await ui.click(screen.getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(onUser).toHaveBeenCalledWith(cleared));
  });
});
