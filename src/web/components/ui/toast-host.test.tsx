import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider, store } from '#web/lib/store.ts';
import { toast, toastsAtom } from '#web/lib/toast.ts';
import { ToastHost } from './toast-host.tsx';

// D-180: where toasts sit over the page (below 900 px: phones, small tablets) one shows at a time,
// the newest; wider screens keep the spec's dense stack top right (§2).

/** A screen `width` px wide, as matchMedia answers a max-width query on it. */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return { matches: width <= max, media: query, addEventListener() {}, removeEventListener() {} };
  });
}

/** The toasts a person sees (a status, or an alert for an error), by their text. */
const shown = () =>
  [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')]
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((x) => x.querySelector('span')?.textContent);

function renderHost() {
  render(
    <Provider store={store}>
      <ToastHost />
    </Provider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  store.set(toastsAtom, []);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ToastHost', () => {
  it('on a 360 px phone shows one toast at a time, the newest, for its full 5 s', () => {
    screenOf(360);
    renderHost();
    act(() => {
      toast('success', 'Account verified successfully!');
      toast('success', 'Fundraiser created successfully!');
      toast('warning', 'Maximum 5 files allowed');
      toast('error', 'Failed to upload fundraiser images. Please try again.');
    });
    expect(shown()).toEqual(['Failed to upload fundraiser images. Please try again.']);
    // The replaced toasts' timers do not cut the newest one short.
    act(() => vi.advanceTimersByTime(4999));
    expect(shown()).toEqual(['Failed to upload fundraiser images. Please try again.']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });

  it('on a tablet below 900 px (toasts over the page) also shows only the newest', () => {
    screenOf(899);
    renderHost();
    act(() => {
      toast('info', 'First');
      toast('info', 'Second');
    });
    expect(shown()).toEqual(['Second']);
  });

  it('on a phone goes to the top while the person works in the lower half, else stays at the bottom', () => {
    screenOf(360);
    vi.stubGlobal('innerHeight', 740);
    renderHost();
    const host = document.querySelector('.toast-host')!;
    act(() => void toast('success', 'Login Successful'));
    expect(host).toHaveClass('is-bottom');
    // The approval code's field, low on the screen, has the focus: the toast must not cover it.
    const field = document.createElement('input');
    document.body.append(field);
    field.getBoundingClientRect = () =>
      ({ top: 600, height: 44, bottom: 644, left: 0, right: 360, width: 360 }) as DOMRect;
    field.focus();
    act(() => void toast('error', 'Invalid code'));
    expect(host).toHaveClass('is-top');
    field.getBoundingClientRect = () =>
      ({ top: 120, height: 44, bottom: 164, left: 0, right: 360, width: 360 }) as DOMRect;
    act(() => void toast('success', 'Code sent'));
    expect(host).toHaveClass('is-bottom');
    field.remove();
  });

  it('on a wide screen keeps the dense stack beside the content', () => {
    screenOf(1280);
    renderHost();
    act(() => {
      toast('success', 'Login Successful');
      toast('warning', 'OTP expired');
    });
    expect(shown()).toEqual(['Login Successful', 'OTP expired']);
  });
});
