import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';

// A donor's steps in the donation sheet, against the Daraja simulator.

/** A number no other test uses: the simulator pays it after a short while. */
export const freshPhone = () => `07${String(randomInt(10_000_000, 99_999_999))}`;

/** An amount as the app writes it: 'Ksh 1,500' (with a no-break space). */
export const ksh = (amount: number) => `Ksh\u00a0${amount.toLocaleString('en-KE')}`;

/** The element has been adopted by React (the island is hydrated). */
export const hydrated = (page: Page, selector: string) =>
  page.waitForFunction((sel) => {
    const el = (globalThis as any).document.querySelector(sel);
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
  }, selector);

/** Fills the sheet (in the dialog or on its page) and presses Donate. */
export async function give(
  scope: Page,
  { preset = '500', phone = freshPhone(), name = 'Wanjiku', anonymous = false } = {},
) {
  const sheet = scope.locator('form.donate-sheet:visible');
  // The presets are radio buttons drawn as chips: chosen from the keyboard, as a screen-reader user would.
  await sheet.getByRole('radio', { name: new RegExp(`^Ksh.${Number(preset).toLocaleString('en-KE')}$`) }).focus();
  await scope.keyboard.press('Space');
  await sheet.getByLabel('M-Pesa phone number').fill(phone);
  await sheet.getByLabel('Your name').fill(name);
  if (anonymous) await sheet.getByLabel('Give anonymously').check();
  await sheet
    .getByRole('button', { name: new RegExp(`^Donate Ksh.${Number(preset).toLocaleString('en-KE')}$`) })
    .click();
  return phone;
}
