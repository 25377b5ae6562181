import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// House rules a tool can hold (D-196): the README is a front door under 40 KB whose map names
// every folder of the tree, every decision the code cites is in the log, and comments cite a spec
// section or a decision, never an issue number (a clone of the repository cannot see issues).

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const foldersIn = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx|css|mjs)$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [rel] : [];
  });
}

const readme = read('README.md');
const map = readme.slice(readme.indexOf('## Architecture'), readme.indexOf('### Where things live'));

describe('the README', () => {
  it('is a front door under 40 KB', () => {
    expect(Buffer.byteLength(readme)).toBeLessThan(40 * 1024);
  });

  it('maps every folder of src/, every web feature and every server folder', () => {
    const missing = [
      ...foldersIn('src').filter((name) => !map.includes(`src/${name}/`)),
      ...foldersIn('src/web/features').filter((name) => !map.includes(`    ${name}/`)),
      ...foldersIn('src/server').filter((name) => !map.includes(`  ${name}/`)),
    ];
    expect(missing).toEqual([]);
  });
});

describe('the decisions log', () => {
  it('gives every entry a status (Accepted, or Superseded by the entry that replaced it)', () => {
    const entries = read('docs/decisions/log.md').split(/^## /m).slice(1);
    const without = entries.filter(
      (entry) => !/^D-\d{3} \([\d-]+\)\n\nStatus: (Accepted|Superseded by D-\d{3})/.test(entry),
    );
    expect(without.map((entry) => entry.slice(0, 5))).toEqual([]);
  });
});

describe('the code’s comments', () => {
  const files = ['src', 'tests', 'scripts'].flatMap(sourceFiles);

  it('cite no issue number', () => {
    const citing = files.filter((file) => /\(issues? \d+|\bissues? #?\d+\b/i.test(read(file)));
    expect(citing).toEqual([]);
  });

  it('cite only decisions the log has', () => {
    const log = read('docs/decisions/log.md');
    const logged = new Set([...log.matchAll(/^## (D-\d{3})\b/gm)].map((m) => m[1]));
    const unknown = new Set<string>();
    for (const file of files)
      for (const [id] of read(file).matchAll(/\bD-\d{3}\b/g)) if (!logged.has(id)) unknown.add(id);
    expect([...unknown].sort()).toEqual([]);
  });
});

describe('money’s units', () => {
  // Shillings and minor units meet in shared/kes.ts only (D-247): a factor of 100 typed beside an
  // amount, or shillings grouped by hand, is a conversion kes.ts should make. A percent is not one.
  const byHand = /(minor|amount|kes|Kes|KES)[^\n]*[*/]\s*100\b|toLocaleString\(['"]en-KE['"]\)/;
  const files = sourceFiles('src').filter((file) => file !== 'src/shared/kes.ts' && !/\.test\.tsx?$/.test(file));

  it('are converted by kes.ts alone', () => {
    const found = files.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, i) =>
          byHand.test(line) && !/percent/i.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('would catch a conversion written by hand again', () => {
    for (const line of [
      'const kes = Number(x.amount_minor) / 100;',
      'amount_minor: entry.amount * 100,',
      "n.toLocaleString('en-KE')",
    ])
      expect(byHand.test(line)).toBe(true);
  });
});
