import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES, CURRENCIES, LIMITS, TIMINGS } from '#shared/constants.ts';
import { sniffImage } from '#shared/image-kind.ts';
import { MSG } from '#shared/messages.ts';
import { DEFAULT_GOAL, percentRaised } from '#shared/money.ts';
import { TRANSLUCENT_AFTER_PX } from '#web/components/layout/header-rules.ts';
import { STEPS } from '#web/features/fundraiser-wizard/draft/steps.ts';
import { LAUNCH_START, launchPercent } from '#web/features/fundraiser-wizard/lib/launch-progress.ts';
import { formatBytes } from '#web/lib/format.ts';
import { enResources } from './en/index.ts';
import { normalise, readRepoFile, section, specCatalogue, specText, tableRows } from './spec-strings.ts';

// The spec's texts are used word for word (spec §2, §4, §5, §8) and its constants (§9) hold. Both
// lists are read from docs/product-spec.md, so a text or constant added there is checked here
// without editing this file, and a later change cannot drop one silently.

type Tree = { readonly [key: string]: string | Tree };
const texts = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : texts(v)));

const catalogue = [
  ...texts(enResources as unknown as Tree),
  ...Object.values(MSG).filter((v) => typeof v === 'string'),
];
const shown = new Set(catalogue.map(normalise));
const isShown = (text: string) => shown.has(normalise(text));

const markdown = specText();
const specStrings = specCatalogue(markdown);

/**
 * Spec texts the app deliberately does not show, each with why. Each one is a difference from the
 * spec, listed in the closing note.
 */
const NOT_SHOWN: Record<string, string> = {};

/**
 * Spec texts the app shows in another shape than one whole catalogue text: these catalogue texts
 * (each must exist) are how it says them.
 */
const SHOWN_AS: Record<string, { why: string; texts: string[] }> = {
  'Verification Failed! / Resend Code': {
    why: "the spec's shorthand for the failed view: its title and its button",
    texts: ['Verification Failed!', 'Resend Code'],
  },
  'Verification Failed! Account verification failed. Please try again.': {
    why: 'the failed view shows it as a title and the text below it',
    texts: ['Verification Failed!', 'Account verification failed. Please try again.'],
  },
  'Step N of 4: title': {
    why: 'the spec fills in the step count (4, §9) and writes "title" for the step title',
    texts: ['Step {{no}} of {{total}}: {{title}}'],
  },
  '(Optional)': {
    why: "the spec's suffix of an optional field's label, not a text of its own",
    texts: ['Website (Optional)', 'Social media (Optional)'],
  },
};

describe("the spec's texts", () => {
  it('are all found in the spec (the parser works)', () => {
    expect(specStrings.length).toBeGreaterThanOrEqual(80);
    // Apostrophes inside a quote neither end it nor start one outside a quote.
    expect(specStrings).toContain("Oops! Looks like you're lost.");
    expect(specStrings).toContain('Something went wrong. Please try again.');
    expect(specStrings.filter((s) => /you'd|someone's|component's|provider's/.test(s))).toEqual([]);
    expect(specStrings.filter((s) => s.length < 2 || s.startsWith(' ') || s.endsWith(' '))).toEqual([]);
  });

  it('are each shown by the app (English catalogue or shared messages)', () => {
    const missing = specStrings.filter((s) => !isShown(s) && !(s in NOT_SHOWN) && !(s in SHOWN_AS));
    expect(missing).toEqual([]);
  });

  it('shown in another shape are shown that way', () => {
    const absent = Object.values(SHOWN_AS).flatMap(({ texts: parts }) => parts.filter((part) => !isShown(part)));
    expect(absent).toEqual([]);
  });

  it('listed as exceptions are still in the spec and still not shown whole', () => {
    const listed = [...Object.keys(NOT_SHOWN), ...Object.keys(SHOWN_AS)];
    expect(listed.filter((s) => !specStrings.includes(s))).toEqual([]);
    expect(listed.filter(isShown)).toEqual([]);
  });
});

// §9, checked against the code. Each checker gets the row's value as the spec writes it and
// rebuilds it from the code's constants, so a change on either side fails.
/** A declaration of a CSS rule (any rule with exactly that selector, media queries included). */
function cssValue(path: string, selector: string, property: string): string | undefined {
  const esc = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const bodies = [...readRepoFile(path).matchAll(new RegExp(`(?:^|[}\\s])${esc}\\s*\\{([^}]*)\\}`, 'g'))].map(
    (m) => m[1],
  );
  const values = bodies.flatMap((b) => [
    ...(b ?? '').matchAll(new RegExp(`(?:^|[;\\s])${property}:\\s*([^;]+);`, 'g')),
  ]);
  return values.at(-1)?.[1]?.trim();
}
const legal = enResources.legal as unknown as Record<'terms' | 'privacy' | 'refunds' | 'security', Tree>;
const legalText = (page: keyof typeof legal) => texts(legal[page]).join('\n');
const cookieSource = readRepoFile('src/server/auth/cookies.ts');
const MB = 1024 * 1024;

const CHECKERS: Record<string, (value: string) => void> = {
  'Title max': (v) => expect(v).toBe(`${LIMITS.titleMax} characters`),
  'Details max': (v) => expect(v).toBe(`${LIMITS.detailsMax} characters`),
  'Business description max': (v) => expect(v).toBe(`${LIMITS.businessDescriptionMax} characters`),
  'Mission max': (v) => {
    expect(v).toBe(`${LIMITS.missionMax} characters (label says ${LIMITS.missionWordsMax} words)`);
    expect(enResources.wizard.details.mission).toBe('Mission (max {{max}} words)');
  },
  'Word counter max': (v) => expect(v).toBe(`${LIMITS.wordCounterMax} words`),
  'Bio max': (v) => expect(v).toBe(`${LIMITS.bioMax} characters`),
  Images: (v) => {
    expect(v).toBe(`max ${LIMITS.imagesMax}, ${LIMITS.imageBytesMax / MB} MB each, png or jpeg`);
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(new TextEncoder().encode('GIF89a\0\0'))).toBeNull();
  },
  'Verification code length': (v) => expect(v).toBe(String(LIMITS.verificationCodeLength)),
  'Password minimum': (v) => expect(v).toBe(`${LIMITS.passwordMin} characters`),
  'Access cookie': (v) => {
    expect(v).toBe(`expires ${TIMINGS.accessTokenSeconds / 3600} hours; path /, secure, same-site strict`);
    // The server sets the cookies (decisions, Tokens): both from one set of attributes.
    expect(cookieSource).toMatch(/const base = \{ path: '\/', httpOnly: true, sameSite: 'Strict', secure:/);
    expect(cookieSource).toMatch(
      /COOKIE_NAMES\.access, tokens\.access, \{ \.\.\.base, maxAge: TIMINGS\.accessTokenSeconds/,
    );
  },
  'Refresh cookie': (v) => {
    expect(v).toBe(`expires ${TIMINGS.refreshTokenSeconds / 86400} days; same attributes`);
    expect(cookieSource).toMatch(
      /COOKIE_NAMES\.refresh, tokens\.refresh, \{ \.\.\.base, maxAge: TIMINGS\.refreshTokenSeconds/,
    );
  },
  // The server sets one name of each list (decisions, Tokens); it must be one the spec names.
  'Access cookie names tried': (v) => expect(v.split(', ')).toContain(COOKIE_NAMES.access),
  'Refresh cookie names': (v) => expect(v.split(', ')).toContain(COOKIE_NAMES.refresh),
  'Cookie re-read wait': (v) => expect(v).toBe(`${TIMINGS.cookieRereadMs} ms`),
  // Dense and without duplicates: lib/toast.test.ts shows that behaviour.
  'Toast auto-hide': (v) => expect(v).toBe(`${TIMINGS.toastMs} ms, dense, no duplicates`),
  'Launch animation': (v) => {
    const perStep = launchPercent(['completed', 'pending', 'pending', 'pending']);
    expect(v).toBe(`tick ${TIMINGS.launchTickMs} ms, ${perStep} percent per step, ${LAUNCH_START.length} steps`);
  },
  'Reset redirect delay': (v) => expect(v).toBe(`${TIMINGS.resetRedirectMs} ms`),
  'Wizard steps': (v) => expect(v).toBe(String(STEPS.length)),
  'Header translucency': (v) => expect(v).toBe(`after scroll above ${TRANSLUCENT_AFTER_PX} px`),
  'Mobile drawer width': (v) => expect(cssValue('src/web/styles/drawer.css', '.site-drawer', 'width')).toBe(`${v}px`),
  'Onboarding card max width': (v) => {
    const width = cssValue('src/web/features/fundraiser-wizard/wizard.css', '.onboarding-card', 'max-width');
    expect(v).toBe(width?.replace('px', ' px'));
  },
  'Preview hero height': (v) => {
    const css = 'src/web/features/fundraiser-page/styles/carousel.css';
    const columns = cssValue(css, '.fp-thumbs', 'grid-template-columns')?.match(/^repeat\((\d+),/)?.[1];
    expect(v).toBe(`${cssValue(css, '.fp-carousel', 'height')?.replace('px', ' px')}; thumbnails ${columns} columns`);
  },
  'Default goal on preview if missing': (v) => expect(v).toBe(String(DEFAULT_GOAL)),
  'Percentage raised': (v) => {
    expect(v).toBe('round(raised / goal * 100); 0 if goal is 0');
    expect([percentRaised(1, 3), percentRaised(2, 3), percentRaised(15000, 10000), percentRaised(500, 0)]).toEqual([
      33, 67, 150, 0,
    ]);
  },
  'File-size display': (v) => {
    expect(v).toBe("1024-based units (Bytes, KB, MB, GB), up to 2 decimals; 0 shows '0 Bytes'");
    const shownSizes = [0, 1000, 1024, 1536, 1234567, 2 * MB, 3 * 1024 * MB].map(formatBytes);
    expect(shownSizes).toEqual(['0 Bytes', '1000 Bytes', '1 KB', '1.5 KB', '1.18 MB', '2 MB', '3 GB']);
  },
  'Minimum age': (v) => {
    expect(legalText('terms')).toContain(`at least ${v} years old`);
    expect(legalText('privacy')).toContain(`at least ${v} years old`);
  },
  'Refund requests': (v) => {
    const [, days, processing] = /^within (\d+) days of donation; processing (\S+) business days$/.exec(v) ?? [];
    expect(legalText('terms')).toContain(`within ${days} days of the donation`);
    expect(legalText('refunds')).toContain(`within ${days} days of your donation`);
    for (const page of ['terms', 'refunds'] as const) expect(legalText(page)).toContain(`${processing} business days`);
  },
  'Funds release': (v) => {
    for (const page of ['terms', 'refunds', 'security'] as const) expect(legalText(page)).toContain(v);
  },
  'Platform fees': (v) => {
    expect(v).toBe('none currently');
    expect(legalText('terms')).toContain('currently charges no platform fees');
  },
  // Both currencies exist; a fundraiser picks one, KES by default (decisions, Currency).
  Currency: (v) => {
    expect(v).toBe('USD on fundraiser screens; KES in the Terms');
    expect([...CURRENCIES].sort()).toEqual(['KES', 'USD']);
    expect(legalText('terms')).toContain('Transactions are in Kenya shillings (KES)');
  },
  Retention: (v) => {
    const years = (text: string) => [...text.matchAll(/(\d+) years/g)].map((m) => m[1]);
    const retention = texts(enResources.legal.privacy.sections.retention as unknown as Tree).join('\n');
    expect(years(retention)).toEqual(years(v));
  },
  'Regulator breach notice': (v) => {
    for (const page of ['privacy', 'security'] as const) expect(legalText(page)).toContain(v);
  },
  'Data rights requests': (v) => {
    const [, days, hours] = /^answered within (\d+) days; customer support within (\d+) hours$/.exec(v) ?? [];
    expect(legalText('privacy')).toContain(`We answer privacy requests within ${days} days`);
    expect(legalText('privacy')).toContain(`other messages within ${hours} hours`);
  },
};

describe("the spec's constants (§9)", () => {
  const rows = tableRows(section(markdown, 9));

  it('are read from the spec, and each has a checker', () => {
    expect(rows.size).toBeGreaterThanOrEqual(30);
    expect([...rows.keys()].filter((name) => !(name in CHECKERS))).toEqual([]);
    expect(Object.keys(CHECKERS).filter((name) => !rows.has(name))).toEqual([]);
  });

  it.each([...rows])('%s: %s', (name, value) => CHECKERS[name]?.(value));
});
