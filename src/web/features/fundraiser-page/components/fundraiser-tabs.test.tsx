import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Review } from '#shared/schemas/review.schema.ts';
import { i18n } from '#web/lib/i18n.ts';
import { CATEGORY, makeReview } from '../test-support/review-fixture.ts';
import { FundraiserPage } from './fundraiser-page.tsx';

// The page's tabs (spec §2): Details, About (startups and organisations), Supporters; the WAI-ARIA
// tabs pattern with one tab stop and arrow keys.

function renderPage(review: Review) {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <FundraiserPage review={review} />
    </I18nextProvider>,
  );
  return user;
}

const tablist = () => screen.getByRole('tablist', { name: 'About this fundraiser' });
const tabNames = () =>
  within(tablist())
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
const panel = () => screen.getByRole('tabpanel');
/** The label and value pairs of the About panel's facts, as shown. */
const factsIn = (el: HTMLElement) =>
  [...el.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

const ORGANISATION = {
  organisation_name: 'Maji Safi Trust',
  registration_number: 'NGO/2019/123',
  website: 'majisafi.or.ke',
  social_media: '@majisafi',
  mission: null,
};

describe('FundraiserPage tabs', () => {
  it('opens on Details, showing the fundraiser details', () => {
    renderPage(makeReview({ detail: { fundraiser_details: 'Fees for the first term at Kisumu Girls.' } }));
    const details = screen.getByRole('tab', { name: 'Details' });
    expect(details).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName('Details');
    expect(panel()).toHaveTextContent(/^Fees for the first term at Kisumu Girls\.$/);
  });

  it.each([
    ['empty details', { detail: { fundraiser_details: '' } }],
    ['no details at all', { detail: null }],
  ] as const)('says no details were provided for %s', (_, overrides) => {
    renderPage(makeReview(overrides));
    expect(panel()).toHaveTextContent(/^No details provided for this fundraiser\.$/);
  });

  it('has no About tab for a fundraiser for oneself', () => {
    renderPage(makeReview({ fundraiser: { fundraising_category: CATEGORY.yourself } }));
    expect(tabNames()).toEqual(['Details', 'Supporters (3)']);
  });

  it('lists the donations on the Supporters tab', async () => {
    const user = renderPage(makeReview());
    await user.click(screen.getByRole('tab', { name: 'Supporters (3)' }));
    expect(screen.getByRole('tab', { name: 'Supporters (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(panel())
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\s+/g, ' ')),
    ).toEqual([
      'Otieno OdhiamboKsh 5,0002 hours ago',
      'Achieng AtienoKsh 4,000yesterday',
      'Kiprono KiptooKsh 3,0003 days ago',
    ]);
  });

  it('says there are no supporters yet on the Supporters tab when nobody has given', async () => {
    const user = renderPage(makeReview({ detail: { raised_amount: 0, supporters_count: 0 }, recent_transactions: [] }));
    await user.click(screen.getByRole('tab', { name: 'Supporters (0)' }));
    expect(panel()).toHaveTextContent(/^No supporters yet$/);
  });

  it("shows an organisation's facts on About, with its website as a link, and no mission", async () => {
    const user = renderPage(
      makeReview({ fundraiser: { fundraising_category: CATEGORY.organization }, detail: ORGANISATION }),
    );
    expect(tabNames()).toEqual(['Details', 'About', 'Supporters (3)']);
    await user.click(screen.getByRole('tab', { name: 'About' }));
    expect(panel()).toHaveAccessibleName('About');
    expect(factsIn(panel())).toEqual([
      ['Organisation', 'Maji Safi Trust'],
      ['Registration number', 'NGO/2019/123'],
      ['Website', 'majisafi.or.ke'],
      ['Social media', '@majisafi'],
    ]);
    const website = within(panel()).getByRole('link', { name: 'majisafi.or.ke' });
    expect(website).toHaveAttribute('href', 'https://majisafi.or.ke');
    expect(website).toHaveAttribute('target', '_blank');
    expect(within(panel()).queryByRole('link', { name: '@majisafi' })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { level: 3, name: 'Mission' })).toBeInTheDocument();
    expect(within(panel()).getByText('No mission information available.')).toBeInTheDocument();
  });

  it("shows an organisation's mission when it has one, leaving out the facts it lacks", async () => {
    const user = renderPage(
      makeReview({
        fundraiser: { fundraising_category: CATEGORY.organization },
        detail: { organisation_name: 'Maji Safi Trust', mission: 'Clean water for every school in Kisumu.' },
      }),
    );
    await user.click(screen.getByRole('tab', { name: 'About' }));
    expect(factsIn(panel())).toEqual([['Organisation', 'Maji Safi Trust']]);
    expect(within(panel()).getByText('Clean water for every school in Kisumu.')).toBeInTheDocument();
    expect(within(panel()).queryByText('No mission information available.')).not.toBeInTheDocument();
  });

  it("shows a startup's industry, stage and team size on About", async () => {
    const user = renderPage(
      makeReview({
        fundraiser: { fundraising_category: CATEGORY.startup },
        detail: {
          startup_name: 'Jua Kali Solar',
          location: 'Nakuru',
          industry_name: 'Energy',
          stage_name: 'Early revenue',
          team_size_name: '2-5',
          website: 'https://juakali.example',
          business_description: 'Solar lamps for market stalls.',
        },
      }),
    );
    await user.click(screen.getByRole('tab', { name: 'About' }));
    expect(factsIn(panel())).toEqual([
      ['Startup', 'Jua Kali Solar'],
      ['Location', 'Nakuru'],
      ['Industry', 'Energy'],
      ['Stage', 'Early revenue'],
      ['Team size', '2-5'],
      ['Website', 'https://juakali.example'],
    ]);
    expect(within(panel()).getByRole('link', { name: 'https://juakali.example' })).toHaveAttribute(
      'href',
      'https://juakali.example',
    );
    expect(within(panel()).getByText('Solar lamps for market stalls.')).toBeInTheDocument();
    expect(within(panel()).queryByText('Mission')).not.toBeInTheDocument();
  });
});

describe('FundraiserPage tabs from the keyboard', () => {
  const expectSelected = (name: string, panelText: RegExp) => {
    const tab = screen.getByRole('tab', { name });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveFocus();
    // One tab stop: only the chosen tab is in the tab order.
    for (const other of within(tablist()).getAllByRole('tab')) {
      expect(other).toHaveAttribute('aria-selected', String(other === tab));
      expect(other).toHaveAttribute('tabindex', other === tab ? '0' : '-1');
    }
    expect(panel()).toHaveAccessibleName(name);
    expect(panel()).toHaveAttribute('id', tab.getAttribute('aria-controls'));
    expect(panel()).toHaveTextContent(panelText);
  };

  it('moves the selection and the focus with the arrow keys, Home and End', async () => {
    const user = renderPage(
      makeReview({ fundraiser: { fundraising_category: CATEGORY.organization }, detail: ORGANISATION }),
    );
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expectSelected('Details', /^Amani starts form one/);

    await user.keyboard('{ArrowRight}');
    expectSelected('About', /No mission information available\./);
    await user.keyboard('{ArrowRight}');
    expectSelected('Supporters (3)', /Otieno Odhiambo/);
    // Past the last tab, round to the first; before the first, to the last.
    await user.keyboard('{ArrowRight}');
    expectSelected('Details', /^Amani starts form one/);
    await user.keyboard('{ArrowLeft}');
    expectSelected('Supporters (3)', /Otieno Odhiambo/);
    await user.keyboard('{ArrowLeft}');
    expectSelected('About', /Maji Safi Trust/);

    await user.keyboard('{Home}');
    expectSelected('Details', /^Amani starts form one/);
    await user.keyboard('{End}');
    expectSelected('Supporters (3)', /Otieno Odhiambo/);

    // Other keys leave the tabs alone.
    await user.keyboard('{ArrowDown}');
    expectSelected('Supporters (3)', /Otieno Odhiambo/);
  });

  it('reaches the chosen tab, then its panel, with Tab', async () => {
    const user = renderPage(makeReview());
    await user.click(screen.getByRole('tab', { name: 'Supporters (3)' }));
    await user.tab();
    expect(panel()).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('tab', { name: 'Supporters (3)' })).toHaveFocus();
    // The other tabs are skipped: back from the tabs is the last control before them, Pledge
    // (beside Donate).
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Pledge' })).toHaveFocus();
  });

  it('adds an Updates tab when the page is given one, its panel drawn (hidden) until it is chosen', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <FundraiserPage review={makeReview()} updates={<p>The tank is in!</p>} />
      </I18nextProvider>,
    );
    expect(tabNames()).toEqual(['Details', 'Supporters (3)', 'Updates']);
    // In the HTML (the server's too), not shown while Details is chosen.
    expect(screen.getByText('The tank is in!')).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Updates' }));
    expect(panel()).toHaveAccessibleName('Updates');
    expect(panel()).toHaveTextContent('The tank is in!');
    expect(screen.getByText('The tank is in!')).toBeVisible();
  });
});
