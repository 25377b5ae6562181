import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core in the page: WCAG 2.0/2.1 A and AA plus axe's best practices, and what it finds in a
// form a person can read ('rule (impact) on target — where').

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/** One element axe flags, with where the audit ran. */
export interface Finding {
  rule: string;
  impact: Impact;
  help: string;
  target: string;
  where: string;
}

interface AxeNode {
  target: unknown[];
  impact?: Impact;
}
interface AxeViolation {
  id: string;
  impact?: Impact;
  help: string;
  nodes: AxeNode[];
}

/** Runs axe on the page as it is now; `where` names the route, state, viewport and language. */
export async function audit(page: Page, where: string): Promise<Finding[]> {
  const loaded = await page.evaluate(() => typeof (globalThis as any).axe !== 'undefined');
  if (!loaded) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = (await page.evaluate(
    (tags) =>
      (globalThis as any).axe
        .run((globalThis as any).document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r: { violations: unknown }) => r.violations),
    AXE_TAGS,
  )) as AxeViolation[];
  return violations.flatMap((v) =>
    v.nodes.map((node) => ({
      rule: v.id,
      impact: node.impact ?? v.impact ?? 'minor',
      help: v.help,
      target: node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part))).join(' >>> '),
      where,
    })),
  );
}

const IMPACTS: Impact[] = ['critical', 'serious', 'moderate', 'minor'];

/** Counts per impact, e.g. 'critical 2, serious 6, moderate 386, minor 0'. */
export const countsOf = (findings: Finding[]) =>
  IMPACTS.map((impact) => `${impact} ${findings.filter((f) => f.impact === impact).length}`).join(', ');

/** A readable list: one line per finding, most severe first, then a count per impact. */
export function report(findings: Finding[]) {
  const sorted = [...findings].sort((a, b) => IMPACTS.indexOf(a.impact) - IMPACTS.indexOf(b.impact));
  const lines = sorted.map((f) => `- ${f.rule} (${f.impact}) on ${f.target} — ${f.where}\n    ${f.help}`);
  return `${findings.length} accessibility violations (${countsOf(findings)}):\n${lines.join('\n')}`;
}
