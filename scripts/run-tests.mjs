// `npm test` after the type check: every test, as two vitest runs side by side (D-186). The e2e
// project runs its files one at a time (one browser on 2 cores) and is the longest chain; inside one
// vitest run it would wait until every other file had finished, so it gets a process of its own
// and runs beside the API, unit and component tests. Arguments go to both runs. Exits non-zero if
// either run fails.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const vitest = 'node_modules/vitest/vitest.mjs';
const runs = [
  { name: 'e2e', args: ['--project', 'e2e'] },
  { name: 'rest', args: ['--project', '!e2e'] },
];

function run({ name, args }) {
  const started = Date.now();
  // A file filter given to `npm test --` matches files of one run only: the other has none.
  const child = spawn(process.execPath, [vitest, 'run', '--passWithNoTests', ...args, ...process.argv.slice(2)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
  });
  // Each line names its run: the two outputs interleave.
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`[${name}] finished in ${seconds} s: ${code === 0 ? 'passed' : `failed (${signal ?? code})`}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(runs.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
