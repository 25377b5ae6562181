// Decoding and re-encoding photos in the browser. Kept apart from the decisions in prepare-photo.ts
// because jsdom has neither createImageBitmap nor a canvas: component tests swap this for a fake,
// and the wizard's e2e tests in Chromium exercise the real thing.

export interface PhotoSize {
  width: number;
  height: number;
}

export interface PhotoCodec {
  /** The picture's size in pixels; rejects when the file cannot be decoded (a corrupt photo). */
  measure(file: Blob): Promise<PhotoSize>;
  /** A JPEG (quality 0.85) of the photo, upright, its longest side at most `maxSide` pixels. */
  downsize(file: Blob, maxSide: number): Promise<Blob>;
}

const JPEG = { type: 'image/jpeg', quality: 0.85 } as const;

function canvasFor(width: number, height: number) {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  // Older Safari (before 16.4) has no OffscreenCanvas: a detached <canvas> does the same work.
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: OffscreenCanvas | HTMLCanvasElement): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob(JPEG);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
      JPEG.type,
      JPEG.quality,
    ),
  );
}

export const browserPhotoCodec: PhotoCodec = {
  async measure(file) {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  },

  async downsize(file, maxSide) {
    // 'from-image' applies the EXIF rotation: phone photos would otherwise come out sideways once
    // the re-encoding drops the EXIF block that told viewers how to turn them.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    try {
      const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = canvasFor(width, height);
      const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
      if (!context) throw new Error('No 2D canvas');
      // JPEG has no transparency: a PNG's clear pixels would otherwise turn black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
      return await encode(canvas);
    } finally {
      bitmap.close();
    }
  },
};
