import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test-support/render.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { draft, fakeCodec, Harness, image, input, names, stubObjectUrls } from './photo-picker.fixtures.tsx';

// The tiles of the picker: preview, name, size (spec §9 file-size display), status, progress and
// the remove button.
vi.mock('#web/lib/photos/photo-codec.ts', () => ({
  // Called lazily: the fixtures module is still loading when the picker first imports the codec.
  browserPhotoCodec: { measure: (f: Blob) => fakeCodec.measure(f), downsize: (f: Blob) => fakeCodec.downsize(f) },
}));
const { createObjectURL, revokeObjectURL } = stubObjectUrls();

describe('PhotoPicker: the chosen photos', () => {
  it('removes a photo through a button that names it, and frees its preview', async () => {
    const { events } = await renderWithProviders(<Harness />);
    await events.upload(input(), [image('a.png'), image('b.jpg')]);
    await screen.findByText('b.jpg');
    const url = createObjectURL.mock.results[0]!.value as string;
    expect(createObjectURL).toHaveBeenCalledTimes(2);
    await events.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(names()).toEqual(['b.jpg']);
    expect(revokeObjectURL).toHaveBeenCalledWith(url);
  });

  it('shows sizes with formatBytes, before and after downsizing', async () => {
    const { events } = await renderWithProviders(<Harness />);
    await events.upload(input(), [image('small.png', 1536), image('big.png', 5_033_165)]);
    const big = (await screen.findByText('big.jpg')).closest('li')!;
    const small = screen.getByText('small.png').closest('li')!;
    expect(small).toHaveTextContent('1.5 KB');
    expect(big).toHaveTextContent('4.8 MB → 612 KB');
    expect(big).toHaveTextContent('made smaller from 4.8 MB to 612 KB');
  });

  it('shows a labelled progress bar for a photo being uploaded', async () => {
    await renderWithProviders(<Harness photos={[draft('a'), draft('b')]} progress={{ a: 0.4, b: undefined }} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading a.jpg: 40%' });
    expect(bar).toHaveAttribute('value', '0.4');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });

  it('locks the input and the remove buttons while disabled', async () => {
    await renderWithProviders(<Harness disabled photos={[draft('a')]} />);
    expect(input()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove a.jpg' })).toBeDisabled();
  });

  it('makes one preview per photo and frees them all when it goes away', () => {
    // Plain render: rerender must update this tree, not replace the providers' one.
    const photos = [draft('a'), draft('b')];
    const { rerender, unmount } = render(<PhotoPicker photos={photos} onChange={vi.fn()} />);
    expect(createObjectURL).toHaveBeenCalledTimes(2);
    expect(document.querySelector('.photo-thumb img')).toHaveAttribute('src', 'blob:test/1');
    rerender(<PhotoPicker photos={[...photos]} onChange={vi.fn()} progress={{ a: 0.5 }} />);
    expect(createObjectURL).toHaveBeenCalledTimes(2);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    unmount();
    expect(revokeObjectURL.mock.calls.map(([url]) => url).sort()).toEqual(['blob:test/1', 'blob:test/2']);
  });
});
