// `node scripts/test-tools.mjs`: the Debian packages the gate's tests use, installed in one go when
// some are missing and this runs as root (CI's machine); elsewhere it says what to install. The gate
// runs it beside the type check and the lint, so that the download does not hold up the tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { onPath } from './debian-packages.mjs';

const anyOf = (...paths) => paths.some((p) => p && existsSync(p));

const TOOLS = [
  {
    what: 'pdftotext and pdfinfo (the PDF tests)',
    pkg: 'poppler-utils',
    found: () => onPath('pdftotext') && onPath('pdfinfo'),
  },
  {
    what: 'LibreOffice (the Word export test, ADR 111)',
    pkg: 'libreoffice-writer-nogui',
    found: () => onPath('soffice'),
  },
  {
    what: 'Chromium or CHROME_PATH (screenshots, Lighthouse)',
    pkg: 'chromium',
    found: () =>
      anyOf(
        process.env.CHROME_PATH,
        '/usr/bin/chromium',
        '/usr/bin/google-chrome',
        '/usr/bin/google-chrome-stable',
      ),
  },
  {
    // The same Chromium build without the browser's interface: about half the CPU per page (ADR 161).
    what: "Chromium's headless shell or CHROME_PATH (the browser tests)",
    pkg: 'chromium-headless-shell',
    found: () => anyOf(process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell'),
  },
  {
    what: 'nginx (the deployment example, scripts/check-deploy-examples.mjs)',
    pkg: 'nginx',
    found: () => anyOf('/usr/sbin/nginx', '/usr/bin/nginx'),
  },
];

const missing = TOOLS.filter((tool) => !tool.found());
if (missing.length && process.getuid?.() === 0) {
  const packages = missing.map((tool) => tool.pkg);
  console.log(`installing Debian's ${packages.join(', ')}`);
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  spawnSync('apt-get', ['update', '-qq'], options);
  spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], options);
}
const still = TOOLS.filter((tool) => !tool.found());
for (const tool of still)
  console.error(
    `No ${tool.what} found. Install Debian's "${tool.pkg}" package (apt-get install ${tool.pkg}).`,
  );
process.exit(still.length ? 1 : 0);
