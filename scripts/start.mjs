// `npm start`: builds the browser and server bundles when they are missing or older than the sources, then serves.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const newest = (dir) => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
};

// The server bundle is written last, by the same build (scripts/server-bundle.ts, ADR 093).
const built = 'build/node/index.js';
const sources = [
  'app',
  'core',
  'contracts',
  'locales',
  'server',
  'infra',
  'db',
  'emails',
  'documents',
].filter(existsSync);
const stale = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (stale) run('npx', ['react-router', 'build']);
// The server runs in this process, so SIGTERM and SIGINT reach its graceful shutdown directly.
await import(pathToFileURL(path.resolve(built)).href);
