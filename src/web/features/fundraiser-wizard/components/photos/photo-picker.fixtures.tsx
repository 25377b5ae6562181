// Shared by the picker's component tests (not a test file itself, never imported by the app).
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { DraftPhoto } from '../../draft/draft.types.ts';
import { PhotoPicker, type PhotoPickerProps } from './photo-picker.tsx';

/**
 * Stands in for the browser codec (jsdom cannot decode images). By name: 'big*' measures
 * 4000×3000 px, 'huge*' stays 3 MB after downsizing, anything else comes out at 612 KB.
 * The test files point the codec module at it with vi.mock, calling through lazily.
 */
export const fakeCodec = {
  /** When set, measuring waits for it (to see the 'Preparing photo…' state). */
  hold: null as Promise<void> | null,
  async measure(file: Blob) {
    if (fakeCodec.hold) await fakeCodec.hold;
    return (file as File).name.startsWith('big') ? { width: 4000, height: 3000 } : { width: 1200, height: 900 };
  },
  async downsize(file: Blob) {
    const bytes = (file as File).name.startsWith('huge') ? 3 * 1024 * 1024 : 612 * 1024;
    return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
  },
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];

/** A picked file with a real PNG (name ends .png) or JPEG signature, `size` bytes long. */
export function image(name: string, size = 1536) {
  const bytes = new Uint8Array(size);
  bytes.set(name.endsWith('.png') ? PNG : JPEG);
  return new File([bytes], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' });
}

/** A photo already in the draft, named `${id}.jpg`, 2 KB. */
export const draft = (id: string, status: DraftPhoto['status'] = 'pending'): DraftPhoto => ({
  id,
  name: `${id}.jpg`,
  blob: new Blob([new Uint8Array(2048)], { type: 'image/jpeg' }),
  status,
  uploadKey: `key-${id}`,
  originalSize: 2048,
});

/** The picker as a form uses it: it owns the list and passes changes back. */
export function Harness(props: Partial<PhotoPickerProps> & { spy?: (photos: DraftPhoto[]) => void }) {
  const [photos, setPhotos] = useState(props.photos ?? []);
  const onChange = (next: DraftPhoto[]) => {
    props.spy?.(next);
    setPhotos(next);
  };
  return <PhotoPicker {...props} photos={photos} onChange={onChange} />;
}

export const input = () => screen.getByLabelText('Add photos');
/** The names shown in the grid, in order. */
export const names = () =>
  within(screen.getByRole('list', { name: 'Chosen photos' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.photo-name')?.textContent);

/** jsdom has no object URLs: numbered stand-ins ('blob:test/1', …), installed around each test. */
export function stubObjectUrls() {
  const createObjectURL = vi.fn((_: Blob) => `blob:test/${createObjectURL.mock.calls.length}`);
  const revokeObjectURL = vi.fn((_: string) => {});
  beforeEach(() => {
    fakeCodec.hold = null;
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return { createObjectURL, revokeObjectURL };
}
