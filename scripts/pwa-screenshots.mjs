// Renders the two install-dialog screenshots named in manifest.webmanifest (one narrow, one wide)
// into the built app, from simple SVG mock screens: offline, no browser, same input → same PNG.
// Usage: node scripts/pwa-screenshots.mjs [outDir]   (default dist/web; `npm run build:web` runs it)
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const outDir = path.resolve(process.argv[2] ?? 'dist/web', 'screenshots');
const logo = fs.readFileSync(new URL('../public/logo.svg', import.meta.url), 'utf8');
const logoHref = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;

const GREEN = '#0b6e4f';
const GOLD = '#f4b942';
const FONT = "font-family=\"'DejaVu Sans', 'Liberation Sans', Arial, sans-serif\"";
const PHOTO_TINTS = ['#cfe8dc', '#f7e3b5', '#d6e4f0', '#f0d6d6'];

// The demo fundraisers seeded by the server, so the mock matches what a new visitor sees.
const CARDS = [
  ['Help Wanjiku finish her nursing', 'degree at Moi University', 0.62],
  ['Solar cold rooms for fish', 'traders in Kisumu', 0.38],
  ['Clean water tanks for three', 'schools in Makueni', 0.81],
  ['Running shoes and school fees', 'for Iten junior athletes', 0.24],
];

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const text = (x, y, size, fill, content, weight = 'normal') =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" font-weight="${weight}" ${FONT}>${esc(content)}</text>`;

function card(x, y, w, [line1, line2, share], i) {
  const photoH = Math.round(w * 0.52);
  return `
  <g>
    <rect x="${x}" y="${y}" width="${w}" height="${photoH + 112}" rx="10" fill="#fff" stroke="#e2e2e2"/>
    <rect x="${x}" y="${y}" width="${w}" height="${photoH}" rx="10" fill="${PHOTO_TINTS[i % PHOTO_TINTS.length]}"/>
    <circle cx="${x + w / 2}" cy="${y + photoH / 2}" r="${photoH / 5}" fill="#fff" opacity="0.6"/>
    ${text(x + 12, y + photoH + 26, 15, '#1b1b1b', line1, 'bold')}
    ${text(x + 12, y + photoH + 46, 15, '#1b1b1b', line2, 'bold')}
    <rect x="${x + 12}" y="${y + photoH + 62}" width="${w - 24}" height="8" rx="4" fill="#e2e2e2"/>
    <rect x="${x + 12}" y="${y + photoH + 62}" width="${Math.round((w - 24) * share)}" height="8" rx="4" fill="${GREEN}"/>
    ${text(x + 12, y + photoH + 94, 13, '#555', `${Math.round(share * 100)}% raised`)}
  </g>`;
}

function header(width, wide) {
  const nav = wide
    ? `${text(250, 40, 16, '#1b1b1b', 'Donate ▾')}${text(345, 40, 16, '#1b1b1b', 'Explore fundraisers')}
       <rect x="${width - 640}" y="16" width="300" height="36" rx="18" fill="#f4f4f4" stroke="#e2e2e2"/>
       ${text(width - 622, 40, 14, '#777', 'Search fundraisers, startups, etc.')}
       <rect x="${width - 320}" y="14" width="190" height="40" rx="10" fill="${GREEN}"/>
       ${text(width - 302, 40, 15, '#fff', 'Create a fundraiser', 'bold')}
       <rect x="${width - 116}" y="14" width="92" height="40" rx="10" fill="#fff" stroke="${GREEN}"/>
       ${text(width - 96, 40, 15, GREEN, 'Log in', 'bold')}`
    : `<rect x="${width - 92}" y="16" width="76" height="36" rx="10" fill="#fff" stroke="${GREEN}"/>
       ${text(width - 78, 40, 14, GREEN, 'Log in', 'bold')}`;
  const logoX = wide ? 24 : 56;
  return `
  <rect width="${width}" height="68" fill="#fff"/>
  <rect y="67" width="${width}" height="1" fill="#e2e2e2"/>
  ${wide ? '' : `<g fill="#1b1b1b"><rect x="16" y="24" width="22" height="3" rx="1"/><rect x="16" y="32" width="22" height="3" rx="1"/><rect x="16" y="40" width="22" height="3" rx="1"/></g>`}
  <image href="${logoHref}" x="${logoX}" y="18" width="32" height="32"/>
  ${text(logoX + 40, 41, 20, GREEN, 'Harambee', 'bold')}
  ${nav}`;
}

function narrowScreen() {
  const [w, h] = [360, 740];
  const cards = CARDS.slice(0, 2)
    .map((c, i) => card(16, 300 + i * 290, w - 32, c, i))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w * 2}" height="${h * 2}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="#fafafa"/>
  ${header(w, false)}
  <rect y="68" width="${w}" height="190" fill="${GREEN}"/>
  ${text(16, 112, 22, '#fff', 'Fundraising for the people', 'bold')}
  ${text(16, 140, 22, '#fff', 'and causes you care about', 'bold')}
  ${text(16, 172, 14, '#e6f2ec', 'Start in minutes, share on WhatsApp,')}
  ${text(16, 192, 14, '#e6f2ec', 'receive donations by M-Pesa.')}
  <rect x="16" y="208" width="172" height="36" rx="10" fill="${GOLD}"/>
  ${text(30, 232, 14, '#1b1b1b', 'Start a fundraiser', 'bold')}
  ${text(16, 288, 18, '#1b1b1b', 'Live fundraisers', 'bold')}
  ${cards}
</svg>`;
}

function wideScreen() {
  const [w, h] = [1280, 800];
  const cardW = 280;
  const cards = CARDS.map((c, i) => card(40 + i * (cardW + 24), 420, cardW, c, i)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="#fafafa"/>
  ${header(w, true)}
  <rect y="68" width="${w}" height="290" fill="${GREEN}"/>
  ${text(40, 150, 40, '#fff', 'Fundraising for the people and causes you care about', 'bold')}
  ${text(40, 196, 18, '#e6f2ec', 'Start a fundraiser for yourself, a startup or an organisation in minutes,')}
  ${text(40, 222, 18, '#e6f2ec', 'share it on WhatsApp, and receive donations by M-Pesa.')}
  <rect x="40" y="256" width="210" height="48" rx="10" fill="${GOLD}"/>
  ${text(62, 287, 18, '#1b1b1b', 'Start a fundraiser', 'bold')}
  ${text(40, 400, 24, '#1b1b1b', 'Live fundraisers', 'bold')}
  ${cards}
</svg>`;
}

fs.mkdirSync(outDir, { recursive: true });
for (const [name, svg] of [
  ['home-narrow.png', narrowScreen()],
  ['home-wide.png', wideScreen()],
]) {
  const file = path.join(outDir, name);
  const info = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(file);
  console.log(`${path.relative(process.cwd(), file)}  ${info.width}x${info.height}`);
}
