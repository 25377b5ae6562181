// Draws the auth pages' side image (public/auth-side.webp): a Kenyan landscape at dusk, acacias,
// hills, a low sun and a family of neighbours holding hands on a ridge ("harambee": let us all
// pull together). An SVG scene rendered by sharp: no text, so no fonts; same input → same file.
// Usage: node scripts/auth-side-image.mjs [outFile]   (default public/auth-side.webp)
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const outFile = path.resolve(process.argv[2] ?? 'public/auth-side.webp');
const [W, H] = [960, 1200];
const r = (n) => Math.round(n * 10) / 10;

// From the sky down: each layer darker, the foreground near black so white text reads over it.
const SKY = [
  [0, '#1c1840'],
  [0.26, '#4a2763'],
  [0.44, '#a23f6b'],
  [0.56, '#e0704a'],
  [0.64, '#f7a64f'],
  [0.7, '#ffd58a'],
];
const FAR = '#b85a6a';
const MID = '#7a3152';
const NEAR = '#4a1f3c';
const GROUND = '#1e0d1c';
const SUN = { x: 610, y: 770, r: 96 };

/** A smooth ridge through y = f(x), drawn as short segments, closed along the bottom edge. */
function ridge(f, fill, step = 16) {
  let d = `M0 ${r(f(0))}`;
  for (let x = step; x <= W; x += step) d += ` L${x} ${r(f(x))}`;
  return `<path d="${d} V${H} H0 Z" fill="${fill}"/>`;
}

// The far hills, with a snow-capped peak standing in for Mount Kenya on the left.
const far = (x) => 770 - 70 * Math.exp(-(((x - 230) / 150) ** 2)) - 18 * Math.sin(x / 90) - 10 * Math.cos(x / 37);
const mid = (x) => 800 - 34 * Math.sin(x / 150 + 1.2) - 12 * Math.sin(x / 55);
const near = (x) => 842 - 30 * Math.cos(x / 210 - 0.6) - 8 * Math.sin(x / 70);
// The ridge where the people stand: gently rising to the right.
const ground = (x) => 896 - 0.05 * x + 14 * Math.sin(x / 180);

/** An umbrella-thorn acacia: a trunk forking into limbs that spread under a wide, flat crown. */
function acacia(x, baseY, s, fill) {
  const top = baseY - 250 * s;
  const at = (dx, dy) => `${r(x + dx * s)} ${r(baseY - dy * s)}`;
  const limb = (from, to, width) =>
    `<path d="M${at(...from)} L${at(...to)}" stroke="${fill}" stroke-width="${r(width * s)}" stroke-linecap="round"/>`;
  const left = [-52, 178];
  const right = [46, 188];
  const limbs = [
    limb([0, 96], left, 13),
    limb([0, 96], right, 12),
    limb(left, [-132, 242], 7),
    limb(left, [-70, 250], 7),
    limb(left, [-22, 248], 6),
    limb(right, [8, 252], 6),
    limb(right, [72, 252], 7),
    limb(right, [128, 240], 7),
  ].join('');
  const crown = [
    [0, -20, 150, 22],
    [-86, -2, 100, 17],
    [88, -6, 98, 17],
    [-6, 10, 168, 13],
    [36, -36, 92, 15],
    [-52, -32, 70, 12],
  ]
    .map(
      ([dx, dy, rx, ry]) =>
        `<ellipse cx="${r(x + dx * s)}" cy="${r(top + dy * s)}" rx="${r(rx * s)}" ry="${r(ry * s)}"/>`,
    )
    .join('');
  const trunk = `<path d="M${at(-10, -6)} C${at(-8, 40)} ${at(-6, 80)} ${at(-4, 104)} L${at(4, 104)} C${at(6, 80)} ${at(8, 40)} ${at(10, -6)} Z"/>`;
  return `<g fill="${fill}">${trunk}${limbs}${crown}</g>`;
}

/**
 * A person standing at (x, groundY), h tall, as a silhouette: a head, a torso (or a dress), legs,
 * and arms reaching to the given hand positions (a neighbour's hand, or raised).
 */
function person(x, h, { dress = false, hands = [], headWrap = false }) {
  const gy = ground(x);
  const head = 0.075 * h;
  const shoulderY = gy - 0.8 * h;
  const hipY = gy - 0.47 * h;
  const limb = r(0.07 * h);
  const body = dress
    ? `<path d="M${r(x - 0.1 * h)} ${r(shoulderY)} Q${r(x)} ${r(shoulderY - 0.04 * h)} ${r(x + 0.1 * h)} ${r(shoulderY)} L${r(x + 0.17 * h)} ${r(gy - 0.2 * h)} L${r(x - 0.17 * h)} ${r(gy - 0.2 * h)} Z"/>`
    : `<path d="M${r(x - 0.11 * h)} ${r(shoulderY)} Q${r(x)} ${r(shoulderY - 0.04 * h)} ${r(x + 0.11 * h)} ${r(shoulderY)} L${r(x + 0.08 * h)} ${r(hipY)} L${r(x - 0.08 * h)} ${r(hipY)} Z"/>`;
  const legTop = dress ? gy - 0.24 * h : hipY;
  const legs = [-1, 1]
    .map(
      (side) => `<path d="M${r(x + side * 0.045 * h)} ${r(legTop)} L${r(x + side * 0.075 * h)} ${r(gy - 0.02 * h)}"/>`,
    )
    .join('');
  const arms = hands
    .map(([hx, hy], i) => {
      const side = i === 0 ? -1 : 1;
      const sx = x + side * 0.095 * h;
      const sy = shoulderY + 0.04 * h;
      // The elbow bends outward and down a little, so a joined pair of arms makes a soft "V".
      const ex = (sx + hx) / 2 + side * 0.03 * h;
      const ey = Math.max(sy, hy) - (hy < sy ? 0.18 * h : -0.03 * h);
      return `<path d="M${r(sx)} ${r(sy)} Q${r(ex)} ${r(ey)} ${r(hx)} ${r(hy)}"/>`;
    })
    .join('');
  const wrap = headWrap
    ? `<ellipse cx="${r(x)}" cy="${r(gy - h + head * 0.6)}" rx="${r(head * 1.15)}" ry="${r(head * 0.8)}"/>`
    : '';
  return `<g>
    <circle cx="${r(x)}" cy="${r(gy - h + head * 1.4)}" r="${r(head)}"/>${wrap}
    <rect x="${r(x - 0.025 * h)}" y="${r(gy - h + head * 2.2)}" width="${r(0.05 * h)}" height="${r(0.08 * h)}"/>
    ${body}
    <g fill="none" stroke-width="${limb}" stroke-linecap="round">${legs}${arms}</g>
  </g>`;
}

/** Neighbours in a row, each holding the next one's hand; the two at the ends wave. */
function gathering() {
  const people = [
    { x: 400, h: 150, headWrap: true, dress: true },
    { x: 478, h: 172 },
    { x: 548, h: 104, dress: true },
    { x: 612, h: 160, dress: true },
    { x: 690, h: 178 },
    { x: 758, h: 118 },
    { x: 826, h: 158, dress: true, headWrap: true },
  ];
  // Where two neighbours' hands meet: halfway between them, at about the shorter one's hips.
  const meet = (a, b) => {
    const lower = Math.max(ground(a.x) - 0.5 * a.h, ground(b.x) - 0.5 * b.h);
    return [(a.x + b.x) / 2, lower];
  };
  return people
    .map((p, i) => {
      const prev = people[i - 1];
      const next = people[i + 1];
      const wave = (side) => [p.x + side * 0.26 * p.h, ground(p.x) - 1.08 * p.h];
      const hands = [prev ? meet(prev, p) : wave(-1), next ? meet(p, next) : wave(1)];
      return person(p.x, p.h, { ...p, hands });
    })
    .join('');
}

/** A bird in flight: two short arcs. */
const bird = (x, y, s) =>
  `<path d="M${x - 12 * s} ${y} Q${x - 6 * s} ${y - 7 * s} ${x} ${y} Q${x + 6 * s} ${y - 7 * s} ${x + 12 * s} ${y}"/>`;

/** Grass tufts along the ridge, so its edge is not a clean line. */
function grass() {
  let d = '';
  for (let x = 6; x < W; x += 23) {
    const y = ground(x) + 2;
    const tall = 8 + ((x * 7) % 11);
    d += `M${x - 5} ${r(y)} L${x - 2} ${r(y - tall)} L${x} ${r(y)} L${x + 3} ${r(y - tall * 0.7)} L${x + 5} ${r(y)} Z`;
  }
  return `<path d="${d}" fill="${GROUND}"/>`;
}

function scene() {
  const stops = SKY.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  const stars = [
    [90, 70, 1.6],
    [230, 140, 1.2],
    [380, 50, 1.4],
    [520, 120, 1.1],
    [700, 60, 1.7],
    [850, 150, 1.2],
    [150, 230, 1],
    [780, 250, 1],
    [620, 200, 1.2],
    [300, 300, 0.9],
  ]
    .map(([x, y, s]) => `<circle cx="${x}" cy="${y}" r="${s}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>
    <radialGradient id="glow" cx="${SUN.x}" cy="${SUN.y}" r="460" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#ffe3a3" stop-opacity="0.75"/>
      <stop offset="0.35" stop-color="#ffb163" stop-opacity="0.3"/>
      <stop offset="1" stop-color="#ff8a4c" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="haze" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${FAR}"/><stop offset="1" stop-color="${MID}"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <g fill="#fff6e0" opacity="0.7">${stars}</g>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <circle cx="${SUN.x}" cy="${SUN.y}" r="${SUN.r}" fill="#fff0c2"/>
  <g fill="#ffd9a0" opacity="0.55">
    <rect x="470" y="702" width="290" height="7" rx="3.5"/>
    <rect x="540" y="726" width="200" height="5" rx="2.5"/>
    <rect x="520" y="640" width="200" height="5" rx="2.5"/>
  </g>
  <g fill="none" stroke="#3a1a3a" stroke-width="2.6" stroke-linecap="round" opacity="0.8">
    ${bird(300, 470, 1.3)}${bird(352, 440, 1)}${bird(262, 428, 0.8)}${bird(690, 560, 0.9)}
  </g>
  ${ridge(far, 'url(#haze)')}
  <path d="M190 ${r(far(190))} L230 ${r(far(230) - 2)} L262 ${r(far(262))} L246 ${r(far(246) + 14)} L230 ${r(far(230) + 8)} L212 ${r(far(212) + 16)} Z" fill="#f1c2c0" opacity="0.8"/>
  ${ridge(mid, MID)}
  ${acacia(905, mid(905) + 8, 0.4, MID)}
  ${ridge(near, NEAR)}
  ${ridge(ground, GROUND)}
  ${grass()}
  ${acacia(180, ground(180) + 6, 1, GROUND)}
  <g fill="${GROUND}" stroke="${GROUND}">${gathering()}</g>
</svg>`;
}

fs.mkdirSync(path.dirname(outFile), { recursive: true });
const info = await sharp(Buffer.from(scene())).webp({ quality: 70, effort: 6, smartSubsample: true }).toFile(outFile);
console.log(`${path.relative(process.cwd(), outFile)}  ${info.width}x${info.height}  ${info.size} bytes`);
