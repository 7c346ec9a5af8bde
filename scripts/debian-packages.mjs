// Debian packages the gate's tools need (Chromium, poppler, nginx), installed when missing and
// running as root (CI's container); elsewhere the message says what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Whether an executable named `bin` is on the PATH. */
export const onPath = (bin) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, bin)));

let aptUpdated = false;
/**
 * Installs Debian's `pkg` when `found()` is false and this runs as root; false when still missing.
 * `run(title, cmd, args, env)` runs a command and returns whether it succeeded.
 */
export function ensureDebianPackage(what, pkg, found, run = runQuietly) {
  if (found()) return true;
  if (process.getuid?.() === 0) {
    console.log(`${what} not found: installing Debian's "${pkg}" package`);
    if (!aptUpdated) aptUpdated = run('apt-get update', 'apt-get', ['update', '-qq']);
    run(`install ${pkg}`, 'apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
  }
  if (found()) return true;
  console.error(`No ${what} found. Install Debian's "${pkg}" package (apt-get install ${pkg}).`);
  return false;
}

function runQuietly(_title, cmd, args, env = {}) {
  return spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}
