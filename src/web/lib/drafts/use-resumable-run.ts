import { useCallback, useEffect, useRef } from 'react';
import { useSetAtom, useStore, type PrimitiveAtom, type WritableAtom } from '#web/lib/store.ts';
import { replayQueuedUploads } from '#web/lib/upload-queue.ts';
import { runResumable, type Refusal, type RunDraft, type RunPhase, type RunSteps } from './resumable-run.ts';

export interface ResumableRunOptions<D extends RunDraft<P>, V, P extends { ownerId: string }, Step extends string> {
  userId: string | undefined;
  steps: RunSteps<D, V, P, Step>;
  atoms: {
    /** The open draft; null until it is read. */
    draft: PrimitiveAtom<D | null>;
    /** Changes the draft and schedules its save. */
    update: WritableAtom<null, [change: (draft: D) => D], void>;
    phase: PrimitiveAtom<RunPhase<Step>>;
    /** Per-photo upload progress (0..1), by photo id. */
    progress: PrimitiveAtom<Record<string, number | undefined>>;
  };
  /** The draft saver's flush. */
  flush: () => Promise<void>;
  /**
   * A run left unfinished (a reload, the app killed offline) resumes once this is truthy, and again
   * when it changes to another truthy value (another account signed in).
   */
  resumeWhen: unknown;
  /** Each callback must keep its identity (useCallback): `run` changes with them. */
  onStart: () => void;
  onDone: (progress: P) => void | Promise<void>;
  onFailed: (refusal: Refusal) => void;
}

/**
 * Runs the draft's submission and keeps at it: a run cut off by the network resumes by itself when
 * the connection returns, or when the page opens again with the draft still marked as submitting
 * (D-193). Returns `run`, which a trigger arriving mid-run (network back, a photo sent) repeats.
 */
export function useResumableRun<D extends RunDraft<P>, V, P extends { ownerId: string }, Step extends string>(
  options: ResumableRunOptions<D, V, P, Step>,
) {
  const { userId, steps, atoms, flush, resumeWhen, onStart, onDone, onFailed } = options;
  const store = useStore();
  const update = useSetAtom(atoms.update);
  const setPhase = useSetAtom(atoms.phase);
  const setProgressMap = useSetAtom(atoms.progress);
  const running = useRef(false);
  // A trigger (network back, a photo sent by the worker) that came while a run was under way.
  const again = useRef(false);
  const draftAtom = atoms.draft;

  const run = useCallback(async () => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    onStart();
    update((d) => ({ ...d, submitting: true }));
    try {
      // At once, not after the typing debounce: a reload right after Submit must find it to resume.
      await flush();
      do {
        again.current = false;
        const result = await runResumable(steps, {
          userId,
          getDraft: () => store.get(draftAtom)!,
          update,
          setPhase,
          setProgress: (id, fraction) => setProgressMap((m) => ({ ...m, [id]: fraction })),
          flush,
        });
        if (result.kind === 'done') return await onDone(result.progress);
        if (result.kind === 'failed') {
          setPhase({ kind: 'idle' });
          onFailed(result);
          update((d) => ({ ...d, submitting: false }));
          await flush();
        }
      } while (again.current && store.get(draftAtom)?.submitting);
    } finally {
      running.current = false;
    }
  }, [userId, steps, store, draftAtom, update, setPhase, setProgressMap, flush, onStart, onDone, onFailed]);

  useEffect(() => {
    if (resumeWhen && store.get(draftAtom)?.submitting) void run();
    // Only when the page opens (or the account changes); the listener below does the rest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resumeWhen]);

  useEffect(() => {
    const resume = () => {
      if (!store.get(draftAtom)?.submitting) return;
      // Browsers without Background Sync replay the worker's queue only when asked.
      if (!('SyncManager' in window)) replayQueuedUploads();
      void run();
    };
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [store, draftAtom, run]);

  return run;
}
