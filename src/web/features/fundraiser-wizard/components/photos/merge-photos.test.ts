import { describe, expect, it } from 'vitest';
import type { DraftPhoto, PhotoStatus } from '../../draft/draft.types.ts';
import { mergePhotos } from './merge-photos.ts';

// Spec §5: at most 5 files, extra files drop the oldest; uploaded photos are never dropped.

const photo = (id: string, status: PhotoStatus = 'pending'): DraftPhoto => ({
  id,
  name: `${id}.jpg`,
  blob: new Blob(['x']),
  status,
  uploadKey: `key-${id}`,
  originalSize: 1,
});
const ids = (photos: DraftPhoto[]) => photos.map((p) => p.id);

describe('mergePhotos', () => {
  it('appends while there is room', () => {
    const result = mergePhotos([photo('a')], [photo('b'), photo('c')], 5);
    expect(ids(result.photos)).toEqual(['a', 'b', 'c']);
    expect(result.dropped).toBe(0);
  });

  it('drops the oldest beyond the limit', () => {
    const result = mergePhotos(
      ['a', 'b', 'c', 'd'].map((id) => photo(id)),
      [photo('e'), photo('f'), photo('g')],
      5,
    );
    expect(ids(result.photos)).toEqual(['c', 'd', 'e', 'f', 'g']);
    expect(result.dropped).toBe(2);
  });

  it('never drops an uploaded photo, skipping to the next oldest', () => {
    const result = mergePhotos(
      [photo('a', 'uploaded'), photo('b'), photo('c', 'queued')],
      [photo('d'), photo('e'), photo('f')],
      5,
    );
    expect(ids(result.photos)).toEqual(['a', 'c', 'd', 'e', 'f']);
  });

  it('drops the new photo when uploaded ones fill every place', () => {
    const full = ['a', 'b', 'c', 'd', 'e'].map((id) => photo(id, 'uploaded'));
    const result = mergePhotos(full, [photo('f')], 5);
    expect(ids(result.photos)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(result.dropped).toBe(1);
  });
});
