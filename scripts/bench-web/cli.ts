import { execFileSync } from 'node:child_process';
import { parseArgs, type ParseArgsConfig } from 'node:util';

// The command line and the exit of the bench scripts (bench:web, bench:api).

/** A wrong command line: reported as one line, without a stack. */
export class UsageError extends Error {}

/** Parses the options, turning any mistake into a UsageError that ends with the usage line. */
export function benchArgs<T extends NonNullable<ParseArgsConfig['options']>>(options: T, usage: string) {
  const fail = (problem: string) => new UsageError(`${problem}\n${usage}`);
  let values;
  try {
    ({ values } = parseArgs({ options }));
  } catch (err) {
    throw fail((err as Error).message);
  }
  /** The option's value as a whole number of at least 1. */
  const positive = (name: keyof T & string) => {
    const text = String((values as Record<string, unknown>)[name]);
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1) throw fail(`--${name} must be a positive integer, not ${text}`);
    return n;
  };
  return { values, positive, fail };
}

/** The commit measured, for the results file (null outside a git checkout). */
export function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** Runs the bench; a usage mistake prints one line, anything else its stack; both exit 1. */
export function runBench(main: () => Promise<void>) {
  main().catch((err: unknown) => {
    console.error(err instanceof UsageError ? err.message : err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  });
}
