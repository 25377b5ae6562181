import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { audit, countsOf, report, type Finding } from './support/axe.ts';
import { demoCodes, ownerPath, visits, type Codes } from './support/a11y-routes.ts';
import { auditContext, launchAuditBrowser, openSettled, type Language, type Viewport } from './support/a11y-session.ts';

// The accessibility audit (axe-core, WCAG 2.0/2.1 A and AA plus best practices) of every route,
// signed out and signed in, on a phone and a desktop, with menus, tabs and dialogs open, in both
// languages. Any violation, of any impact, fails the run with the list of what and where.

const VIEWPORTS: Viewport[] = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];
const LANGUAGES: Language[] = ['en', 'sw'];

let browser: Browser;
let codes: Codes;
beforeAll(async () => {
  browser = await launchAuditBrowser();
  codes = await demoCodes();
});
afterAll(async () => {
  await browser?.close();
});

/** Audits every visit for one session at one viewport in one language. */
async function auditSession(language: Language, viewport: Viewport, session: 'guest' | 'organiser') {
  const context = await auditContext(browser, viewport, language, session === 'organiser' ? 'organiser' : undefined);
  const findings: Finding[] = [];
  try {
    const page = await context.newPage();
    const owner = session === 'organiser' ? await ownerPath(page) : null;
    for (const visit of visits(codes, owner)) {
      if (visit.only && visit.only !== session) continue;
      if (visit.viewport && visit.viewport !== viewport.name) continue;
      const where = `${visit.name}, ${session}, ${viewport.name} ${viewport.width}px, ${language}`;
      try {
        await openSettled(page, visit.path);
        await visit.open?.(page);
        findings.push(...(await audit(page, where)));
      } catch (err) {
        // A state the audit could not reach is a failure too, listed with the rest.
        const message = (err as Error).message.split('\n')[0]!;
        findings.push({ rule: 'visit-failed', impact: 'critical', help: message, target: visit.path, where });
      }
    }
  } finally {
    await context.close();
  }
  return findings;
}

const SESSIONS = ['guest', 'organiser'] as const;
const viewportNamed = (name: string) => VIEWPORTS.find((v) => v.name === name)!;

describe.each(LANGUAGES)('accessibility in %s', (language) => {
  // One session after another: side by side, four sessions on two cores shared with the API run
  // each took four times as long, and their time limit measured the machine's load, not the app.
  test.for(VIEWPORTS.flatMap((v) => SESSIONS.map((s) => [v.name, s] as const)))(
    'every route on a %s, %s: no axe violation',
    { timeout: 240_000 },
    async ([name, session], { expect }) => {
      const viewport = viewportNamed(name);
      const findings = await auditSession(language, viewport, session);
      console.log(`[a11y] ${language} ${viewport.name} ${session}: ${countsOf(findings)}`);
      expect(findings, report(findings)).toEqual([]);
    },
  );

  test.for(VIEWPORTS.map((v) => v.name))(
    'the review queue on a %s, signed in as the demo reviewer: no axe violation',
    { timeout: 60_000 },
    async (name, { expect }) => {
      const viewport = viewportNamed(name);
      const context = await auditContext(browser, viewport, language, 'reviewer');
      const findings: Finding[] = [];
      try {
        const page = await context.newPage();
        await openSettled(page, '/review');
        findings.push(...(await audit(page, `/review, reviewer, ${viewport.name} ${viewport.width}px, ${language}`)));
      } finally {
        await context.close();
      }
      expect(findings, report(findings)).toEqual([]);
    },
  );
});
