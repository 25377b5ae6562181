import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SimulatorProcess {
  /** Its name as its root page says it ('Daraja simulator'), for the log and to recognise it. */
  name: string;
  /** Its bundle's name beside the built server, and its source from the repository's root. */
  bundle: string;
  source: string;
  url: string;
  env: Record<string, string>;
}

const answers = async (url: string, name: string) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok && (await response.text()).includes(name);
  } catch {
    return false;
  }
};

/**
 * Demo mode without an outside service's credentials: runs its simulator (src/daraja-sim,
 * src/sms-sim) as a child process with the settings the server's client uses, spoken to over HTTP
 * like the real service. One already listening there (`npm run daraja-sim`) is used as it is.
 * Returns how to stop the child (nothing to stop when it was already running).
 */
export async function startSimulatorProcess(sim: SimulatorProcess): Promise<() => void> {
  if (await answers(sim.url, sim.name)) return () => {};
  // Built (`npm run serve`): the bundle beside the server's; from source (tsx): the simulator's source.
  const bundled = path.join(path.dirname(fileURLToPath(import.meta.url)), sim.bundle);
  const args = fs.existsSync(bundled) ? [bundled] : ['--import', 'tsx', path.resolve(sim.source)];
  const child = spawn(process.execPath, args, { env: sim.env, stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = () => void child.kill();
  process.once('exit', stop);
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    if (await answers(sim.url, sim.name)) return stop;
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error(`The ${sim.name} did not start on ${sim.url}`);
}
