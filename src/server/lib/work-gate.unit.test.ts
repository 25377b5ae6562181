import { describe, expect, it } from 'vitest';
import { createWorkGate } from './work-gate.ts';

const full = () => new Error('full');

/** A job that finishes when the test says so. */
function heldJob() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { job: () => done.then(() => 'ok'), finish };
}

describe('createWorkGate', () => {
  it('runs up to `concurrency` jobs, queues up to `queue`, and refuses the rest at once', async () => {
    const gate = createWorkGate({ concurrency: 1, queue: 2 });
    const jobs = Array.from({ length: 4 }, heldJob);
    const results = jobs.map(({ job }) => gate.run(job, full).catch((err: Error) => err.message));
    await Promise.resolve();
    expect(gate.load).toEqual({ running: 1, waiting: 2 });
    expect(await results[3]).toBe('full');

    jobs[0]!.finish();
    expect(await results[0]).toBe('ok');
    expect(gate.load).toEqual({ running: 1, waiting: 1 });
    jobs[1]!.finish();
    jobs[2]!.finish();
    expect(await Promise.all(results.slice(1, 3))).toEqual(['ok', 'ok']);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its place when a job fails', async () => {
    const gate = createWorkGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')), full)).rejects.toThrow('boom');
    await expect(gate.run(() => Promise.resolve(1), full)).resolves.toBe(1);
  });
});
