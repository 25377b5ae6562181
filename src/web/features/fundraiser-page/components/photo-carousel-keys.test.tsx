import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { makeImages } from '../test-support/review-fixture.ts';
import { PhotoCarousel, slideForKey } from './photo-carousel.tsx';

// The carousel from the keyboard: its strip is a tab stop, and the arrow keys, Home and End move
// between the photos (jsdom has no element scrolling: scrollTo is stood in for).

const SLIDE_WIDTH = 760;
let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, writable: true, value: scrollTo });
});
afterEach(() => {
  delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
});

function renderCarousel(count: number) {
  const user = userEvent.setup();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <PhotoCarousel images={makeImages(count)} />
    </I18nextProvider>,
  );
  const track = result.container.querySelector<HTMLElement>('.fp-track')!;
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: SLIDE_WIDTH });
  return { user, track };
}

const counter = () => screen.getByText(/^\d+ of \d+$/);

describe('PhotoCarousel from the keyboard', () => {
  it('reaches the strip with Tab, named by the photo shown', async () => {
    const { user, track } = renderCarousel(3);
    await user.tab();
    expect(track).toHaveFocus();
    expect(track).toHaveAttribute('role', 'group');
    expect(track).toHaveAccessibleName('1 of 3');
  });

  it('moves with the arrow keys, Home and End, and the counter follows', async () => {
    const { user } = renderCarousel(3);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent(/^2 of 3$/);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SLIDE_WIDTH, behavior: 'smooth' });
    await user.keyboard('{End}');
    expect(counter()).toHaveTextContent(/^3 of 3$/);
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent(/^3 of 3$/);
    await user.keyboard('{Home}');
    expect(counter()).toHaveTextContent(/^1 of 3$/);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent(/^1 of 3$/);
  });

  it('is no tab stop for a single photo, which does not scroll', () => {
    const { track } = renderCarousel(1);
    expect(track).not.toHaveAttribute('tabindex');
  });

  it('maps keys to photos within the first and the last', () => {
    expect(slideForKey('ArrowRight', 0, 3)).toBe(1);
    expect(slideForKey('ArrowLeft', 0, 3)).toBe(0);
    expect(slideForKey('End', 0, 3)).toBe(2);
    expect(slideForKey('Home', 2, 3)).toBe(0);
    expect(slideForKey('Enter', 1, 3)).toBeNull();
  });
});
