import sharp from 'sharp';

// Demo photos are drawn, not downloaded: an SVG landscape in each fundraiser's palette, rendered
// to JPEG by sharp. No text, so no fonts are needed on the machine.

export interface Palette {
  sky: [string, string];
  hills: [string, string, string];
  sun: string;
}

export const PALETTES: Palette[] = [
  { sky: ['#f9d29d', '#f48c42'], hills: ['#5b3a29', '#7a4e2d', '#a0693a'], sun: '#fff3c4' },
  { sky: ['#a8e0ff', '#3a8dde'], hills: ['#1f6f43', '#2e8b57', '#5cb85c'], sun: '#fffbe0' },
  { sky: ['#ffd6e0', '#c86b98'], hills: ['#3d2c5e', '#5a3f86', '#7d5ba6'], sun: '#ffe9a8' },
  { sky: ['#c7f0d8', '#48a999'], hills: ['#0f4c3a', '#1b6e53', '#2f9e76'], sun: '#fefae0' },
  { sky: ['#fde2a7', '#e76f51'], hills: ['#264653', '#2a9d8f', '#8ab17d'], sun: '#fff8dc' },
  { sky: ['#dfe7fd', '#7b8cde'], hills: ['#22333b', '#3d5a80', '#98c1d9'], sun: '#fdf0d5' },
];

export function demoPhoto(palette: Palette, variant: number) {
  const w = 1600;
  const h = 1000;
  const sunX = 300 + ((variant * 370) % 1000);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#s)"/>
  <circle cx="${sunX}" cy="${260 + variant * 30}" r="${110 + variant * 10}" fill="${palette.sun}" opacity="0.9"/>
  <path d="M0 ${620 - variant * 20} C 300 ${470 + variant * 15}, 600 ${700}, 900 ${560} S 1400 ${460 + variant * 10}, 1600 ${560} V ${h} H 0 Z" fill="${palette.hills[2]}"/>
  <path d="M0 ${760} C 400 ${640 - variant * 10}, 800 ${820}, 1200 ${700} S 1500 ${660}, 1600 ${720} V ${h} H 0 Z" fill="${palette.hills[1]}"/>
  <path d="M0 ${880} C 500 ${800}, 900 ${950}, 1600 ${840} V ${h} H 0 Z" fill="${palette.hills[0]}"/>
  <g fill="${palette.hills[0]}" opacity="0.85">
    <rect x="${1150 - variant * 90}" y="600" width="14" height="150"/>
    <ellipse cx="${1157 - variant * 90}" cy="590" rx="120" ry="34"/>
  </g>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
