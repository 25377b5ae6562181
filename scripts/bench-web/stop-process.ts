import type { ChildProcess } from 'node:child_process';

/** Asks a child process to end, and kills it if it has not within 5 s. */
export async function stopProcess(child: ChildProcess, exited: Promise<unknown>) {
  const running = () => child.exitCode === null && child.signalCode === null;
  if (!running()) return;
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (running()) child.kill('SIGKILL');
}
