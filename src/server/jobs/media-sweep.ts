import type { Deps } from '../deps.ts';
import { claimRun, makeRunDue } from '../db/repositories/maintenance.repository.ts';
import { imagesInUse } from '../db/repositories/photo-slots.repository.ts';
import { LEASE_MS, leaseCutoff } from '../lib/lease.ts';
import { nowIso } from '../lib/time.ts';
import type { RecurringJob } from '../queue/job-runner.ts';
import { mediaImageId } from '../services/images.ts';

const JOB = 'media-sweep';
const EVERY_MS = 60 * 60 * 1000;

// Asked about in batches: one question to the database per this many photo ids.
const BATCH = 500;

/**
 * Deletes media files no photo owns: what a process killed mid-upload left (finished or temporary
 * files), or a failed upload could not remove itself. A file is kept while its photo is stored or
 * its upload holds a live slot reservation, which is made before any file is written and lives in
 * the database every instance shares, so an upload in flight on another instance is safe too.
 * Files younger than the lease are never considered, a margin on top of the reservations. The
 * files are found by listing the media store, so the same sweep serves the disk and a bucket (D-220).
 */
export async function sweepMedia(deps: Pick<Deps, 'db' | 'media'>, now = Date.now()) {
  let removed = 0;
  let old: { key: string; id: string }[] = [];
  const removeOrphans = async () => {
    // Listed before the database is asked: a file seen here had its reservation made already.
    const inUse = await imagesInUse(deps.db, [...new Set(old.map((f) => f.id))], leaseCutoff(now));
    const orphans = old.filter((f) => !inUse.has(f.id)).map((f) => f.key);
    old = [];
    if (orphans.length === 0) return;
    await deps.media.delete(orphans);
    removed += orphans.length;
  };
  for await (const { key, lastModified } of deps.media.list('')) {
    // A photo's files sit one level down, in their owner's folder; anything else is not ours.
    const [folder, name, ...deeper] = key.split('/');
    const id = folder && name && deeper.length === 0 ? mediaImageId(name) : null;
    if (!id || lastModified.getTime() >= now - LEASE_MS) continue;
    old.push({ key, id });
    if (old.length >= BATCH) await removeOrphans();
  }
  if (old.length > 0) await removeOrphans();
  if (removed > 0) console.log(`[media-sweep] removed ${removed} orphaned media files`);
  return removed;
}

const report = (err: unknown) => console.error('[media-sweep] failed', err);

/**
 * At most one sweep an hour across all instances, decided in the database (never by an in-memory
 * timer alone): uploads call this, so the sweep keeps pace with the work that leaves files behind.
 */
export async function sweepMediaIfDue(deps: Deps) {
  const now = Date.now();
  if (await claimRun(deps.db, JOB, nowIso(), new Date(now - EVERY_MS).toISOString())) await sweepMedia(deps, now);
}

// The job's wake, once the runner has it: uploads ask through it, so the engine that runs the job
// (D-223) also runs the sweeps they ask for.
let wakeSweep: (() => void) | null = null;

/** Hourly, and whenever an upload asks: the database decides whether the run sweeps. */
export const mediaSweepJob = (deps: Deps): RecurringJob => ({
  name: JOB,
  everyMs: EVERY_MS,
  run: () => sweepMediaIfDue(deps),
  report,
  onWake: (wake) => (wakeSweep = wake),
  // Listing a large bucket takes a while; a run is only given up on after this.
  timeoutSeconds: 15 * 60,
  retryDelaySeconds: 60,
});

/**
 * Start-up (the job registered and its runner started): a sweep now, since a crash is the usual
 * reason for a restart: the next run sweeps however recent the last sweep, on whichever instance.
 */
export async function sweepMediaSoon(deps: Deps) {
  await makeRunDue(deps.db, JOB);
  wakeSweep?.();
}

/** For request handlers: never delays or fails the request. */
export const sweepMediaInBackground = (deps: Deps) =>
  wakeSweep ? wakeSweep() : void sweepMediaIfDue(deps).catch(report);
