// The launch animation of spec §4: four steps, the first two done and the third in progress;
// every tick the step in progress completes and the next starts. 20 per completed step plus 10
// for the one in progress, capped at 100.

export type LaunchState = 'completed' | 'in-progress' | 'pending';

export const LAUNCH_START: LaunchState[] = ['completed', 'completed', 'in-progress', 'pending'];

export function tick(states: LaunchState[]): LaunchState[] {
  const i = states.indexOf('in-progress');
  if (i === -1) return states;
  return states.map((s, j) => (j === i ? 'completed' : j === i + 1 ? 'in-progress' : s));
}

export function launchPercent(states: LaunchState[]) {
  const done = states.filter((s) => s === 'completed').length;
  return Math.min(100, done * 20 + (states.includes('in-progress') ? 10 : 0));
}

export const allDone = (states: LaunchState[]) => states.every((s) => s === 'completed');
