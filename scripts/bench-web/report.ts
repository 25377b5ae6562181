import type { LighthouseResult } from './lighthouse.ts';
import type { ProfileRun, ThreeGResult } from './three-g.ts';

// The console report: one row per page × run, the targets with ✓/✗, and the lists someone fixing
// the pages needs (render-blocking requests, the heaviest downloads, accessibility failures).

export interface PageResult {
  path: string;
  /** The /f/ page is the donor's landing page: stricter targets, and the title+Donate timing. */
  isFundraiser: boolean;
  lighthouse?: LighthouseResult;
  threeG?: ThreeGResult;
}

export interface TargetCheck {
  path: string;
  run: string;
  target: string;
  value: string;
  met: boolean | null;
}

const seconds = (ms: number | null | undefined) => (ms == null ? '—' : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms: number | null | undefined) => (ms == null ? '—' : `${Math.round(ms)} ms`);
const plain = (n: number | null | undefined, digits = 0) => (n == null ? '—' : n.toFixed(digits));

export function table(rows: Record<string, string>[]) {
  if (rows.length === 0) return '';
  const keys = Object.keys(rows[0]!);
  const width = (k: string) => Math.max(k.length, ...rows.map((r) => r[k]!.length));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width(keys[i]!))).join(' │ ');
  return [
    line(keys),
    keys.map((k) => '─'.repeat(width(k))).join('─┼─'),
    ...rows.map((r) => line(keys.map((k) => r[k]!))),
  ].join('\n');
}

export function resultRows(pages: PageResult[]) {
  const rows: Record<string, string>[] = [];
  for (const p of pages) {
    const lh = p.lighthouse;
    if (lh) {
      rows.push({
        page: p.path,
        run: 'Lighthouse mobile',
        FCP: seconds(lh.fcpMs),
        'title+Donate': '—',
        LCP: seconds(lh.lcpMs),
        TBT: millis(lh.tbtMs),
        CLS: plain(lh.cls, 3),
        KB: plain(lh.totalKB, 1),
        'JS KB': plain(lh.jsKB, 1),
        perf: plain(lh.performance),
        a11y: plain(lh.accessibility),
      });
    }
    const threeG = (run: string, r: ProfileRun) => ({
      page: p.path,
      run,
      FCP: seconds(r.fcpMs),
      'title+Donate': p.isFundraiser ? seconds(r.titleDonateMs) : '—',
      LCP: seconds(r.lcpMs),
      TBT: millis(r.tbtMs),
      CLS: plain(r.cls, 3),
      KB: plain(r.transferKB, 1),
      'JS KB': plain(r.jsKB, 1),
      perf: '—',
      a11y: '—',
    });
    if (p.threeG) rows.push(threeG('3G cold', p.threeG.cold), threeG('3G warm SW', p.threeG.warm));
  }
  return rows;
}

export function checkTargets(pages: PageResult[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const add = (
    p: PageResult,
    run: string,
    target: string,
    value: number | null,
    ok: (v: number) => boolean,
    show: string,
  ) =>
    checks.push({
      path: p.path,
      run,
      target,
      value: value == null ? '—' : show,
      met: value == null ? null : ok(value),
    });
  // The first-load targets: every public page painted within 1.6 s on cold 3G, the donor's link
  // within 1.4 s, Lighthouse ≥ 95 (≥ 98 on /f/), TBT ≤ 150 ms, and at most 120 KB of JavaScript.
  for (const p of pages) {
    const lh = p.lighthouse;
    if (lh) {
      const perfMin = p.isFundraiser ? 98 : 95;
      add(p, 'Lighthouse', `perf ≥ ${perfMin}`, lh.performance, (v) => v >= perfMin, plain(lh.performance));
      add(p, 'Lighthouse', 'a11y = 100', lh.accessibility, (v) => v === 100, plain(lh.accessibility));
      add(p, 'Lighthouse', 'TBT ≤ 150 ms', lh.tbtMs, (v) => v <= 150, millis(lh.tbtMs));
    }
    const cold = p.threeG?.cold;
    if (cold) {
      if (p.isFundraiser)
        add(p, '3G cold', 'title+Donate ≤ 1.4 s', cold.titleDonateMs, (v) => v <= 1400, seconds(cold.titleDonateMs));
      else add(p, '3G cold', 'FCP ≤ 1.6 s', cold.fcpMs, (v) => v <= 1600, seconds(cold.fcpMs));
      add(p, '3G cold', 'LCP ≤ 2.5 s', cold.lcpMs, (v) => v <= 2500, seconds(cold.lcpMs));
      add(p, '3G cold', 'CLS = 0', cold.cls, (v) => v === 0, plain(cold.cls, 3));
      add(p, '3G cold', 'JS ≤ 120 KB', cold.jsKB, (v) => v <= 120, `${plain(cold.jsKB, 1)} KB`);
    }
  }
  return checks;
}

export function printReport(pages: PageResult[], checks: TargetCheck[]) {
  const out: string[] = ['', table(resultRows(pages)), ''];
  out.push('Targets', table(checks.map((c) => ({ ...c, met: c.met === null ? '?' : c.met ? '✓' : '✗' }))), '');

  for (const p of pages) {
    const lh = p.lighthouse;
    out.push(`── ${p.path}`);
    if (lh) {
      out.push(
        lh.renderBlocking.length
          ? `  Render-blocking (Lighthouse):\n${lh.renderBlocking.map((r) => `    ${r.url}  ${plain(r.transferKB, 1)} KB, ${millis(r.wastedMs)}`).join('\n')}`
          : '  Render-blocking (Lighthouse): none',
      );
      if (lh.lcpElement) out.push(`  LCP element (Lighthouse): ${lh.lcpElement}  ${JSON.stringify(lh.lcpBreakdownMs)}`);
      out.push(
        lh.a11yFailures.length
          ? `  Accessibility failures:\n${lh.a11yFailures.map((f) => `    ${f.id}: ${f.title}${f.nodes.map((n) => `\n      ${n}`).join('')}`).join('\n')}`
          : '  Accessibility failures: none',
      );
      out.push(
        `  Lighthouse CPU benchmark index: ${plain(lh.benchmarkIndex)} (under ~1000: slow or busy machine, scores run low)`,
      );
      if (lh.warnings.length) out.push(`  Lighthouse warnings: ${lh.warnings.join(' | ')}`);
    }
    const heaviest = p.threeG?.cold.largest ?? lh?.largestResources ?? [];
    if (heaviest.length) {
      out.push(
        `  Largest downloads (${p.threeG ? '3G cold' : 'Lighthouse'}):\n${heaviest
          .slice(0, 6)
          .map((r) => `    ${plain(r.transferKB, 1).padStart(7)} KB  ${r.type.padEnd(10)} ${r.url}`)
          .join('\n')}`,
      );
    }
    if (p.threeG) {
      const { cold, warm } = p.threeG;
      for (const [run, r] of [
        ['cold', cold],
        ['warm', warm],
      ] as const) {
        const missing = [
          !r.titleDonateInDom.title && '[data-fundraiser-title]',
          !r.titleDonateInDom.donate && '[data-donate]',
        ];
        if (p.isFundraiser && missing.some(Boolean))
          out.push(`  title+Donate (3G ${run}): no ${missing.filter(Boolean).join(' and no ')} element on the page`);
      }
      out.push(`  LCP element (3G cold): ${cold.lcpElement ?? '—'}; (3G warm): ${warm.lcpElement ?? '—'}`);
      out.push(
        `  Service worker: precache ${plain(cold.swPrecacheKB, 1)} KB (unthrottled, not in KB above); ` +
          `warm visit: ${warm.fromServiceWorker} responses from its cache, page controlled: ${warm.controlled}`,
      );
    }
    out.push('');
  }
  console.log(out.join('\n'));
}
