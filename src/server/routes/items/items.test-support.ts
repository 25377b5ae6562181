import { expect } from 'vitest';
import type { Session } from '#tests/support/api.ts';
import { itemSchema } from '#shared/schemas/items.schema.ts';

// Helpers of the item tests (not a test file itself).

export const offer = (overrides: Record<string, unknown> = {}) => ({
  category: 'shoes',
  title: 'School shoes, size 5',
  condition: 'good',
  quantity: 1,
  description: 'Black leather school shoes, worn one term.',
  county: 'Nairobi',
  town: 'Kasarani',
  share_phone: false,
  ...overrides,
});

export async function offerItem(session: Session, overrides: Record<string, unknown> = {}) {
  const reply = await session.post('/items/', offer(overrides));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return itemSchema.parse(reply.body.data);
}

export function uploadItemImages(session: Session, code: string, files: File[], headers?: Record<string, string>) {
  const form = new FormData();
  form.set('item', code);
  for (const file of files) form.append('image', file);
  return session.request('/item-images/', { method: 'POST', body: form, headers });
}
