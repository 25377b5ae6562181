import { seedBigDatabase } from './seed-database.ts';

// The seeding, in a process of its own (run-database.ts starts it): better-sqlite3 runs each
// statement synchronously, seconds at a time, and a process that busy cannot answer Ctrl-C (tsx
// kills a child that does not acknowledge a signal within 30 ms, before any cleanup could run).
// The bench's own process stays free to stop servers and drop databases whenever it is asked to.
//
//   node --import tsx scripts/bench-data/seed-child.ts '<SeedTarget JSON>' '<DonationPlan JSON>'

const [target, plan] = process.argv.slice(2).map((arg) => JSON.parse(arg) as unknown);
seedBigDatabase(
  target as Parameters<typeof seedBigDatabase>[0],
  plan as Parameters<typeof seedBigDatabase>[1],
  (line) => console.log(`[bench:data] ${line}`),
)
  .then((timings) =>
    // Run by hand (no IPC channel), it prints what it would have sent.
    process.send ? process.send(timings, () => process.exit(0)) : console.log(timings),
  )
  .catch((err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  });
