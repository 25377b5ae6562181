import { describe, expect, it } from 'vitest';
import { LAUNCH_START, allDone, launchPercent, tick } from './launch-progress.ts';

describe('launch animation (spec §4)', () => {
  it('starts with two steps done and the third in progress: 50 percent', () => {
    expect(LAUNCH_START).toEqual(['completed', 'completed', 'in-progress', 'pending']);
    expect(launchPercent(LAUNCH_START)).toBe(50);
  });

  it('each tick completes the step in progress and starts the next', () => {
    const second = tick(LAUNCH_START);
    expect(second).toEqual(['completed', 'completed', 'completed', 'in-progress']);
    expect(launchPercent(second)).toBe(70);
    const third = tick(second);
    expect(third).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(launchPercent(third)).toBe(80);
    expect(allDone(third)).toBe(true);
    expect(tick(third)).toBe(third);
  });

  it('caps the percentage at 100', () => {
    expect(launchPercent(Array(6).fill('completed'))).toBe(100);
  });
});
