import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Reads the product spec at test time, so a string or constant added to it is checked without
// anyone editing the test (spec-catalogue.test.ts).

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** A file of the repository, by its path from the root (jsdom's URL cannot name a file). */
export const readRepoFile = (path: string): string => readFileSync(resolve(root, path), 'utf8');

export const specText = (): string => readRepoFile('docs/product-spec.md');

/** The body of the level-2 section "## n. …", up to the next level-2 heading. */
export function section(markdown: string, n: number): string {
  const start = markdown.search(new RegExp(`^## ${n}\\. `, 'm'));
  if (start < 0) throw new Error(`The spec has no section ${n}`);
  const rest = markdown.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

// An opening quote follows a non-word character (so the apostrophe of "you'd" or "Kenya's" never
// opens one) and a closing quote is followed by one (so "you're" inside a quote never closes it).
// The apostrophes of the unquoted "(Find a cause you'd … someone's life.)" therefore start nothing.
// The shortest such quote wins, so 'A' and 'B' are two quotes, not one from A to B.
const QUOTED = /(?<![\p{L}\p{N}'])'(\S(?:.*?\S)??)'(?![\p{L}\p{N}])/gu;

/** Every single-quoted string of a text, in order. */
export function quotedStrings(text: string): string[] {
  return [...text.matchAll(QUOTED)].map((m) => m[1] ?? '');
}

/** The quoted strings of sections 2, 4, 5 and 8, in order, each once. */
export function specCatalogue(markdown: string): string[] {
  return [...new Set([2, 4, 5, 8].flatMap((n) => quotedStrings(section(markdown, n))))];
}

/** The body rows of a text's tables (those below a |---| line): first cell → second cell. */
export function tableRows(text: string): Map<string, string> {
  const rows = new Map<string, string>();
  let inBody = false;
  for (const line of text.split('\n')) {
    const cells = /^\|(.*)\|\s*$/
      .exec(line)?.[1]
      ?.split('|')
      .map((cell) => cell.trim());
    if (!cells) inBody = false;
    else if (cells.every((cell) => /^:?-+:?$/.test(cell))) inBody = true;
    else if (inBody) rows.set(cells[0] ?? '', cells[1] ?? '');
  }
  return rows;
}

/**
 * One token for any placeholder: i18next's {{name}}, the spec's {name} / {n} / {category} and its
 * capital N ("Step N of 4"). Whitespace and the typographic apostrophe are evened out too.
 */
export function normalise(text: string): string {
  return text
    .replace(/{{\s*\w+\s*}}|{\w+}/g, '\u0000')
    .replace(/\bN\b/g, '\u0000')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
