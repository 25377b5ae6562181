import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FundraiserImage } from '#shared/schemas/review.schema.ts';
import { i18n } from '#web/lib/i18n.ts';
import { makeImages } from '../test-support/review-fixture.ts';
import { PhotoCarousel } from './photo-carousel.tsx';

// The hero carousel (spec §2): a scroll-snap strip with Previous/Next, a counter and thumbnails.
// jsdom has no layout, no element scrolling and no requestIdleCallback: each is stood in for here.

const SLIDE_WIDTH = 760;
let scrollTo: ReturnType<typeof vi.fn>;

const setOn = (target: object, key: string, value: unknown) =>
  Object.defineProperty(target, key, { configurable: true, writable: true, value });

beforeEach(() => {
  scrollTo = vi.fn();
  setOn(HTMLElement.prototype, 'scrollTo', scrollTo);
});
afterEach(() => {
  delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  delete (document as { readyState?: unknown }).readyState;
});

function renderCarousel(images: FundraiserImage[]) {
  const user = userEvent.setup();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <PhotoCarousel images={images} />
    </I18nextProvider>,
  );
  const track = result.container.querySelector<HTMLElement>('.fp-track');
  if (track) Object.defineProperty(track, 'clientWidth', { configurable: true, value: SLIDE_WIDTH });
  return { ...result, user, track };
}

/** Each slide's photo, or null where it has none yet. */
const slidePhotos = (container: HTMLElement) =>
  [...container.querySelectorAll('.fp-slide')].map((slide) => slide.querySelector('img'));
const counter = () => screen.getByText(/^\d+ of \d+$/);
const thumbnail = (n: number) => screen.getByRole('button', { name: `Show photo ${n}` });

/** requestIdleCallback as a browser has it, run when the test says. */
function stubIdleCallback() {
  const pending = new Map<number, () => void>();
  let next = 1;
  const request = vi.fn((cb: () => void) => {
    pending.set(next, cb);
    return next++;
  });
  const cancel = vi.fn((id: number) => pending.delete(id));
  setOn(window, 'requestIdleCallback', request);
  setOn(window, 'cancelIdleCallback', cancel);
  const runIdle = () =>
    act(() => {
      for (const [id, cb] of pending) {
        pending.delete(id);
        cb();
      }
    });
  return { request, cancel, runIdle };
}

describe('PhotoCarousel navigation', () => {
  it('counts the photos and starts at the first, with Previous disabled', () => {
    renderCarousel(makeImages(3));
    expect(screen.getByRole('region', { name: 'Photos' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(counter()).toHaveTextContent(/^1 of 3$/);
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeEnabled();
    expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
    expect(thumbnail(2)).toHaveAttribute('aria-current', 'false');
    expect(thumbnail(3)).toHaveAttribute('aria-current', 'false');
  });

  it('moves on with Next and back with Previous, scrolling the strip a slide at a time', async () => {
    const { user, track, container } = renderCarousel(makeImages(3));
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toHaveTextContent(/^2 of 3$/);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SLIDE_WIDTH, behavior: 'smooth' });
    expect(scrollTo.mock.contexts.at(-1)).toBe(track);
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeEnabled();
    expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
    expect(thumbnail(1)).toHaveAttribute('aria-current', 'false');
    // Only the photo in view is read out; the others are hidden from assistive technology.
    const slides = [...container.querySelectorAll('.fp-slide')];
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual(['true', 'false', 'true']);
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toHaveTextContent(/^3 of 3$/);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * SLIDE_WIDTH, behavior: 'smooth' });
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toHaveTextContent(/^2 of 3$/);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SLIDE_WIDTH, behavior: 'smooth' });
  });

  it('jumps to a photo from its thumbnail', async () => {
    const { user } = renderCarousel(makeImages(3));
    await user.click(thumbnail(3));
    expect(counter()).toHaveTextContent(/^3 of 3$/);
    expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
    expect(thumbnail(1)).toHaveAttribute('aria-current', 'false');
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * SLIDE_WIDTH, behavior: 'smooth' });
  });

  it('follows a swipe of the strip', () => {
    const { track } = renderCarousel(makeImages(3));
    track!.scrollLeft = 2 * SLIDE_WIDTH - 10;
    fireEvent.scroll(track!);
    expect(counter()).toHaveTextContent(/^3 of 3$/);
    expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
    track!.scrollLeft = SLIDE_WIDTH + 20;
    fireEvent.scroll(track!);
    expect(counter()).toHaveTextContent(/^2 of 3$/);
  });

  it('shows the smallest copy in the thumbnails and offers every size to the hero', () => {
    const { container } = renderCarousel(makeImages(3));
    const thumb = thumbnail(2).querySelector('img');
    expect(thumb).toHaveAttribute('src', '/media/photo-2-320.webp');
    expect(thumb).toHaveAttribute('loading', 'lazy');
    const [hero] = slidePhotos(container);
    expect(hero).toHaveAttribute('src', '/media/photo-1-1080.webp');
    expect(hero).toHaveAttribute(
      'srcset',
      '/media/photo-1-320.webp 320w, /media/photo-1-640.webp 640w, /media/photo-1-1080.webp 1080w',
    );
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).not.toHaveAttribute('loading');
  });

  it('has neither arrows, counter nor thumbnails for a single photo', () => {
    const { container } = renderCarousel(makeImages(1));
    expect(slidePhotos(container)).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('1 of 1')).not.toBeInTheDocument();
  });

  it('shows the no-photos placeholder when there are none', () => {
    const { container } = renderCarousel([]);
    expect(screen.getByRole('img', { name: 'No photos yet' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/of 0/)).not.toBeInTheDocument();
  });
});

describe('PhotoCarousel loading the later photos', () => {
  it('draws only the first photo until the browser is idle after the page has loaded', async () => {
    expect(document.readyState).toBe('complete');
    const idle = stubIdleCallback();
    const { container } = renderCarousel(makeImages(3));
    expect(slidePhotos(container).map(Boolean)).toEqual([true, false, false]);
    expect(idle.request).toHaveBeenCalledTimes(1);
    expect(idle.request).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });

    idle.runIdle();
    const photos = slidePhotos(container);
    expect(photos.map((img) => img?.getAttribute('src'))).toEqual([
      '/media/photo-1-1080.webp',
      '/media/photo-2-1080.webp',
      '/media/photo-3-1080.webp',
    ]);
    for (const later of photos.slice(1)) expect(later).toHaveAttribute('loading', 'lazy');
  });

  it('waits for the load event while the page is still loading', () => {
    setOn(document, 'readyState', 'loading');
    const idle = stubIdleCallback();
    const { container } = renderCarousel(makeImages(3));
    expect(idle.request).not.toHaveBeenCalled();
    expect(slidePhotos(container).map(Boolean)).toEqual([true, false, false]);

    act(() => void window.dispatchEvent(new Event('load')));
    expect(idle.request).toHaveBeenCalledTimes(1);
    expect(slidePhotos(container).map(Boolean)).toEqual([true, false, false]);
    idle.runIdle();
    expect(slidePhotos(container).map(Boolean)).toEqual([true, true, true]);
  });

  it('fetches them at once when the donor reaches for the next photo', async () => {
    setOn(document, 'readyState', 'loading');
    stubIdleCallback();
    const { container, user } = renderCarousel(makeImages(3));
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(slidePhotos(container).map(Boolean)).toEqual([true, true, true]);
  });

  it('falls back to a timeout where there is no requestIdleCallback (as in jsdom)', async () => {
    expect('requestIdleCallback' in window).toBe(false);
    const { container } = renderCarousel(makeImages(3));
    expect(slidePhotos(container).map(Boolean)).toEqual([true, false, false]);
    await waitFor(() => expect(slidePhotos(container).map(Boolean)).toEqual([true, true, true]));
  });

  it('stops waiting when it goes away', () => {
    const idle = stubIdleCallback();
    const { unmount } = renderCarousel(makeImages(3));
    const id = idle.request.mock.results[0]!.value as number;
    unmount();
    expect(idle.cancel).toHaveBeenCalledWith(id);
  });

  it('stops listening for the load event when it goes away before the page has loaded', () => {
    setOn(document, 'readyState', 'loading');
    const idle = stubIdleCallback();
    const { unmount } = renderCarousel(makeImages(3));
    unmount();
    window.dispatchEvent(new Event('load'));
    expect(idle.request).not.toHaveBeenCalled();
  });

  it('stays within the photos when a refetch brings fewer than the one shown', async () => {
    const images = makeImages(3);
    const { user, rerender } = renderCarousel(images);
    await user.click(thumbnail(3));
    expect(counter().textContent).toBe('3 of 3');
    rerender(
      <I18nextProvider i18n={i18n}>
        <PhotoCarousel images={images.slice(0, 2)} />
      </I18nextProvider>,
    );
    expect(counter().textContent).toBe('2 of 2');
    expect(screen.getByRole('button', { name: 'Next photo' })).toHaveProperty('disabled', true);
    expect(thumbnail(2).getAttribute('aria-current')).toBe('true');
  });
});
