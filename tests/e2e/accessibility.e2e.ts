import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { audit, countsOf, report, type Finding } from './support/axe.ts';
import { demoCodes, ownerPath, roleVisits, visits, type Codes, type Visit } from './support/a11y-routes.ts';
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

/** Opens each visit on the page and audits it; a state the audit could not reach is a finding too. */
async function auditVisits(page: Page, list: Omit<Visit, 'only' | 'viewport'>[], where: (visit: string) => string) {
  const findings: Finding[] = [];
  for (const visit of list) {
    try {
      await openSettled(page, visit.path);
      await visit.open?.(page);
      findings.push(...(await audit(page, where(visit.name))));
    } catch (err) {
      const message = (err as Error).message.split('\n')[0]!;
      findings.push({
        rule: 'visit-failed',
        impact: 'critical',
        help: message,
        target: visit.path,
        where: where(visit.name),
      });
    }
  }
  return findings;
}

/** Audits every visit for one session at one viewport in one language. */
async function auditSession(language: Language, viewport: Viewport, session: 'guest' | 'organiser') {
  const context = await auditContext(browser, viewport, language, session === 'organiser' ? 'organiser' : undefined);
  try {
    const page = await context.newPage();
    const owner = session === 'organiser' ? await ownerPath(page) : null;
    const mine = visits(codes, owner).filter(
      (visit) => (!visit.only || visit.only === session) && (!visit.viewport || visit.viewport === viewport.name),
    );
    return await auditVisits(
      page,
      mine,
      (name) => `${name}, ${session}, ${viewport.name} ${viewport.width}px, ${language}`,
    );
  } finally {
    await context.close();
  }
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
    'the review and the money screens on a %s, each as its demo person: no axe violation',
    { timeout: 240_000 },
    async (name, { expect }) => {
      const viewport = viewportNamed(name);
      const findings: Finding[] = [];
      const all = roleVisits(codes);
      for (const account of new Set(all.map((visit) => visit.account))) {
        const context = await auditContext(browser, viewport, language, account);
        try {
          const page = await context.newPage();
          const theirs = all.filter((visit) => visit.account === account);
          findings.push(
            ...(await auditVisits(
              page,
              theirs,
              (v) => `${v}, ${account}, ${viewport.name} ${viewport.width}px, ${language}`,
            )),
          );
        } finally {
          await context.close();
        }
      }
      console.log(`[a11y] ${language} ${viewport.name} money and review: ${countsOf(findings)}`);
      expect(findings, report(findings)).toEqual([]);
    },
  );
});
