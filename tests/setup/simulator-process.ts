import { spawn } from 'node:child_process';
import { freePort, waitFor } from './free-port.ts';

/**
 * Starts one of the product's simulators (src/daraja-sim, src/sms-sim) as its own process, as its
 * npm script does, on a free port (`${prefix}_PORT`, `${prefix}_HOST`) with `env`. Returns its URL
 * and how to stop it.
 */
export async function startSimulatorProcess(sim: {
  name: string;
  source: string;
  prefix: string;
  env: Record<string, string>;
}) {
  const { name, source, prefix, env } = sim;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', source], {
    env: { PATH: process.env.PATH ?? '', [`${prefix}_PORT`]: String(port), [`${prefix}_HOST`]: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
  };
  try {
    await waitFor(async () => (await fetch(url)).ok, name, 30_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}
