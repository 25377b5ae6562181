import { describe, expect, it, vi } from 'vitest';
import type { PhotoCodec } from './photo-codec.ts';
import { jpegName, preparePhoto } from './prepare-photo.ts';

// Decisions (Images): type by bytes; large photos downsized (longest side 2048, JPEG) before the
// 2 MB check; only what is still too big is rejected. The real decoding runs in the e2e tests.

const MB = 1024 * 1024;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];

/** A file that starts with `head` and is `size` bytes long. */
function file(name: string, head: number[], size = 1000, type = 'image/png') {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}

function fakeCodec(width: number, height: number, outputBytes = 600 * 1024) {
  return {
    measure: vi.fn(async () => ({ width, height })),
    downsize: vi.fn(async () => new Blob([new Uint8Array(outputBytes)], { type: 'image/jpeg' })),
  } satisfies PhotoCodec;
}

describe('preparePhoto', () => {
  it('keeps a small PNG or JPEG byte for byte', async () => {
    for (const input of [file('a.png', PNG), file('b.jpg', JPEG, 2 * MB, 'image/jpeg')]) {
      const codec = fakeCodec(1600, 1200);
      const result = await preparePhoto(input, codec);
      expect(result).toEqual({ kind: 'ready', blob: input, name: input.name });
      expect(codec.downsize).not.toHaveBeenCalled();
    }
  });

  it('judges the type by the bytes, not the name or declared type', async () => {
    const codec = fakeCodec(100, 100);
    expect(await preparePhoto(file('fake.png', [0x47, 0x49, 0x46, 0x38]), codec)).toEqual({
      kind: 'refused',
      reason: 'type',
    });
    expect(await preparePhoto(file('empty.png', [], 0), codec)).toEqual({ kind: 'refused', reason: 'type' });
    expect(codec.measure).not.toHaveBeenCalled();
    // A real JPEG named .txt with no declared type is still a JPEG.
    expect(await preparePhoto(file('photo.txt', JPEG, 1000, ''), codec)).toMatchObject({ kind: 'ready' });
  });

  it('rejects a photo the browser cannot decode as a wrong type', async () => {
    const codec = fakeCodec(1, 1);
    codec.measure.mockRejectedValue(new DOMException('broken', 'InvalidStateError'));
    expect(await preparePhoto(file('broken.jpg', JPEG), codec)).toEqual({ kind: 'refused', reason: 'type' });
  });

  it('downsizes a photo over 2048 px to a .jpg even when it is light', async () => {
    const codec = fakeCodec(4032, 3024, 500 * 1024);
    const result = await preparePhoto(file('IMG_2041.png', PNG, MB), codec);
    expect(codec.downsize).toHaveBeenCalledWith(expect.any(File), 2048);
    expect(result).toMatchObject({ kind: 'ready', name: 'IMG_2041.jpg' });
    expect(result.kind === 'ready' && result.blob.size).toBe(500 * 1024);
  });

  it('downsizes a photo over 2 MB even when it is small in pixels', async () => {
    const codec = fakeCodec(2000, 1500);
    const result = await preparePhoto(file('big.jpeg', JPEG, 5 * MB, 'image/jpeg'), codec);
    expect(codec.downsize).toHaveBeenCalled();
    expect(result).toMatchObject({ kind: 'ready', name: 'big.jpg' });
  });

  it('rejects what is still over 2 MB after downsizing', async () => {
    const codec = fakeCodec(8000, 6000, 2 * MB + 1);
    expect(await preparePhoto(file('huge.jpg', JPEG, 9 * MB), codec)).toEqual({ kind: 'refused', reason: 'size' });
  });

  it('keeps a fitting photo when the canvas fails, and rejects a heavy one by size', async () => {
    const light = fakeCodec(4000, 3000);
    light.downsize.mockRejectedValue(new Error('out of memory'));
    const input = file('wide.jpg', JPEG, MB);
    expect(await preparePhoto(input, light)).toEqual({ kind: 'ready', blob: input, name: 'wide.jpg' });

    const heavy = fakeCodec(4000, 3000);
    heavy.downsize.mockRejectedValue(new Error('out of memory'));
    expect(await preparePhoto(file('heavy.jpg', JPEG, 3 * MB), heavy)).toEqual({ kind: 'refused', reason: 'size' });
  });
});

describe('jpegName', () => {
  it.each([
    ['IMG_2041.png', 'IMG_2041.jpg'],
    ['holiday.photo.JPEG', 'holiday.photo.jpg'],
    ['no-extension', 'no-extension.jpg'],
    ['.png', 'photo.jpg'],
  ])('%s → %s', (name, expected) => expect(jpegName(name)).toBe(expected));
});
