import { expect, test } from 'vitest';
import { shows } from './support/app.ts';
import { PHONE, useAppPage } from './support/browser.ts';

// Layout behaviour on a phone: every route change, in either layout, and every wizard step starts
// at the top of the page (spec §2); the profile's four tabs all fit the screen.

const session = useAppPage(PHONE);

// How far the visible page's scroller is from its top (Ionic's content scrolls, not the document).
const scrollTop = () =>
  session.page.evaluate(async () => {
    type IonContent = HTMLElement & { getScrollElement: () => Promise<HTMLElement> };
    const content = [...document.querySelectorAll<IonContent>('ion-content')].find((c) => c.offsetParent !== null);
    return (await content!.getScrollElement()).scrollTop;
  });
const scrollDown = async () => {
  await session.page.mouse.move(180, 400);
  await session.page.mouse.wheel(0, 2000);
  await expect.poll(scrollTop).toBeGreaterThan(100);
};

test('every route change starts at the top, in the auth layout too; so does each wizard step', async () => {
  await session.page.goto('/auth/register');
  await shows(session.page.getByRole('heading', { name: 'Create your account' }));
  await scrollDown();
  await session.page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await session.page.waitForURL((url) => url.pathname === '/auth/login');
  await expect.poll(scrollTop).toBe(0);

  await session.page.goto('/fundraiser/create');
  await (await shows(session.page.getByRole('radio', { name: /^Yourself/ }))).check();
  await scrollDown();
  await session.page.getByRole('button', { name: 'Continue', exact: true }).click();
  await shows(session.page.getByText('Step 2 of 4: Create Account'));
  await expect.poll(scrollTop).toBe(0);
});

test("the profile demo's four tabs all show on a 360 px phone", async () => {
  await session.page.goto('/profile/demo');
  const tabs = session.page.getByRole('tablist').getByRole('tab');
  await shows(tabs.first());
  expect(await tabs.allTextContents()).toEqual(['Profile', 'Campaigns', 'Contributions', 'Account Settings']);
  for (const box of await Promise.all((await tabs.all()).map((tab) => tab.boundingBox())))
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
});
