import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from './free-port.ts';

// nginx in front of a test's server instances (D-226), run from the shipped deployment example
// (deploy/nginx/harambee.conf) with only its ports replaced, inside the local-cluster template:
// everything it writes stays in a temporary prefix removed when it stops.

const SITE = 'deploy/nginx/harambee.conf';
const TEMPLATE = 'deploy/nginx/local-cluster.conf.template';
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** Replaces exactly what the site file says once, or fails loudly: a changed example must not
 *  quietly leave the test running against the ports of a production machine. */
function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string) {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
  if (found !== 1) throw new Error(`${SITE}: expected one ${what}, found ${found}`);
  return text.replace(pattern, replacement);
}

/** The shipped site with the test's upstream ports and listener, its other settings untouched. */
export function siteFor(upstreamPorts: number[], listenPort: number) {
  const shipped = fs.readFileSync(SITE, 'utf8');
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;\n/gm;
  const options = shipped.match(/^\s*server 127\.0\.0\.1:\d+( [^;]*)?;/m)?.[1] ?? '';
  const servers = upstreamPorts.map((port) => `    server 127.0.0.1:${port}${options};\n`).join('');
  let first = true;
  const site = shipped.replace(serverLine, () => (first ? ((first = false), servers) : ''));
  if (first) throw new Error(`${SITE}: no upstream server lines`);
  return replaceOnce(site, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`, '`listen 80;`');
}

export interface Nginx {
  url: string;
  port: number;
  /** The access log so far: which requests came in, with their status. */
  accessLog(): string;
  stop(): Promise<void>;
}

/** nginx on `port` (a free one unless given: a cluster names its public URL before it starts). */
export async function startNginx(upstreamPorts: number[], port?: number): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-nginx-'));
  // When the test runs as root, nginx's workers run as `nobody`: they must reach their temp folders.
  fs.chmodSync(prefix, 0o755);
  port ??= await freePort();
  const site = path.join(prefix, 'harambee.conf');
  fs.writeFileSync(site, siteFor(upstreamPorts, port));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    fs.readFileSync(TEMPLATE, 'utf8').replaceAll('{{PREFIX}}', prefix).replaceAll('{{SITE}}', site),
  );
  const args = ['-c', conf, '-p', prefix, '-e', path.join(prefix, 'error.log')];
  const child = spawn(NGINX, [...args, '-g', `daemon off; pid ${path.join(prefix, 'nginx.pid')};`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((r) => child.once('exit', r));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // SIGQUIT would wait for open connections; the test is done with them.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  const errorLog = () => fs.readFileSync(path.join(prefix, 'error.log'), 'utf8');
  try {
    const gone = exited.then(() => Promise.reject(new Error('nginx exited')));
    await Promise.race([waitFor(async () => (await fetch(`${url}/api/health`)).ok, 'nginx'), gone]);
  } catch (err) {
    const log = `${stderr}${fs.existsSync(path.join(prefix, 'error.log')) ? errorLog() : ''}`;
    await stop();
    throw new Error(`nginx did not start: ${String(err)}\n${log}`, { cause: err });
  }
  return { url, port, accessLog: () => fs.readFileSync(path.join(prefix, 'access.log'), 'utf8'), stop };
}
