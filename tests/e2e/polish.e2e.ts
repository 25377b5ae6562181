import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { header, shows } from './support/app.ts';
import { auditContext, launchAuditBrowser, settle, type Language } from './support/a11y-session.ts';
import { demoFundraiser } from './support/fundraiser-page.ts';

// One progress-bar colour everywhere (D-183); the dashboard's card uses a wide screen's width and
// the search placeholders show whole, on a phone and on a desktop, in both languages (D-184).

let browser: Browser;
let fundraiser: { short_code: string; title: string };
beforeAll(async () => {
  browser = await launchAuditBrowser();
  fundraiser = await demoFundraiser('Wanjiku');
});
afterAll(async () => {
  await browser?.close();
});

/** The colour of a progress bar's fill, as drawn: a pixel a few px into its filled part. */
async function fillColour(bar: Locator) {
  await bar.scrollIntoViewIfNeeded();
  const png = await bar.screenshot({ animations: 'disabled' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + 4) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const BRAND = [11, 110, 79]; // --ion-color-primary

test('every progress bar is drawn in the one brand colour: cards, the fundraiser page, the dashboard', async () => {
  const context = await auditContext(browser, { name: 'desktop', width: 1280, height: 800 }, 'en', 'organiser');
  const page = await context.newPage();
  try {
    const colours: Record<string, number[]> = {};
    for (const [where, path, bar] of [
      ['a card in the list', '/fundraisers', `.card:has-text("${fundraiser.title}") progress`],
      ['the fundraiser page', `/f/${fundraiser.short_code}`, '.fp-funding progress'],
      ['the dashboard', '/dashboard', '.dash-card progress'],
    ] as const) {
      await page.goto(path);
      await settle(page);
      colours[where] = await fillColour(await shows(page.locator(bar)));
    }
    for (const [where, rgb] of Object.entries(colours))
      for (const [i, channel] of rgb.entries())
        expect(Math.abs(channel - BRAND[i]!), `${where}: rgb(${rgb.join(', ')})`).toBeLessThanOrEqual(3);
  } finally {
    await context.close();
  }
});

test("on a 1280 px screen the dashboard's fundraiser card takes the row's width", async () => {
  const context = await auditContext(browser, { name: 'desktop', width: 1280, height: 800 }, 'en', 'organiser');
  const page = await context.newPage();
  try {
    await page.goto('/dashboard');
    const card = (await (await shows(page.locator('.dash-card'))).boundingBox())!;
    const row = (await page.locator('.dash-cards').boundingBox())!;
    expect(card.width / row.width).toBeGreaterThanOrEqual(0.95);
    // Its photo beside the figures, not a tall half-width column.
    const photo = (await page.locator('.dash-card .dash-card-image').first().boundingBox())!;
    const raised = (await page.locator('.dash-card progress').boundingBox())!;
    expect(raised.x).toBeGreaterThanOrEqual(photo.x + photo.width);
  } finally {
    await context.close();
  }
});

/** The placeholder's width in its own font against the room inside the field, in CSS px. */
const placeholderFit = (field: Locator) =>
  field.evaluate((input: any) => {
    const style = (globalThis as any).getComputedStyle(input, '::placeholder');
    const own = (globalThis as any).getComputedStyle(input);
    const ctx = (globalThis as any).document.createElement('canvas').getContext('2d');
    ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      text: input.placeholder as string,
      needs: Math.ceil(ctx.measureText(input.placeholder).width),
      room: Math.floor(input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight)),
    };
  });

async function expectWhole(field: Locator, where: string) {
  const fit = await placeholderFit(await shows(field));
  expect(fit.text, where).not.toBe('');
  expect(fit.needs, `${where}: '${fit.text}' needs ${fit.needs} px, has ${fit.room}`).toBeLessThanOrEqual(fit.room);
}

async function openPage(language: Language, width: number, signedIn: boolean): Promise<Page> {
  const context = await auditContext(
    browser,
    { name: 'w', width, height: 800 },
    language,
    signedIn ? 'organiser' : undefined,
  );
  return context.newPage();
}

test.each([
  { language: 'en' as const, signedIn: false },
  { language: 'en' as const, signedIn: true },
  { language: 'sw' as const, signedIn: false },
])(
  'the search placeholders show whole ($language, signed in: $signedIn)',
  { timeout: 120_000 },
  async ({ language, signedIn }) => {
    // A phone: the drawer's search, the items list's search and the donation picker's.
    let page = await openPage(language, 360, signedIn);
    try {
      await page.goto('/fundraisers');
      await settle(page);
      await header(page).locator('.drawer-toggle').click();
      await expectWhole(page.locator('#site-drawer input[name="q"]'), `${language} drawer at 360 px`);
      await page.goto('/fundraisers?view=items');
      await (await shows(page.locator('summary.item-filters-toggle'))).click();
      await expectWhole(page.locator('.item-filters input[name="q"]'), `${language} items search at 360 px`);
      await page.goto('/donate?type=fundraiser');
      await expectWhole(page.locator('main input[type="search"]'), `${language} donation picker at 360 px`);
    } finally {
      await page.context().close();
    }
    // Wide screens, from the smallest with the header's own search.
    page = await openPage(language, 900, signedIn);
    try {
      for (const width of [900, 1000, 1100, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/fundraisers');
        await settle(page);
        await expectWhole(header(page).locator('input[name="q"]'), `${language} header at ${width} px`);
        // Still one line: the search's room is not bought by wrapping the header.
        expect((await header(page).boundingBox())!.height, `${language} header at ${width} px`).toBeLessThan(70);
      }
    } finally {
      await page.context().close();
    }
  },
);
