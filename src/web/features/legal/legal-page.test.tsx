import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LegalDocumentKey } from './documents.ts';
import { LegalPage } from './components/legal-page.tsx';

/** Renders one legal page as the root of a memory router (its footer uses router links). */
async function renderPage(document: LegalDocumentKey) {
  const rootRoute = createRootRoute({ component: () => <LegalPage document={document} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const result = render(<RouterProvider router={router} />);
  const article = await screen.findByRole('article');
  return { ...result, article };
}

/** The quick-navigation links and the sections they point to, in order. */
function anchorsAndSections(article: HTMLElement) {
  const nav = within(article).getByRole('navigation', { name: 'On this page' });
  const links = within(nav).getAllByRole('link');
  const sections = Array.from(article.querySelectorAll<HTMLElement>('section[id]'));
  return { links, sections };
}

function expectLinksMatchSections(article: HTMLElement, count: number) {
  const { links, sections } = anchorsAndSections(article);
  expect(links).toHaveLength(count);
  expect(sections).toHaveLength(count);
  expect(links.map((a) => a.getAttribute('href'))).toEqual(sections.map((s) => `#${s.id}`));
  // Each link reads like the heading of the section it leads to.
  sections.forEach((section, i) => {
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(links[i]!.textContent!);
  });
  return { links, sections };
}

const today = new Intl.DateTimeFormat('en-KE', { dateStyle: 'long' }).format(new Date());

describe('Privacy Policy', () => {
  it('renders ten anchored sections whose ids match the quick-navigation links', async () => {
    const { article } = await renderPage('privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const { sections } = expectLinksMatchSections(article, 10);
    expect(sections.map((s) => s.id)).toEqual([
      'introduction',
      'data-controller',
      'data-collected',
      'data-use',
      'legal-basis',
      'data-sharing',
      'security',
      'retention',
      'rights',
      'contact',
    ]);
  });

  it('shows the current date as the last-updated and effective dates', async () => {
    await renderPage('privacy');
    expect(screen.getByText(`Last updated: ${today}`)).toBeInTheDocument();
    expect(screen.getByText(`Effective: ${today}`)).toBeInTheDocument();
  });

  it("states the spec's facts: the law, the regulator, retention, deadlines and minimum age", async () => {
    const { article } = await renderPage('privacy');
    const text = article.textContent!;
    expect(text).toContain('Data Protection Act, 2019');
    expect(text).toContain('Office of the Data Protection Commissioner');
    expect(text).toContain('within 72 hours');
    expect(text).toContain('within 30 days');
    expect(text).toContain('at least 18 years old');
    expect(text).toContain('Your data is stored in Kenya');
    const retention = within(article.querySelector<HTMLElement>('#retention')!);
    expect(
      retention.getByRole('row', { name: /Financial records.*7 years after your last transaction/ }),
    ).toBeVisible();
    expect(retention.getAllByRole('row')).toHaveLength(5);
    // No catalogue key leaks through as text.
    expect(text).not.toMatch(/sections\.|blocks\./);
  });

  it('links to the Terms and home in its footer, and to the contact page in its text', async () => {
    const { article } = await renderPage('privacy');
    const footer = within(article).getByRole('navigation', { name: 'Related pages' });
    expect(within(footer).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(within(footer).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const contact = within(article.querySelector<HTMLElement>('#contact')!);
    expect(contact.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact-us');
  });

  it('keeps headings in order: one h1, then h2 only', async () => {
    const { article } = await renderPage('privacy');
    const levels = Array.from(article.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => h.tagName);
    expect(levels[0]).toBe('H1');
    expect(levels.slice(1).every((tag) => tag === 'H2')).toBe(true);
  });
});

describe('Terms and Conditions', () => {
  it('renders ten anchored sections whose ids match the quick-navigation links', async () => {
    const { article } = await renderPage('terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    const { links } = expectLinksMatchSections(article, 10);
    expect(links.map((a) => a.textContent)).toEqual([
      '1. Acceptance of these terms',
      '2. What Harambee is',
      '3. User accounts and verification',
      '4. Fundraising rules',
      '5. Donations and payments',
      '6. Content guidelines',
      '7. Prohibited activities',
      '8. Financial terms and refunds',
      '9. Limitation of liability',
      '10. Governing law and contact',
    ]);
  });

  it('states the rules on age, escrow, currency, fees and refunds, and links to the Privacy Policy', async () => {
    const { article } = await renderPage('terms');
    const text = article.textContent!;
    for (const fact of ['at least 18 years old', '5-7 business days', 'Kenya shillings (KES)', 'no platform fees']) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('within 30 days of the donation');
    expect(text).toContain('5-10 business days');
    expect(text).toContain('governed by the laws of Kenya');
    expect(text).toContain('suspended permanently');
    const footer = within(article).getByRole('navigation', { name: 'Related pages' });
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
  });
});

describe('Cookie, refund and security policies', () => {
  it.each([
    ['cookies', 'Cookie Policy', 6, ['access_token', 'refresh_token', '24 hours', '7 days', 'SameSite=Strict']],
    ['refunds', 'Refund Policy', 6, ['within 30 days', '5-10 business days', 'escrow', 'M-Pesa reversal']],
    [
      'security',
      'Security Policy',
      7,
      ['argon2id', 'encrypted in transit', 'within 72 hours', 'stored on servers in Kenya'],
    ],
  ] as const)('%s: anchored sections matching the navigation, with the facts', async (doc, title, count, facts) => {
    const { article } = await renderPage(doc);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expectLinksMatchSections(article, count);
    for (const fact of facts) expect(article.textContent).toContain(fact);
    expect(within(article).getAllByRole('link', { name: 'contact form' })[0]).toHaveAttribute('href', '/contact-us');
  });
});
