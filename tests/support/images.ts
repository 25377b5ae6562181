import sharp from 'sharp';

// Image fixtures drawn at test time, so the repository carries no binary files.

export const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 11, g: 110, b: 79 } } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF text (standing in for camera and GPS data) the server must strip. */
export const jpegWithExif = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 244, g: 185, b: 66 } } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { ImageDescription: 'secret-home-address', Make: 'TestPhone' } })
    .toBuffer();

/** Random pixels compress badly: a PNG just over `bytes` long. */
export async function pngOver(bytes: number) {
  let side = Math.ceil(Math.sqrt(bytes / 3)) + 16;
  for (;;) {
    const raw = Buffer.alloc(side * side * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
    const out = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    if (out.length > bytes) return out;
    side += 64;
  }
}

export const imageFile = (bytes: Uint8Array, name: string, type = 'image/png') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
