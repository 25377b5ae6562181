// `npm start`: build when the sources are newer than the build (or there is none), then serve.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const OUTPUTS = ['dist/server/main.js', 'dist/web/index.html'];
const INPUTS = [
  'src',
  'public',
  'scripts',
  'pwa-assets.config.ts',
  'index.html',
  'manifest.webmanifest',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newest(path.join(p, name))));
}

const built = Math.min(...OUTPUTS.map((p) => (fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0)));
const changed = Math.max(...INPUTS.map(newest));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (built === 0 || changed > built) {
  console.log(built === 0 ? 'No build yet: building…' : 'Sources changed: rebuilding…');
  const result = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const served = spawnSync(npm, ['run', 'serve'], { stdio: 'inherit' });
process.exit(served.status ?? 0);
