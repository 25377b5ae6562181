/**
 * A piece of background work the server does again and again (D-223): asking M-Pesa about
 * payments, paying out, sending the outbox, sweeping media. Each run finds its own work in the
 * database and claims each row before touching it, so a run is safe to repeat, to retry and to
 * overlap with another instance's: the runner only decides when and where runs happen.
 */
export interface RecurringJob {
  /** The queue's name: lowercase letters, digits and dashes. */
  name: string;
  /** How often a run is due; a wake runs it sooner. */
  everyMs: number;
  run: () => Promise<unknown>;
  /** Logs a failed run under the job's own prefix ([payments], [sms]…). */
  report: (err: unknown) => void;
  /** Given this job's wake once it is registered: what a write that needs the job soon calls. */
  onWake?: (wake: () => void) => void;
  /**
   * How long a run may take before pg-boss gives up on it and another may start: a run hung on a
   * live instance (one whose instance died is found sooner). 60 s unless set.
   */
  timeoutSeconds?: number;
  /** On pg-boss, a failed run is tried again this many times (3 unless set)… */
  retryLimit?: number;
  /** …after this many seconds, doubling each time (the cadence, between 1 and 60, unless set). */
  retryDelaySeconds?: number;
}

/** Runs recurring jobs: in this process (SQLite) or on pg-boss (PostgreSQL), D-223. */
export interface JobRunner {
  /** Which engine, for the start-up line: 'in-process' or 'pg-boss'. */
  readonly engine: string;
  /** Before start(): each name once. */
  register(job: RecurringJob): void;
  /** A run soon (now, or right after the run in progress); many wakes at once make one run. */
  wake(name: string): void;
  start(): Promise<void>;
  /** No new runs; waits a few seconds for the runs in progress. */
  stop(): Promise<void>;
}

/** How long stop() waits for runs in progress before it lets the process go. */
export const STOP_WAIT_MS = 5000;

export const DEFAULT_TIMEOUT_SECONDS = 60;

export function checkJobName(name: string, known: Map<string, RecurringJob>) {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Job name "${name}": lowercase letters, digits and dashes only`);
  if (known.has(name)) throw new Error(`Job "${name}" is registered twice`);
}

/** Resolves when `work` has, or after `ms`, whichever comes first. */
export const within = (work: Promise<unknown>, ms: number) =>
  Promise.race([
    work.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
  ]);
