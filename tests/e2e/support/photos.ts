import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

// Photos to pick in the wizard: a camera-sized JPEG (4000×3000, about 5 MB, a landscape with
// sensor-like grain so it compresses like a real photo) and small ones that need no downsizing.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-photos-'));

function landscapeSvg(width: number, height: number, sun: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#6fa8dc"/><stop offset="0.6" stop-color="#f6d7a7"/><stop offset="1" stop-color="#6b8e23"/>
    </linearGradient></defs>
    <rect width="400" height="300" fill="url(#sky)"/>
    <circle cx="300" cy="80" r="30" fill="${sun}"/>
    <path d="M0 220 Q100 170 200 210 T400 200 V300 H0Z" fill="#38761d"/>
  </svg>`;
}

/** A 4000×3000 JPEG of about 5 MB, as a phone camera takes it. */
export async function cameraPhoto(name = 'camera-photo.jpg') {
  const file = path.join(dir, name);
  if (fs.existsSync(file)) return file;
  const [width, height] = [4000, 3000];
  const base = await sharp(Buffer.from(landscapeSvg(width, height, '#ffd966')))
    .removeAlpha()
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 13 } },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < base.length; i++) base[i] = Math.max(0, Math.min(255, base[i]! + grain[i]! - 128));
  await sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toFile(file);
  return file;
}

/** A small photo (800×600) that goes up as it is. */
export async function smallPhoto(name: string, format: 'jpeg' | 'png' = 'jpeg', sun = '#ffd966') {
  const file = path.join(dir, name);
  await sharp(Buffer.from(landscapeSvg(800, 600, sun)))
    .toFormat(format)
    .toFile(file);
  return file;
}

/** A file with an image's name but not an image's bytes. */
export function notAnImage(name = 'notes.png') {
  const file = path.join(dir, name);
  fs.writeFileSync(file, 'these are not the bytes of a PNG');
  return file;
}
