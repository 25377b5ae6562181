import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { shows } from './app.ts';
import { baseUrl, demoCookieHeader } from './browser.ts';
import { serverView } from './wizard.ts';

// The donor's page in e2e tests: demo fundraisers by their title, an owner's fundraiser made
// through the API, and where things are drawn.

/** A live demo fundraiser (seeded on start) whose title contains `text`, with its review. */
export async function demoFundraiser(text: string) {
  const list = (await (await fetch(`${baseUrl()}/api/fundraisers/?page_size=50`)).json()) as {
    data: { short_code: string; title: string }[];
  };
  const found = list.data.find((f) => f.title.includes(text));
  if (!found) throw new Error(`No demo fundraiser titled like '${text}'`);
  const reply = (await (await fetch(`${baseUrl()}/api/fundraisers/${found.short_code}/review/`)).json()) as {
    data: any;
  };
  const review = reply.data;
  return { ...found, review };
}

/** A fundraiser with details and no photos yet, Pending Review, made by `email` through the API. */
export async function pendingFundraiserOf(email: string, title: string) {
  const server = await serverView(email);
  const created = await server.post('/fundraisers/', { fundraising_category_id: 1 });
  const id = created.id as string;
  await server.post('/individual-details/', {
    fundraiser: id,
    fundraiser_title: title,
    fundraiser_details: 'The rains come in March and the roof leaks over the children’s class.',
    fundraiser_goal: 250000,
  });
  return { id, short_code: created.short_code as string };
}

/** Approves a Pending Review fundraiser as the demo's reviewer would, through the API. */
export async function approveAsReviewer(shortCode: string) {
  const reply = await fetch(`${baseUrl()}/api/moderation/fundraisers/${shortCode}/approve/`, {
    method: 'POST',
    headers: { cookie: demoCookieHeader('reviewer') },
  });
  expect(reply.status).toBe(200);
}

/** Where an element is drawn, to the fraction of a pixel. */
export async function boxOf(locator: Locator) {
  const box = await (await shows(locator)).boundingBox();
  expect(box).not.toBeNull();
  return box!;
}
