import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test-support/render.tsx';
import { switchLanguage } from '#web/lib/i18n.ts';
import { LaunchedNotice } from '../launched/launched-notice.tsx';
import { LaunchStep } from './launch-step.tsx';

// Step 4 (spec §2, §4): the launch animation's labels, ticks and the missing-fundraiser text.

afterEach(() => vi.useRealTimers());

const labels = () => screen.getAllByRole('listitem').map((li) => li.textContent);
const percent = () => Number(screen.getByRole('progressbar').getAttribute('value'));

describe('LaunchStep', () => {
  it('ticks every 2 s from 50 to 80 percent over the four labels, then shows the missing-fundraiser text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onLaunched = vi.fn(async () => undefined);
    await renderWithProviders(<LaunchStep shortCode={undefined} onLaunched={onLaunched} onStartOver={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Launching your fundraiser' })).toBeInTheDocument();
    expect(screen.getByText('Please wait while we set up everything')).toBeInTheDocument();
    expect(labels()).toEqual([
      expect.stringContaining('Creating your fundraiser (done)'),
      expect.stringContaining('Verifying your information (done)'),
      expect.stringContaining('Publishing to Harambee (in progress)'),
      expect.stringContaining('Pending Review! (waiting)'),
    ]);
    expect(percent()).toBe(50);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(percent()).toBe(70);
    expect(labels()[3]).toContain('Pending Review! (in progress)');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('heading', { name: 'Fundraiser details not found' })).toBeInTheDocument();
    expect(onLaunched).not.toHaveBeenCalled();
  });

  it('removes the draft, then opens the preview of the new fundraiser', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onLaunched = vi.fn(async () => undefined);
    const { router } = await renderWithProviders(
      <LaunchStep shortCode="AbCd2345" onLaunched={onLaunched} onStartOver={() => {}} />,
    );
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(onLaunched).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(onLaunched).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/f/AbCd2345'));
  });

  it('tells the preview it was just launched, so it can say what happens next', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await renderWithProviders(
      <LaunchStep shortCode="AbCd2345" fundraiserId="f-42" onLaunched={async () => {}} onStartOver={() => {}} />,
    );
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/f/AbCd2345'));
    expect(router.state.location.state.launchedFundraiserId).toBe('f-42');
  });
});

describe('LaunchedNotice', () => {
  it('says who checks the fundraiser, how long it takes, that an e-mail follows, and where to follow it', async () => {
    await renderWithProviders(<LaunchedNotice fundraiserId="f-42" />);
    const notice = screen.getByRole('region', { name: 'What happens next' });
    expect(notice).toHaveTextContent(
      'A reviewer checks every fundraiser before it goes live, usually within a day. We will e-mail you as soon as yours is approved, or tell you what to change.',
    );
    expect(notice).toHaveTextContent('You can already share the link: donations open once it is live.');
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Manage this fundraiser' })).toHaveAttribute('href', '/fundraiser/f-42');
  });

  it('speaks Kiswahili too', async () => {
    await switchLanguage('sw');
    try {
      await renderWithProviders(<LaunchedNotice fundraiserId="f-42" />);
      expect(screen.getByRole('region', { name: 'Kinachofuata' })).toHaveTextContent('ndani ya siku moja');
      expect(screen.getByRole('link', { name: 'Nenda kwenye dashibodi yangu' })).toHaveAttribute('href', '/dashboard');
    } finally {
      await switchLanguage('en');
    }
  });
});
