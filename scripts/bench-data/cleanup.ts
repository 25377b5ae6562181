// Everything the run starts or creates (servers, throwaway databases, temp folders) is held here
// until it is released, so a failure or Ctrl-C anywhere still stops and removes all of it, newest
// first: a server goes before the database it reads is dropped.

export interface Cleanup {
  /** Holds `undo` until the returned function runs it (once), or until `releaseAll`. */
  hold(what: string, undo: () => Promise<unknown>): () => Promise<void>;
  releaseAll(): Promise<void>;
}

interface Held {
  what: string;
  undo: () => Promise<unknown>;
  /** Set once its removal has begun: a second caller (Ctrl-C during a normal end) waits for the same one. */
  done?: Promise<void>;
}

export function createCleanup(warn: (line: string) => void): Cleanup {
  const held: Held[] = [];
  const release = (entry: Held) =>
    (entry.done ??= (async () => {
      try {
        await entry.undo();
      } catch (err) {
        warn(`could not remove ${entry.what}: ${err instanceof Error ? err.message : String(err)}`);
      } finally {
        held.splice(held.indexOf(entry), 1);
      }
    })());
  return {
    hold(what, undo) {
      const entry: Held = { what, undo };
      held.push(entry);
      return () => release(entry);
    },
    async releaseAll() {
      for (const entry of [...held].reverse()) await release(entry);
    },
  };
}
