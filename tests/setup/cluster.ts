import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '#server/db/client.ts';
import { startDarajaSimulator } from './daraja-simulator.ts';
import { freePort } from './free-port.ts';
import { startNginx, type Nginx } from './nginx.ts';
import { createPgDatabase } from './pg-database.ts';
import { startS3Server } from './s3-server.ts';
import { startServerProcess } from './server-process.ts';
import { startSmsSimulator } from './sms-simulator.ts';

// Harambee as it is deployed on several machines (D-226): server instances (src/server/main.ts,
// each its own process) on ONE throwaway PostgreSQL database and ONE S3 bucket (s3rver), with the
// Daraja and SMS simulators, behind nginx running the shipped deploy/nginx/harambee.conf. Used by
// the cluster test and by `npm run bench:load`; whatever it started is stopped by stop(), and
// everything already started is stopped when a later part fails to start.

export interface ClusterOptions {
  /** Any database on the PostgreSQL server to use; the cluster's own is created beside it. */
  baseDatabaseUrl: string;
  instances?: number;
  /**
   * Where each instance tells Daraja to post its callbacks: through nginx (as in production), or
   * straight to the next instance, so a payment started on one is always settled by another.
   */
  callbacks: 'nginx' | 'crossed';
  /** The simulated donor's time to enter the PIN (the simulator's callback delay). */
  donorDelayMs?: number;
  /** The first instance seeds the demo data (fundraisers to browse) before the others start. */
  seedDemo?: boolean;
  /** A built PWA (dist/web); without it, the two templates at the repository root. */
  webDir?: string;
  /** More server settings (payment timings), the same for every instance. */
  env?: Record<string, string>;
}

export interface Instance {
  name: string;
  port: number;
  origin: string;
  api: string;
  pid: number;
  env: Record<string, string>;
  /** `kill -9`. */
  crash(): Promise<void>;
}

export interface Cluster {
  /** nginx's origin: where clients go. */
  url: string;
  nginx: Nginx;
  instances: Instance[];
  /** The cluster's database, through the server's own client code. */
  db: Db;
  darajaSimUrl: string;
  stop(): Promise<void>;
}

function templatesOnly(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  for (const file of ['index.html', 'public-page.html']) fs.copyFileSync(file, path.join(dir, file));
  return dir;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.instances ?? 2;
  const stops: (() => Promise<unknown> | unknown)[] = [];
  const stop = async () => {
    // Newest first: the instances before the database and the simulators they talk to.
    for (const s of stops.splice(0).reverse()) await Promise.resolve(s()).catch((err: unknown) => console.error(err));
  };
  try {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-cluster-'));
    stops.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
    const database = await createPgDatabase(options.baseDatabaseUrl, 'harambee_cluster');
    stops.push(database.drop);
    const s3 = await startS3Server();
    stops.push(s3.stop);
    const daraja = await startDarajaSimulator({ callbackDelayMs: options.donorDelayMs ?? 300, processingMs: 3000 });
    stops.push(daraja.stop);
    const sms = await startSmsSimulator();
    stops.push(sms.stop);

    const webDir = options.webDir ?? templatesOnly(path.join(tmp, 'web'));
    const ports = await Promise.all(Array.from({ length: count + 1 }, () => freePort()));
    const nginxPort = ports.pop()!;
    const url = `http://127.0.0.1:${nginxPort}`;
    const origin = (port: number) => `http://127.0.0.1:${port}`;
    const envOf = (i: number): Record<string, string> => ({
      NODE_ENV: 'test',
      PORT: String(ports[i]),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, `instance-${i}`),
      DATABASE_URL: database.url,
      // Every link and callback names the one public origin: nginx.
      PUBLIC_URL: url,
      TRUST_PROXY_HOPS: '1',
      SEED_DEMO: options.seedDemo && i === 0 ? '1' : '0',
      WEB_DIST_DIR: webDir,
      ...daraja.serverEnv,
      ...sms.serverEnv,
      ...s3.serverEnv,
      ...(options.callbacks === 'crossed' && { DARAJA_CALLBACK_URL: origin(ports[(i + 1) % count]!) }),
      ...options.env,
    });
    const start = async (i: number): Promise<Instance> => {
      const name = `instance-${String.fromCharCode(65 + i)}`;
      const env = envOf(i);
      const server = await startServerProcess(env, name);
      stops.push(server.stop);
      const port = ports[i]!;
      return {
        name,
        port,
        origin: origin(port),
        api: `${origin(port)}/api`,
        pid: server.pid,
        env,
        crash: server.crash,
      };
    };
    // The first one alone: it runs the migrations (and the seed) the others then find done.
    const instances = [await start(0)];
    instances.push(...(await Promise.all(Array.from({ length: count - 1 }, (_, i) => start(i + 1)))));

    const nginx = await startNginx(ports, nginxPort);
    stops.push(nginx.stop);
    const { db } = createDb({ databaseUrl: database.url, dataDir: tmp });
    stops.push(() => db.destroy());
    return { url, nginx, instances, db, darajaSimUrl: daraja.url, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
