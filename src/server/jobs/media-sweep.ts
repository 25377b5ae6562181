import fs from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../deps.ts';
import { claimRun, recordRun } from '../db/repositories/maintenance.repository.ts';
import { imagesInUse } from '../db/repositories/photo-slots.repository.ts';
import { LEASE_MS, leaseCutoff } from '../lib/lease.ts';
import { nowIso } from '../lib/time.ts';
import { mediaImageId } from '../services/images.ts';

const JOB = 'media-sweep';
const EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes media files no photo owns: what a process killed mid-upload left (finished or temporary
 * files), or a failed upload could not remove itself. A file is kept while its photo is stored or
 * its upload holds a live slot reservation, which is made before any file is written and lives in
 * the database every instance shares, so an upload in flight on another instance is safe too.
 * Files younger than the lease are never considered, a margin on top of the reservations.
 */
export async function sweepMedia(deps: Pick<Deps, 'db' | 'images'>, now = Date.now()) {
  const root = deps.images.root;
  const folders = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    const dir = path.join(root, folder.name);
    const old: { file: string; id: string }[] = [];
    for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
      const id = mediaImageId(name);
      if (!id) continue; // not ours
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat?.isFile() && stat.mtimeMs < now - LEASE_MS) old.push({ file, id });
    }
    if (old.length === 0) continue;
    // Listed before the database is asked: a file seen here had its reservation made already.
    const inUse = await imagesInUse(deps.db, [...new Set(old.map((f) => f.id))], leaseCutoff(now));
    for (const { file, id } of old) {
      if (inUse.has(id)) continue;
      await fs.rm(file, { force: true });
      removed++;
    }
  }
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

/** Start-up: a sweep now (a crash is the usual reason for a restart), then hourly checks. */
export function startMediaSweeps(deps: Deps) {
  void recordRun(deps.db, JOB, nowIso())
    .then(() => sweepMedia(deps))
    .catch(report);
  // The timer only asks; the database decides whether this instance sweeps.
  setInterval(() => void sweepMediaIfDue(deps).catch(report), EVERY_MS).unref();
}

/** For request handlers: never delays or fails the request. */
export const sweepMediaInBackground = (deps: Deps) => void sweepMediaIfDue(deps).catch(report);
