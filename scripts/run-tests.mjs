// `npm test` after the type check: every test, as two vitest runs side by side (D-186). Vitest
// runs a project that must run one file at a time (e2e: one browser) only after every other
// project's files; as a run of its own, the e2e chain runs beside the API tests instead of after
// them. Arguments go to both runs. Exits non-zero if either run fails.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const vitest = 'node_modules/vitest/vitest.mjs';
// The API projects (each file against a real server, on two databases) are the longer chain; the
// component and unit tests run before the e2e chain in the other run, so the two end together.
const runs = [
  { name: 'browser', args: ['--project', 'web', '--project', 'unit', '--project', 'e2e'] },
  { name: 'api', args: ['--project', 'api-*'] },
];

function run({ name, args }) {
  const started = Date.now();
  const failures = new Set();
  // A file filter given to `npm test --` matches files of one run only: the other has none.
  const child = spawn(process.execPath, [vitest, 'run', '--passWithNoTests', ...args, ...process.argv.slice(2)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
  });
  // Each line names its run: the two outputs interleave.
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      console.log(`[${name}] ${line}`);
      // eslint-disable-next-line no-control-regex -- colour codes may wrap vitest's words
      const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
      if (/^\s*FAIL\s/.test(plain)) failures.add(plain.trim());
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const verdict = `finished in ${seconds} s: ${code === 0 ? 'passed' : `failed (${signal ?? code})`}`;
      console.log(`[${name}] ${verdict}`);
      resolve({ ok: code === 0, verdict, failures });
    });
  });
}

const results = await Promise.all(runs.map(run));
// Both verdicts and every failed test again at the very end: a CI log shows only its tail, and the
// run that ends first would otherwise scroll out of it.
console.log('\nnpm test:');
for (const [i, { verdict, failures }] of results.entries()) {
  console.log(`  ${runs[i].name} ${verdict}`);
  for (const failure of failures) console.log(`    ${failure}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
