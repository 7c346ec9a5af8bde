import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Written by the production build (`scripts/server-bundle.ts`). */
const SERVER_ENTRY = path.join('build', 'node', 'index.js');

/**
 * A data directory the end-to-end run's global setup migrated and seeded once (a server started on it
 * and stopped). A server started on an empty directory gets a copy of it and starts in a few seconds
 * instead of migrating and seeding its own database.
 */
export const DATA_TEMPLATE = path.resolve('tests/.artifacts/e2e-data-template');

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Whether /readyz answered 503 while the server started (it listens while it migrates). */
  answeredNotReady: boolean;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the built portal (`build/node/index.js`, the server bundle the build writes) and waits
 * until it is ready: on a free port, or on `options.port` when its URL must be known before it
 * starts (e.g. an OAuth client's redirect URI; pick one with `freePort()`).
 */
export async function startServer(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(path.join(tmpdir(), 'kariera-e2e-')),
  options: { port?: number } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  if (existsSync(path.join(DATA_TEMPLATE, 'db')) && readdirSync(dataDir).length === 0)
    cpSync(DATA_TEMPLATE, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  // The server as it ships: plain JavaScript, no TypeScript loader (ADR 093).
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The end-to-end tests read the demo jobs, posts and events.
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += String(d)));
  child.stderr?.on('data', (d) => (log += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  let answeredNotReady = false;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
      if (response.status === 503) answeredNotReady = true;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready after 120 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => log,
    answeredNotReady,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
