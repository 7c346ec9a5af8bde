// Whether package-lock.json is in sync with package.json, as `npm ci` (which CI runs) requires: the
// same check npm makes, on a copy of the two files in a scratch folder, offline and without
// installing anything. Exits 1 with npm's list of what is missing or invalid.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const scratch = mkdtempSync(path.join(tmpdir(), 'kariera-lockfile-'));
try {
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(file, path.join(scratch, file));
  const result = spawnSync(
    'npm',
    ['ci', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: scratch, encoding: 'utf8', env: { ...process.env, npm_config_engine_strict: 'false' } },
  );
  if (result.status !== 0) {
    const reasons = `${result.stdout}\n${result.stderr}`
      .split('\n')
      .filter((line) => /Missing:|Invalid:|ENOTCACHED|ETARGET|EUSAGE/.test(line))
      .slice(0, 30);
    console.error('package-lock.json is not in sync with package.json (`npm ci` would fail):');
    console.error(reasons.join('\n'));
    console.error('Run `npm install` and commit package-lock.json.');
    process.exitCode = 1;
  } else console.log('package-lock.json is in sync with package.json');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
