// `node scripts/check-deploy-examples.mjs`: the deployment examples the README shows pass their own
// validators. docs/deploy/nginx.conf: `nginx -t` (Debian's nginx, installed when missing and running
// as root) with a throw-away self-signed certificate in place of the real one and the pid and log
// files in a temporary folder. docs/deploy/kariera.service: `systemd-analyze verify` where systemd
// is installed (skipped, with a note, where it is not), with this machine's node in ExecStart.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDebianPackage, onPath } from './debian-packages.mjs';

const NGINX = 'docs/deploy/nginx.conf';
const UNIT = 'docs/deploy/kariera.service';
/** Debian's nginx lives in /usr/sbin, which a non-root PATH may lack. */
const nginxBinary = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/**
 * Runs a command; prints its output when it fails. `complaint` fails it also when the output
 * matches (systemd-analyze only warns about a line it ignores, and exits 0).
 */
function check(title, cmd, args, complaint) {
  const result = spawnSync(cmd, args, { encoding: 'utf8' });
  const output = `${result.stdout ?? ''}${result.stderr ?? result.error ?? ''}`;
  const ok = result.status === 0 && !(complaint && complaint.test(output));
  console.log(`${ok ? 'ok' : 'FAILED'}: ${title}`);
  if (!ok) console.error(output);
  return ok;
}

const dir = mkdtempSync(path.join(tmpdir(), 'kariera-deploy-'));
let ok = true;
try {
  if (!ensureDebianPackage('nginx', 'nginx', () => Boolean(nginxBinary()))) ok = false;
  else {
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    ok &&= check('self-signed certificate for the test', 'openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=kariera-it.sk',
      '-keyout',
      key,
      '-out',
      cert,
    ]);
    const config = readFileSync(NGINX, 'utf8')
      .replaceAll('/etc/letsencrypt/live/kariera-it.sk/fullchain.pem', cert)
      .replaceAll('/etc/letsencrypt/live/kariera-it.sk/privkey.pem', key)
      .replaceAll('/run/nginx.pid', path.join(dir, 'nginx.pid'))
      .replaceAll('/var/log/nginx/', `${dir}/`);
    if (/^[^#]*\/etc\/letsencrypt\//m.test(config))
      throw new Error(`${NGINX}: a certificate path the test does not replace`);
    const file = path.join(dir, 'nginx.conf');
    writeFileSync(file, config);
    ok &&= check(`nginx -t ${NGINX}`, nginxBinary(), [
      '-t',
      '-q',
      '-c',
      file,
      '-p',
      dir,
      '-e',
      path.join(dir, 'error.log'),
    ]);
  }
  if (onPath('systemd-analyze')) {
    const unit = path.join(dir, 'kariera.service');
    // verify insists that ExecStart's program exists: this machine's node, wherever it is.
    writeFileSync(
      unit,
      readFileSync(UNIT, 'utf8').replace('ExecStart=/usr/bin/node ', `ExecStart=${process.execPath} `),
    );
    ok =
      check(
        `systemd-analyze verify ${UNIT}`,
        'systemd-analyze',
        ['verify', unit],
        new RegExp(`${unit}:\\d+:`),
      ) && ok;
  } else console.log(`skipped: systemd-analyze verify ${UNIT} (systemd is not installed here)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
