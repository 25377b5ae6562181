import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from './store.ts';
import { showError, toast, toastsAtom } from './toast.ts';

// Spec §2 (Global behaviour): toasts without duplicates that hide after 5 seconds, and the
// generic error helper.

const shown = () => store.get(toastsAtom).map(({ kind, message }) => ({ kind, message }));

beforeEach(() => {
  vi.useFakeTimers();
  store.set(toastsAtom, []);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows the same message only once while it is visible', () => {
    toast('success', 'Code resent successfully!');
    toast('success', 'Code resent successfully!');
    toast('error', 'Code resent successfully!');
    expect(shown()).toEqual([{ kind: 'success', message: 'Code resent successfully!' }]);
  });

  it('shows different messages side by side', () => {
    toast('success', 'Login Successful');
    toast('warning', 'OTP expired');
    expect(shown()).toEqual([
      { kind: 'success', message: 'Login Successful' },
      { kind: 'warning', message: 'OTP expired' },
    ]);
  });

  it('hides a toast after 5000 ms, not before', () => {
    toast('info', 'Hello');
    vi.advanceTimersByTime(4999);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('hides each toast 5 s after its own start, and a hidden message can show again', () => {
    toast('info', 'First');
    vi.advanceTimersByTime(3000);
    toast('info', 'Second');
    vi.advanceTimersByTime(2000);
    expect(shown().map((x) => x.message)).toEqual(['Second']);
    toast('info', 'First');
    expect(shown().map((x) => x.message)).toEqual(['Second', 'First']);
    vi.advanceTimersByTime(3000);
    expect(shown().map((x) => x.message)).toEqual(['First']);
  });
});

describe('showError', () => {
  it("shows 'An unexpected error occurred' as an error without a message", () => {
    showError();
    expect(shown()).toEqual([{ kind: 'error', message: 'An unexpected error occurred' }]);
  });

  it('shows the given message as an error', () => {
    showError('Failed to load industries');
    expect(shown()).toEqual([{ kind: 'error', message: 'Failed to load industries' }]);
  });
});
