import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { header, hides, shows } from './support/app.ts';
import { baseUrl, DESKTOP, launchWithoutJavaScript, PHONE, type NoScriptBrowser } from './support/browser.ts';

// Every public page as the server draws it, read with JavaScript disabled (a donor opens
// a shared link on any phone): the pages show their content, and their links, GET forms and
// popovers (drawer, Donate menu) work with no script at all.

interface Card {
  short_code: string;
  title: string;
  category: { name: string; slug: string };
}

/** The live fundraisers as the API lists them, and how many there are. */
async function liveFundraisers() {
  const reply = (await (await fetch(`${baseUrl()}/api/fundraisers/?page_size=50`)).json()) as {
    data: Card[];
    meta: { total: number };
  };
  return { cards: reply.data, total: reply.meta.total };
}

/** The titles of the cards on the page. */
const cardTitles = (page: Page) => page.locator('main .cards .card-title').allInnerTexts();

let browser: NoScriptBrowser;
let page: Page;
beforeAll(async () => {
  browser = await launchWithoutJavaScript();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await page?.close();
});

const open = async (path: string, viewport = DESKTOP) => {
  page = await browser.newPage(viewport);
  return page.goto(path);
};

describe('with JavaScript disabled', () => {
  test('a shared link shows title, progress and Donate', async () => {
    const { cards } = await liveFundraisers();
    const live = cards[0]!;
    const response = await open(`/f/${live.short_code}`, PHONE);
    expect(response?.status()).toBe(200);
    await shows(page.getByRole('heading', { name: live.title, level: 1 }));
    await shows(page.getByRole('progressbar'));
    expect(await page.locator('img[fetchpriority="high"]').count()).toBe(1);
    await (await shows(page.locator('main').getByRole('link', { name: 'Donate', exact: true }))).click();
    // The donation sheet, drawn by the server as a plain form.
    await page.waitForURL((url) => url.pathname === `/f/${live.short_code}/donate`);
  });

  test('the home page shows its hero and the live fundraisers, linked to their pages', async () => {
    const { cards } = await liveFundraisers();
    const response = await open('/');
    expect(response?.status()).toBe(200);
    await shows(page.getByRole('heading', { name: 'Fundraising for the people and causes you care about', level: 1 }));
    await shows(page.locator('.hero').getByRole('link', { name: 'Create a fundraiser' }));
    await shows(page.getByRole('heading', { name: 'Live fundraisers' }));
    const titles = await cardTitles(page);
    expect(titles.length).toBe(Math.min(6, cards.length));
    for (const title of titles) expect(cards.map((c) => c.title)).toContain(title);
    await page.getByRole('link', { name: titles[0]! }).first().click();
    const opened = cards.find((c) => c.title === titles[0])!;
    await page.waitForURL((url) => url.pathname === `/f/${opened.short_code}`);
    await shows(page.getByRole('heading', { name: opened.title, level: 1 }));
  });

  test('/fundraisers lists the cards; category chips filter; the search form shows results', async () => {
    const { cards, total } = await liveFundraisers();
    const response = await open('/fundraisers');
    expect(response?.status()).toBe(200);
    await shows(page.getByRole('heading', { name: 'Fundraisers', level: 1 }));
    expect((await cardTitles(page)).sort()).toEqual(cards.map((c) => c.title).sort());
    await shows(page.getByText(`Showing ${cards.length} of ${total}`, { exact: true }));

    // A category chip is a link: it opens that category's list, and says it is the current one.
    const category = cards[1]!.category;
    const chips = page.getByRole('navigation', { name: 'Category' });
    expect(await chips.getByRole('link', { name: 'All', exact: true }).getAttribute('aria-current')).toBe('page');
    await chips.getByRole('link', { name: category.name, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === category.slug);
    const inCategory = cards.filter((c) => c.category.slug === category.slug).map((c) => c.title);
    expect(inCategory.length).toBeLessThan(cards.length);
    expect((await cardTitles(page)).sort()).toEqual(inCategory.sort());
    await shows(page.getByText(`Showing ${inCategory.length} of ${inCategory.length}`, { exact: true }));
    expect(
      await page
        .getByRole('navigation', { name: 'Category' })
        .getByRole('link', { name: category.name, exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');

    // The header's search is a GET form: ?q= and the results.
    const wanted = cards[1]!;
    const words = wanted.title.split(' ').slice(0, 3).join(' ');
    const search = await shows(header(page).getByRole('searchbox', { name: 'Search fundraisers' }));
    await search.fill(words);
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/fundraisers' && url.searchParams.get('q') === words);
    await shows(page.getByRole('heading', { name: `Results for "${words}"`, level: 1 }));
    expect(await cardTitles(page)).toContain(wanted.title);
    await shows(page.getByText(/^Showing \d+ of \d+$/));
  });

  test('a legal page shows its title and numbered sections', async () => {
    const response = await open('/privacy-policy');
    expect(response?.status()).toBe(200);
    await shows(page.getByRole('heading', { name: 'Privacy Policy', level: 1 }));
    const sections = page.locator('main .legal-section');
    expect(await sections.count()).toBeGreaterThanOrEqual(3);
    await shows(sections.first().getByRole('heading'));
    expect((await sections.first().innerText()).trim().length).toBeGreaterThan(100);
  });

  test('/contact-us shows its title and the form', async () => {
    const response = await open('/contact-us');
    expect(response?.status()).toBe(200);
    await shows(page.getByRole('heading', { name: 'Contact us', level: 1 }));
    const form = await shows(page.locator('main form.contact-form'));
    await shows(form.getByLabel('Your name'));
    await shows(form.getByLabel('Email address'));
    await shows(form.getByLabel('Message'));
    await shows(form.getByRole('button', { name: 'Send message' }));
  });

  test('an unknown path answers 404 with the site header and footer and a working home link', async () => {
    const response = await open('/no/such/page');
    expect(response?.status()).toBe(404);
    await shows(page.getByRole('heading', { name: 'Not Found', level: 1 }));
    await shows(page.getByText("Oops! Looks like you're lost.", { exact: true }));
    await shows(header(page).getByRole('link', { name: 'Harambee home' }));
    await shows(page.locator('footer.site-footer').getByRole('link', { name: 'Privacy Policy' }));
    await page.locator('main').getByRole('link', { name: 'home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await shows(page.getByRole('heading', { name: 'Fundraising for the people and causes you care about' }));
  });

  test("a fundraiser link without a code or with an unknown one says so in the preview's error panel", async () => {
    for (const [path, error] of [
      ['/f/', 'No URL provided'],
      ['/f/ZZZZZZZZ', 'Failed to load fundraiser'],
    ]) {
      const response = await open(path!);
      expect(response?.status()).toBe(404);
      await shows(page.getByRole('heading', { name: 'Not Found', level: 1 }));
      await shows(page.getByRole('alert').getByText(error!, { exact: true }));
    }
  });

  test('the drawer ☰ opens and closes as a popover', async () => {
    await open('/', PHONE);
    const drawer = page.locator('#site-drawer');
    await hides(drawer.getByRole('link', { name: 'Fundraisers', exact: true }));
    await (await shows(header(page).getByRole('button', { name: 'Open menu' }))).click();
    await shows(drawer.getByRole('link', { name: 'Donate to a fundraiser' }));
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await hides(drawer.getByRole('link', { name: 'Fundraisers', exact: true }));
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    await (await shows(drawer.getByRole('link', { name: 'Fundraisers', exact: true }))).click();
    await page.waitForURL((url) => url.pathname === '/fundraisers' && url.search === '');
    await shows(page.getByRole('heading', { name: 'Fundraisers', level: 1 }));
  });

  test('the Donate dropdown opens as a popover and its links lead on', async () => {
    await open('/');
    const menu = page.locator('#donate-menu');
    await hides(menu.getByRole('link', { name: 'Donate physical items' }));
    await (await shows(header(page).getByRole('button', { name: 'Donate', exact: true }))).click();
    await shows(menu.getByRole('link', { name: 'Donate to a fundraiser' }));
    await (await shows(menu.getByRole('link', { name: 'Donate physical items' }))).click();
    await page.waitForURL((url) => url.pathname === '/donate' && url.searchParams.get('type') === 'items');
  });
});
