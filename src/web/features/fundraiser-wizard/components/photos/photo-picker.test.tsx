import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { renderWithProviders } from '#web/test-support/render.tsx';
import type { DraftPhoto } from '../../draft/draft.types.ts';
import { draft, fakeCodec, Harness, image, input, names, stubObjectUrls } from './photo-picker.fixtures.tsx';

// Spec §5 (Image upload: types, 2 MB, 5 files, exact warnings), decisions (Images). Only the image
// codec is faked (jsdom cannot decode); byte sniffing, size rules and what the user sees are real.
vi.mock('#web/lib/photos/photo-codec.ts', () => ({
  // Called lazily: the fixtures module is still loading when the picker first imports the codec.
  browserPhotoCodec: { measure: (f: Blob) => fakeCodec.measure(f), downsize: (f: Blob) => fakeCodec.downsize(f) },
}));
stubObjectUrls();

describe('PhotoPicker: choosing photos', () => {
  it('is a labelled, multiple PNG/JPEG file input with its hint', async () => {
    await renderWithProviders(<Harness />);
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(input()).toHaveAttribute('multiple');
    expect(input()).toHaveAccessibleDescription(
      'PNG or JPEG, up to 2 MB each, at most 5 photos. Large phone photos are made smaller automatically.',
    );
  });

  it('accepts PNG and JPEG photos as pending draft photos, kept byte for byte', async () => {
    const spy = vi.fn();
    const { events } = await renderWithProviders(<Harness spy={spy} />);
    const png = image('a.png');
    const jpeg = image('b.jpg');
    await events.upload(input(), [png, jpeg]);
    await vi.waitFor(() => expect(names()).toEqual(['a.png', 'b.jpg']));
    const [a, b] = spy.mock.lastCall![0] as DraftPhoto[];
    expect(a).toMatchObject({ name: 'a.png', status: 'pending', blob: png, originalSize: 1536 });
    expect(b).toMatchObject({ name: 'b.jpg', blob: jpeg });
    expect(a!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a!.uploadKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set([a!.id, a!.uploadKey, b!.id, b!.uploadKey]).size).toBe(4);
    expect(screen.getByText('2 of 5 photos')).toBeInTheDocument();
  });

  it('announces the number of photos politely, from a live region there before the first photo', async () => {
    const { events, container } = await renderWithProviders(<Harness spy={vi.fn()} />);
    const count = container.querySelector('.photo-count')!;
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(count).toBeEmptyDOMElement();
    await events.upload(input(), [image('a.png')]);
    await vi.waitFor(() => expect(count).toHaveTextContent('1 of 5 photos'));
  });

  it('shows "Preparing photo…" while a photo is being prepared', async () => {
    let release = () => {};
    fakeCodec.hold = new Promise<void>((resolve) => (release = resolve));
    const { events } = await renderWithProviders(<Harness />);
    await events.upload(input(), image('a.jpg'));
    expect(await screen.findByText('Preparing photo…')).toHaveAttribute('role', 'status');
    release();
    await screen.findByText('a.jpg');
    expect(screen.queryByText('Preparing photo…')).not.toBeInTheDocument();
  });

  it('rejects a .png whose bytes are not an image, with the exact warning, keeping the others', async () => {
    const { events } = await renderWithProviders(<Harness photos={[draft('kept')]} />);
    const fake = new File([new TextEncoder().encode('hello, not an image')], 'notes.png', { type: 'image/png' });
    await events.upload(input(), fake);
    expect(await screen.findByText('File notes.png is not an accepted file type')).toBeInTheDocument();
    expect(names()).toEqual(['kept.jpg']);
  });

  it('warns with the exact size text when a photo is still over 2 MB after downsizing', async () => {
    const { events } = await renderWithProviders(<Harness />);
    await events.upload(input(), image('huge.jpg', 9 * 1024 * 1024));
    expect(await screen.findByText('File huge.jpg exceeds size limit of 2MB')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the newest 5 of 7 chosen files and warns', async () => {
    const { events } = await renderWithProviders(<Harness />);
    await events.upload(
      input(),
      [1, 2, 3, 4, 5, 6, 7].map((n) => image(`p${n}.jpg`)),
    );
    expect(await screen.findByText('A maximum of 5 files can be uploaded')).toBeInTheDocument();
    await vi.waitFor(() => expect(names()).toEqual(['p3.jpg', 'p4.jpg', 'p5.jpg', 'p6.jpg', 'p7.jpg']));
  });

  it('never removes or drops photos already sent (uploaded, or queued in the service worker)', async () => {
    const photos = [draft('u1', 'uploaded'), draft('p2'), draft('p3', 'queued'), draft('p4'), draft('p5')];
    const { events } = await renderWithProviders(<Harness photos={photos} />);
    expect(screen.queryByRole('button', { name: 'Remove u1.jpg' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove p3.jpg' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove p2.jpg' })).toBeInTheDocument();
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByText('Waiting to upload')).toBeInTheDocument();

    await events.upload(input(), [image('n1.jpg'), image('n2.jpg')]);
    expect(await screen.findByText('A maximum of 5 files can be uploaded')).toBeInTheDocument();
    await vi.waitFor(() => expect(names()).toEqual(['u1.jpg', 'p3.jpg', 'p5.jpg', 'n1.jpg', 'n2.jpg']));
  });

  it('drops a new photo that cannot fit beside five uploaded ones, and warns', async () => {
    const photos = ['u1', 'u2', 'u3', 'u4', 'u5'].map((id) => draft(id, 'uploaded'));
    const { events } = await renderWithProviders(<Harness photos={photos} />);
    await events.upload(input(), image('late.jpg'));
    expect(await screen.findByText('A maximum of 5 files can be uploaded')).toBeInTheDocument();
    expect(names()).toEqual(['u1.jpg', 'u2.jpg', 'u3.jpg', 'u4.jpg', 'u5.jpg']);
  });

  it('shows the error under the widget and ties it to the input', async () => {
    await renderWithProviders(<Harness error={MSG.imageRequired} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('At least one image is required');
    expect(alert).toHaveClass('field-error');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(expect.stringContaining('At least one image is required'));
  });

  it('takes dropped files', async () => {
    await renderWithProviders(<Harness />);
    const zone = input().closest('.photo-drop')!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    fireEvent.drop(zone, { dataTransfer: { files: [image('dropped.jpg')] } });
    expect(await screen.findByText('dropped.jpg')).toBeInTheDocument();
  });
});
