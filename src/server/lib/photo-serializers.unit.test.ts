import { describe, expect, it } from 'vitest';
import { cardImage, toPhoto } from './photo-serializers.ts';

// The one card-image rule and photo shape, under fundraiser cards and item cards alike.

const variants = (...widths: number[]) => JSON.stringify(widths.map((width) => ({ width, key: `f/p-${width}.webp` })));

describe('cardImage', () => {
  it('takes the variant closest to 640 px wide', () => {
    expect(cardImage(variants(320, 720, 1280))).toBe('/media/f/p-720.webp');
    expect(cardImage(variants(480, 1280))).toBe('/media/f/p-480.webp');
  });

  it('is null without a photo', () => {
    expect(cardImage(null)).toBeNull();
    expect(cardImage('[]')).toBeNull();
  });
});

describe('toPhoto', () => {
  it('gives the files as media URLs and the sizes as numbers', () => {
    const photo = toPhoto({
      id: 'p1',
      position: 0,
      original_key: 'f/p1.jpg',
      preview_key: 'f/p1-preview.webp',
      variants: variants(320),
      width: 800,
      height: 600,
      bytes: 1000,
      created_at: '2026-01-01T00:00:00.000Z',
    });
    expect(photo).toEqual({
      id: 'p1',
      image: '/media/f/p1.jpg',
      width: 800,
      height: 600,
      preview: '/media/f/p1-preview.webp',
      variants: [{ width: 320, url: '/media/f/p-320.webp' }],
    });
  });
});
