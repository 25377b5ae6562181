import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { shows } from './app.ts';
import { codeTextedAfter, textsTo, type wordsIn } from './money-out.ts';

// A change of treasurers on screen while money is held (D-255): the owner asks, a treasurer approves.

/**
 * The owner, with money held, asks for another treasurer on the dashboard (D-255): the panel says a
 * change needs the treasurers before the owner asks, then shows it waiting, with no other offered.
 */
export async function askForTreasurerOnScreen(
  page: Page,
  say: ReturnType<typeof wordsIn>,
  title: string,
  email: string,
) {
  await page.reload();
  const panel = await shows(page.getByRole('region', { name: say('treasurers:title'), exact: true }));
  await panel.getByText(say('treasurers:fundraiserTitle', { title }), { exact: true }).click();
  await shows(panel.getByText(say('treasurers:messages.changeNeedsApproval'), { exact: true }));
  const inviteForm = panel.getByRole('form', { name: say('treasurers:inviteTitle') });
  await inviteForm.getByLabel(say('treasurers:emailLabel'), { exact: true }).fill(email);
  await inviteForm.getByRole('button', { name: say('treasurers:invite') }).click();
  const waiting = panel.getByRole('region', { name: say('treasurers:change.title') });
  await shows(waiting.getByText(say('treasurers:change.add', { who: email }), { exact: true }));
  expect(await inviteForm.count()).toBe(0);
}

/** A treasurer approves the waiting change of treasurers on their dashboard with the code texted to them (D-255). */
export async function approveChangeOnScreen(
  page: Page,
  say: ReturnType<typeof wordsIn>,
  api: string,
  msisdn: string,
  organiser: string,
) {
  await page.goto('/dashboard');
  const asked = await shows(page.getByRole('region', { name: say('treasurers:change.title') }));
  await shows(asked.getByText(say('treasurers:change.askTreasurer', { organiser }), { exact: true }));
  const before = (await textsTo(api, msisdn)).length;
  await (await shows(asked.getByRole('button', { name: say('treasurers:change.sendCode') }))).click();
  const form = await shows(asked.getByRole('form', { name: say('treasurers:change.codeFor') }));
  await form
    .getByLabel(say('treasurers:change.code'), { exact: true })
    .fill(await codeTextedAfter(api, msisdn, before));
  await form.getByRole('button', { name: say('treasurers:change.confirm') }).click();
  await shows(page.getByText(say('treasurers:messages.changeMade'), { exact: true }));
}
