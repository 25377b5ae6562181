import sharp from 'sharp';
import { API } from '#shared/api-paths.ts';
import { LIMITS } from '#shared/constants.ts';
import type { BenchServer } from './server.ts';

// The fundraiser the /f/ page is measured on, made the way an organiser makes one: sign up, verify
// with the e-mailed code, create, fill in details, upload five phone-sized photos, then a reviewer
// approves it. The demo seed's fundraisers have small photos; this one carries what a real phone
// uploads, so the page is measured with realistic image work behind it.

const PASSWORD = 'Str0ng!Pass-bench';

/** A tiny client with a cookie jar (the API signs in with HttpOnly cookies). */
function session(origin: string) {
  const cookies = new Map<string, string>();
  return async function call<T = unknown>(path: string, init: { json?: unknown; form?: FormData } = {}) {
    const headers: Record<string, string> = {};
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: RequestInit['body'] = init.form;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${origin}/api${path}`, { method: body ? 'POST' : 'GET', headers, body });
    for (const line of res.headers.getSetCookie()) {
      const [name, ...value] = line.split(';')[0]!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${body ? 'POST' : 'GET'} /api${path}: ${res.status} ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

/** Random values on a grid of `cell`-pixel squares, smoothly scaled up to the full size. */
async function noiseLayer(cell: number, seed: number, width: number, height: number) {
  const w = Math.ceil(width / cell) + 1;
  const h = Math.ceil(height / cell) + 1;
  const small = Buffer.alloc(w * h * 3);
  let state = seed;
  for (let i = 0; i < small.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    small[i] = (state >>> 16) & 255;
  }
  return sharp(small, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
}

// Detail at several scales, as a photo has (grain, texture, objects, light), so the server's
// downsized WebP variants stay photo-sized too (the 1080 px one ≈ 110 KB): pure pixel noise
// would average away when downsized and make the page look lighter than real ones are.
const OCTAVES = [
  { cell: 4, amplitude: 40 },
  { cell: 12, amplitude: 45 },
  { cell: 50, amplitude: 40 },
  { cell: 300, amplitude: 50 },
];
const GRAIN = 10;

/**
 * A camera-like JPEG: 3000×2000 (6 MP, what a mid-range phone saves) of colour gradients with
 * multi-scale texture and sensor grain. The quality steps down until the file fits the upload
 * limit, which lands it at 1–2 MB like a real photo.
 */
export async function cameraLikeJpeg(seed: number, width = 3000, height = 2000) {
  const layers = await Promise.all(OCTAVES.map((o, k) => noiseLayer(o.cell, seed * 7919 + k * 977 + 1, width, height)));
  const raw = Buffer.alloc(width * height * 3);
  let state = seed;
  const tint = (seed * 67) % 255;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const base = [
        tint * 0.3 + (120 * x) / width + 40,
        90 + (110 * y) / height,
        200 - (150 * (x + y)) / (width + height) + tint * 0.1,
      ];
      for (let c = 0; c < 3; c++) {
        state = (state * 1103515245 + 12345) >>> 0;
        let v = base[c]! + (((state >>> 16) & 255) / 255 - 0.5) * GRAIN;
        for (let k = 0; k < OCTAVES.length; k++) v += (layers[k]![i + c]! / 255 - 0.5) * OCTAVES[k]!.amplitude;
        raw[i + c] = clamp(v);
      }
    }
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  for (let quality = 92; ; quality -= 4) {
    const jpeg = await image.clone().jpeg({ quality }).toBuffer();
    if (jpeg.length <= LIMITS.imageBytesMax * 0.95 || quality <= 60) return jpeg;
  }
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** Creates, fills, illustrates and approves a fundraiser; returns its short code. */
export async function seedFundraiserWithPhotos(server: BenchServer, photos = 5) {
  const call = session(server.origin);
  const email = `bench-${Date.now()}@example.test`;
  await call(API.register, {
    json: {
      firstname: 'Achieng',
      lastname: 'Odhiambo',
      email_address: email,
      password: PASSWORD,
      password_confirm: PASSWORD,
      terms_accepted: true,
    },
  });
  const mail = await call<{ data: { subject: string; text: string }[] }>(
    `${API.outbox}?to=${encodeURIComponent(email)}`,
  );
  const code = mail.data.find((m) => /verification code/i.test(m.subject))?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No verification code in the outbox for ${email}`);
  await call(API.verifyAccount, { json: { email_address: email, verification_code: code } });

  const created = await call<{ data: { id: string; short_code: string } }>(API.fundraisers, {
    json: { fundraising_category_id: 1 }, // "yourself", the commonest kind
  });
  const { id, short_code: shortCode } = created.data;
  await call(API.individualDetails, {
    json: {
      fundraiser: id,
      fundraiser_title: 'Help Baraka finish form four at Alliance High School',
      fundraiser_details:
        'Baraka is top of his class in Kiambu and has two years left at Alliance High School. ' +
        'His mother sells vegetables at Githurai market and cannot meet the fees since the floods ' +
        'took the family stall. Every shilling goes straight to the school bursar; we will post ' +
        'receipts here each term. Asante sana for reading and for sharing.',
      fundraiser_goal: 180000,
    },
  });
  // One photo per request, as the app's picker sends them.
  let bytes = 0;
  for (let i = 0; i < photos; i++) {
    const jpeg = await cameraLikeJpeg(i + 1);
    bytes += jpeg.length;
    const form = new FormData();
    form.set('fundraiser', id);
    form.append('image', new File([new Uint8Array(jpeg)], `IMG_20260${i + 1}01_1432${i}.jpg`, { type: 'image/jpeg' }));
    await call(API.fundraiserImages, { form });
  }
  await server.admin('approve', shortCode);
  return { shortCode, photos, photoBytes: bytes };
}
