import { describe, expect, it } from 'vitest';
import { Session } from '#tests/support/api.ts';

// Reference data of section 7: GET /common/fundraising-categories/, industries, startup-stages,
// team-sizes. Anyone may read them, and browsers may cache them.

const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

describe('GET /common/fundraising-categories/', () => {
  it('lists exactly the three fundraiser types, in display order', async () => {
    const reply = await new Session().get('/common/fundraising-categories/');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    const data = reply.body.data as Record<string, unknown>[];
    expect(data.map((c) => c.slug)).toEqual(['yourself', 'startup', 'organization']);
    expect(data.map((c) => c.name)).toEqual(['Yourself', 'Startup', 'Organization']);
    expect(data.map((c) => c.icon_name)).toEqual(['User', 'Users', 'Building']);
    expect(data.map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('gives every type exactly id, name, slug, description and icon_name', async () => {
    const { body } = await new Session().get('/common/fundraising-categories/');
    for (const category of body.data) {
      expect(Object.keys(category).sort()).toEqual(['description', 'icon_name', 'id', 'name', 'slug']);
      expect(typeof category.description).toBe('string');
      expect(category.description.length).toBeGreaterThan(10);
    }
  });

  it('lets browsers cache the list', async () => {
    const reply = await new Session().get('/common/fundraising-categories/');
    expect(reply.headers.get('cache-control')).toBe(CACHE);
  });

  it('needs no sign-in', async () => {
    const session = new Session();
    expect(session.cookies.size).toBe(0);
    expect((await session.get('/common/fundraising-categories/')).status).toBe(200);
  });
});

describe.each([
  ['/common/industries/', 'Fintech and mobile money'],
  ['/common/startup-stages/', 'Idea'],
  ['/common/team-sizes/', 'Just me'],
])('GET %s', (path, first) => {
  it('lists {id, name} items with unique ids, in order', async () => {
    const reply = await new Session().get(path);
    expect(reply.status).toBe(200);
    const data = reply.body.data as { id: number; name: string }[];
    expect(data.length).toBeGreaterThan(0);
    for (const item of data) {
      expect(Object.keys(item).sort()).toEqual(['id', 'name']);
      expect(Number.isInteger(item.id)).toBe(true);
      expect(item.name.trim()).not.toBe('');
    }
    expect(new Set(data.map((i) => i.id)).size).toBe(data.length);
    expect(data[0]).toEqual({ id: 1, name: first });
  });

  it('lets browsers cache the list', async () => {
    const reply = await new Session().get(path);
    expect(reply.headers.get('cache-control')).toBe(CACHE);
  });
});

describe('lookup lists', () => {
  it('keeps the full startup stage and team size lists', async () => {
    const stages = await new Session().get('/common/startup-stages/');
    expect(stages.body.data.map((s: { name: string }) => s.name)).toEqual([
      'Idea',
      'Prototype or MVP',
      'Early revenue',
      'Growth',
      'Established',
    ]);
    const sizes = await new Session().get('/common/team-sizes/');
    expect(sizes.body.data).toHaveLength(5);
  });
});
