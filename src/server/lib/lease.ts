// One lease for everything a request claims in the database (an Idempotency-Key, photo slots) and
// for the files it writes meanwhile. A claim is only ever held by a request that is running, so a
// claim older than the longest request belongs to a request that died (a killed process, a crashed
// machine) and may be taken over. The claimed part of an upload is the image work after the body
// has been read: seconds even for five 2 MB photos, so ten minutes leaves a wide margin.
export const LEASE_MS = 10 * 60 * 1000;

/** Claims taken before this instant have outlived the lease. */
export const leaseCutoff = (now = Date.now()) => new Date(now - LEASE_MS).toISOString();
