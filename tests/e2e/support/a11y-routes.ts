import type { Page } from 'playwright-core';
import { header, PASSWORD, shows, uniqueEmail } from './app.ts';
import { baseUrl } from './browser.ts';
import { demoFundraiser } from './fundraiser-page.ts';
import { settle } from './a11y-session.ts';
import type { DemoAccount } from '../setup/global-setup.ts';

// What the accessibility audit visits: every route, and the states a user opens on them (tabs,
// menus, the drawer, dialogs), for a signed-out visitor and for the demo organiser.

export interface Visit {
  /** How the report names it, e.g. '/f/{code} (QR code dialog)'. */
  name: string;
  path: string;
  /** Opens a state after the page has settled (a menu, a tab, a dialog). */
  open?: (page: Page) => Promise<void>;
  /** Only for this session (both when left out). */
  only?: 'guest' | 'organiser';
  /** Only at this viewport (both when left out). */
  viewport?: 'phone' | 'desktop';
}

export interface Codes {
  fundraiser: string;
  item: string;
  /** Baby Amani's: treasurers, withdrawals, pledges and cash (seed/demo-money.ts). */
  money: string;
}

/** A live demo fundraiser and a demo item offer, seeded when the server starts. */
export async function demoCodes(): Promise<Codes> {
  const { short_code } = await demoFundraiser('Wanjiku');
  const items = (await (await fetch(`${baseUrl()}/api/items/?page_size=5`)).json()) as {
    data: { code?: string; short_code?: string }[];
  };
  const item = items.data[0];
  if (!item) throw new Error('No demo item offer');
  const money = (await demoFundraiser('Baby Amani')).short_code;
  return { fundraiser: short_code, item: (item.code ?? item.short_code)!, money };
}

// By structure, not by text: the same visits run in English and in Kiswahili.
const clickOn = (selector: string) => async (page: Page) => {
  await (await shows(page.locator(selector))).click();
  await settle(page);
};

const openDonateMenu = async (page: Page) => {
  await (await shows(header(page).locator('button.donate-toggle'))).click();
  await shows(page.locator('#donate-menu'));
  await settle(page);
};
const openAvatarMenu = async (page: Page) => {
  await (await shows(header(page).locator('button.avatar-button'))).click();
  await shows(page.locator('#account-menu'));
  await settle(page);
};
const openDrawer = async (page: Page) => {
  await (await shows(header(page).locator('button.drawer-toggle'))).click();
  await shows(page.locator('#site-drawer'));
  await settle(page);
};

/** Each tab of the profile pages after the first (their ids end in '-tab-<id>'). */
const profileTabs = (path: string, only?: Visit['only']): Visit[] =>
  ['campaigns', 'contributions', 'settings'].map((id) => ({
    name: `${path} (${id} tab)`,
    path,
    open: clickOn(`[role="tab"][id$="-tab-${id}"]`),
    only,
  }));

/** The wizard's second step (a beneficiary chosen, Continue); with errors: a field touched and left empty. */
const wizardDetails = (withErrors: boolean) => async (page: Page) => {
  // The draft is kept on the device: a later visit may reopen at the details step already.
  await shows(page.locator('main #beneficiary-title, main form'));
  if (await page.locator('main #beneficiary-title').isVisible()) {
    await page.locator('main input[type="radio"]').first().check();
    await page.locator('main .wizard-actions .button-solid').click();
  }
  await shows(page.locator('main form'));
  // Its fields are checked once touched: the first left empty shows its error.
  if (withErrors) {
    await page.locator('main form.details-form input').first().focus();
    await page.keyboard.press('Tab');
    await shows(page.locator('main form.details-form .field-error'));
  }
  await settle(page);
};

/** The sign-up form sent empty (its errors), or filled in (the code screen). */
const signUp = (filled: boolean) => async (page: Page) => {
  if (filled) {
    await (await shows(page.locator('main input[name="firstname"]'))).fill('Achieng');
    await page.locator('main input[name="lastname"]').fill('Odhiambo');
    await page.locator('main input[name="email_address"]').fill(uniqueEmail('a11y'));
    await page.locator('main input[name="password"]').fill(PASSWORD);
    await page.locator('main input[name="password_confirm"]').fill(PASSWORD);
  }
  await page.locator('main form button[type="submit"]').click();
  await (filled ? shows(page.locator('main input[autocomplete="one-time-code"]')) : settle(page));
  await settle(page);
};

/** The login form sent empty: its errors. */
const emptyLogin = async (page: Page) => {
  await (await shows(page.locator('main form button[type="submit"]'))).click();
  await settle(page);
};

/** The owner's page of the organiser's first fundraiser, found through the dashboard. */
export async function ownerPath(page: Page) {
  await page.goto('/dashboard');
  const link = await shows(page.locator('a[href^="/fundraiser/"]:not([href="/fundraiser/create"])'));
  return (await link.getAttribute('href'))!;
}

export function visits(codes: Codes, owner: string | null): Visit[] {
  const f = `/f/${codes.fundraiser}`;
  const list: Visit[] = [
    { name: '/', path: '/' },
    { name: '/ (Donate menu)', path: '/', open: openDonateMenu, viewport: 'desktop' },
    { name: '/ (drawer)', path: '/', open: openDrawer, viewport: 'phone' },
    { name: '/ (avatar menu)', path: '/', open: openAvatarMenu, only: 'organiser' },
    { name: '/fundraisers', path: '/fundraisers' },
    { name: '/fundraisers?view=items', path: '/fundraisers?view=items' },
    { name: '/f/{code}', path: f },
    { name: '/f/{code} (Supporters tab)', path: f, open: clickOn('#fp-tab-supporters') },
    { name: '/f/{code} (Updates tab)', path: f, open: clickOn('#fp-tab-updates') },
    { name: '/f/{code} (QR code dialog)', path: f, open: clickOn('.share-tools .share-row > button:last-child') },
    { name: '/f/{code} (copy link)', path: f, open: clickOn('.share-tools .share-row > button:first-of-type') },
    { name: '/f/{code} (donate dialog)', path: f, open: clickOn('a.fp-donate[data-donate]') },
    { name: '/f/{code}/donate', path: `${f}/donate` },
    { name: '/f/{code}/report', path: `${f}/report` },
    // A pledge (D-240, D-241): its form, sent empty (its errors), and the owner's pledges screen.
    { name: '/f/{code}/pledge', path: `${f}/pledge` },
    { name: '/f/{code}/pledge (errors)', path: `${f}/pledge`, open: clickOn('form.pledge-form button[type="submit"]') },
    { name: '/items/{code}', path: `/items/${codes.item}` },
    { name: '/items/{code}/report', path: `/items/${codes.item}/report` },
    { name: '/donate?type=items', path: '/donate?type=items' },
    { name: '/donate?type=fundraiser', path: '/donate?type=fundraiser' },
    { name: '/auth/login', path: '/auth/login', only: 'guest' },
    { name: '/auth/register', path: '/auth/register', only: 'guest' },
    { name: '/auth/login (errors)', path: '/auth/login', open: emptyLogin, only: 'guest' },
    { name: '/auth/register (errors)', path: '/auth/register', open: signUp(false), only: 'guest' },
    { name: '/auth/register (code screen)', path: '/auth/register', open: signUp(true), only: 'guest' },
    { name: '/auth/forgot-password', path: '/auth/forgot-password', only: 'guest' },
    { name: '/contact-us', path: '/contact-us' },
    { name: '/terms-and-conditions', path: '/terms-and-conditions' },
    { name: '/privacy-policy', path: '/privacy-policy' },
    { name: '/cookie-policy', path: '/cookie-policy' },
    { name: '/refund-policy', path: '/refund-policy' },
    { name: '/security-policy', path: '/security-policy' },
    { name: '/profile/demo', path: '/profile/demo' },
    ...profileTabs('/profile/demo'),
    { name: '/a-page-that-does-not-exist', path: '/a-page-that-does-not-exist' },
    // The wizard's first step, then its second: the account step for a guest, details for the organiser.
    { name: '/fundraiser/create', path: '/fundraiser/create' },
    { name: '/fundraiser/create (second step)', path: '/fundraiser/create', open: wizardDetails(false) },
    {
      name: '/fundraiser/create (details, errors)',
      path: '/fundraiser/create',
      open: wizardDetails(true),
      only: 'organiser',
    },
    { name: '/dashboard', path: '/dashboard', only: 'organiser' },
    { name: '/dashboard/profile', path: '/dashboard/profile', only: 'organiser' },
    ...profileTabs('/dashboard/profile', 'organiser'),
    { name: '/dashboard/settings', path: '/dashboard/settings', only: 'organiser' },
    {
      name: '/dashboard/settings (delete-account dialog)',
      path: '/dashboard/settings',
      open: clickOn('.settings-danger-button'),
      only: 'organiser',
    },
  ];
  if (owner) {
    list.push(
      { name: '/fundraiser/{id}', path: owner, only: 'organiser' },
      {
        name: '/fundraiser/{id} (close dialog)',
        path: owner,
        open: clickOn('.owner-actions-buttons > button:last-child'),
        only: 'organiser',
      },
    );
  }
  return list;
}

/** A screen of someone who holds money or judges it: each signed in as their demo account. */
export type RoleVisit = Omit<Visit, 'only'> & { account: DemoAccount };

/** Opens every disclosure of the treasurers' section (each reads its list once opened). */
const openTreasurers = async (page: Page) => {
  await shows(page.locator('details.treasurers-of').first());
  for (const summary of await page.locator('details.treasurers-of > summary').all()) await summary.click();
  // The list loaded (the demo's Baby Amani holds money, so its panel says a change needs approval, D-255).
  await shows(page.locator('details.treasurers-of .treasurers-panel').first());
  await settle(page);
};

/** The money story's screens: the review's Payouts, the owner's money, pledges and cash book, a treasurer's dashboard. */
export const roleVisits = ({ money }: Codes): RoleVisit[] => [
  { name: '/review', path: '/review', account: 'reviewer' },
  {
    name: '/review (Payouts tab)',
    path: '/review',
    open: clickOn('[role="tab"][id$="-tab-payouts"]'),
    account: 'reviewer',
  },
  {
    name: '/dashboard (money, its destination form and treasurers open)',
    path: '/dashboard',
    open: async (page) => {
      await clickOn(`button[aria-controls="money-${money}"]`)(page);
      // The change of destination, which says the 48-hour hold before it is sent.
      await clickOn(`#money-${money} .money-destination > button`)(page);
      await shows(page.locator(`#money-${money} form.money-destination-form .money-wait`));
      await openTreasurers(page);
    },
    account: 'moneyOrganiser',
  },
  { name: '/dashboard/pledges/{code}', path: `/dashboard/pledges/${money}`, account: 'moneyOrganiser' },
  { name: '/dashboard/cash-book/{code}', path: `/dashboard/cash-book/${money}`, account: 'moneyOrganiser' },
  { name: '/dashboard (a withdrawal to approve)', path: '/dashboard', account: 'treasurer' },
];
