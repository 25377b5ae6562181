import fs from 'node:fs';
import path from 'node:path';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { launchDebuggableChrome } from './chromium.ts';

// Lighthouse's defaults are the point: mobile form factor, simulated slow-4G throttling and a
// 4× CPU slowdown, the same numbers PageSpeed Insights shows, so scores compare with the outside
// world. Only the two categories we act on are run.

type Item = Record<string, unknown>;
interface Table {
  items?: Item[];
}

export interface LighthouseResult {
  url: string;
  performance: number | null;
  accessibility: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  totalKB: number | null;
  jsKB: number | null;
  renderBlocking: { url: string; transferKB: number | null; wastedMs: number | null }[];
  largestResources: { url: string; type: string; transferKB: number }[];
  lcpElement: string | null;
  lcpBreakdownMs: Record<string, number>;
  a11yFailures: { id: string; title: string; nodes: string[] }[];
  /** Lighthouse's CPU benchmark of this machine: simulated throttling scales by it, so on a
   *  busy or slow machine (under ~1000) scores run low. */
  benchmarkIndex: number | null;
  warnings: string[];
  reportHtml: string;
}

const kb = (bytes: unknown) => (typeof bytes === 'number' ? Math.round(bytes / 102.4) / 10 : null);

/** One Lighthouse run in its own fresh Chromium. */
async function lighthouseOnce(url: string): Promise<Result> {
  const chrome = await launchDebuggableChrome();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.close();
  }
}

const ATTEMPTS = 3;

export async function runLighthouse(url: string, reportDir: string, slug: string): Promise<LighthouseResult> {
  // A run that failed to trace (NO_NAVSTART now and then in headless Chromium, NO_FCP) still
  // returns a report whose numbers mean nothing; Lighthouse's advice is to run it again.
  let lhr = await lighthouseOnce(url);
  const failures: string[] = [];
  for (let attempt = 1; lhr.runtimeError && attempt < ATTEMPTS; attempt++) {
    failures.push(`attempt ${attempt}: ${lhr.runtimeError.code}`);
    lhr = await lighthouseOnce(url);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

  const audit = (id: string) => lhr.audits[id];
  const numeric = (id: string) => audit(id)?.numericValue ?? null;
  const items = (id: string) => ((audit(id)?.details as Table | undefined)?.items ?? []) as Item[];
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };

  // Lighthouse 13 replaced 'render-blocking-resources' with the trace-based insight.
  const blockingId = audit('render-blocking-insight') ? 'render-blocking-insight' : 'render-blocking-resources';
  const renderBlocking = items(blockingId).map((i) => ({
    url: String(i.url),
    transferKB: kb(i.totalBytes ?? i.transferSize),
    wastedMs: typeof i.wastedMs === 'number' ? Math.round(i.wastedMs) : null,
  }));
  const largestResources = items('network-requests')
    .map((i) => ({ url: String(i.url), type: String(i.resourceType ?? ''), transferKB: kb(i.transferSize) ?? 0 }))
    .sort((a, b) => b.transferKB - a.transferKB)
    .slice(0, 10);
  const jsKB = kb(items('resource-summary').find((i) => i.resourceType === 'script')?.transferSize);

  // The LCP breakdown insight is a list: a table of sub-parts, then the LCP node.
  let lcpElement: string | null = null;
  const lcpBreakdownMs: Record<string, number> = {};
  for (const part of items('lcp-breakdown-insight')) {
    if (part.type === 'node') lcpElement = String(part.snippet ?? part.selector ?? '');
    for (const row of (part as Table).items ?? []) {
      if (typeof row.duration === 'number') lcpBreakdownMs[String(row.subpart)] = Math.round(row.duration);
    }
  }

  // Every accessibility audit that applies and did not pass, with the offending elements.
  const a11yFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => audit(ref.id))
    .filter((a) => a && a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
    .map((a) => ({
      id: a!.id,
      title: a!.title,
      nodes: ((a!.details as Table | undefined)?.items ?? [])
        .map((i) => i.node as Item | undefined)
        .filter(Boolean)
        .map((n) => `${String(n!.selector ?? '')} ${String(n!.snippet ?? '')}`.trim())
        .slice(0, 5),
    }));

  const reportHtml = path.join(reportDir, `lighthouse-${slug}.html`);
  fs.writeFileSync(reportHtml, generateReport(lhr, 'html'));

  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalKB: kb(numeric('total-byte-weight')),
    jsKB,
    renderBlocking,
    largestResources,
    lcpElement,
    lcpBreakdownMs,
    a11yFailures,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) || null,
    warnings: [...failures.map((f) => `retried after ${f}`), ...lhr.runWarnings.map(String)],
    reportHtml,
  };
}
