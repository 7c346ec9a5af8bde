// Bursts of the largest bodies the routes accept, against the production server on the embedded
// database with its memory settings (V8 old space 144 MB, ADR 094): between rounds of ordinary
// browsing, eight maximum-size uploads at once to page actions and to the API, eight just over the
// limit, and a 150 MB sign-in body. It reports whether the process survived, the answers and the
// RSS peak (sampled every 100 ms). `npx tsx bench/hostile-burst.ts` prints the section for
// bench/RESULTS.md; `npm run bench -- burst` appends it. BURST_ROUNDS sets the rounds (default 6).
import { questionnaireCvMultipart } from '../tests/factories/multipart.ts';
import { startServer } from '../tests/e2e/support/server-process.ts';
import { rssMb } from './soak.ts';

const MB = 1024 * 1024;
/** The upload limit of page actions and API routes that take a file (server/middleware/body-limits.ts). */
const UPLOAD_LIMIT = 11 * MB;

export interface BurstResult {
  rounds: number;
  survived: boolean;
  statuses: Record<string, Record<number | string, number>>;
  healthzAfterEachRound: number[];
  rssStart: number;
  rssPeak: number;
  rssEnd: number;
}

export async function benchHostileBurst(
  rounds = Number(process.env.BURST_ROUNDS ?? 6),
): Promise<BurstResult> {
  const server = await startServer({ LOG_LEVEL: 'silent', TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '1000' });
  const pid = server.process.pid!;
  let peak = 0;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the process is gone: reported below
    }
  }, 100);
  const statuses: BurstResult['statuses'] = {};
  const count = (kind: string, status: number | string) => {
    const byStatus = (statuses[kind] ??= {});
    byStatus[status] = (byStatus[status] ?? 0) + 1;
  };
  const post = async (kind: string, path: string, headers: Record<string, string>, body: BodyInit) => {
    try {
      const response = await fetch(server.url + path, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          origin: server.url,
          'accept-language': 'sk',
          'x-forwarded-for': `10.7.${kind.length}.${Math.floor(Math.random() * 250)}`,
          ...headers,
        },
        body,
      });
      await response.arrayBuffer();
      count(kind, response.status);
    } catch (error) {
      count(kind, (error as Error).message);
    }
  };
  const browse = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const path = ['/', '/jobs', `/jobs?q=java&page=${(i % 3) + 1}`, '/en/jobs', '/de/events', '/blog'][
        i % 6
      ]!;
      const response = await fetch(server.url + path);
      await response.arrayBuffer();
    }
  };
  const healthz: number[] = [];
  const rssStart = rssMb(pid);
  let seed = 0;
  try {
    for (let round = 0; round < rounds; round++) {
      await browse(30);
      const within = Array.from({ length: 8 }, () => questionnaireCvMultipart(UPLOAD_LIMIT - 4096, ++seed));
      const over = Array.from({ length: 8 }, () => questionnaireCvMultipart(UPLOAD_LIMIT + 1, ++seed));
      const targets = ['/adequate-salary/programmer/cv', '/api/questionnaires/cv'];
      await Promise.all([
        ...within.map(({ body, type }, i) =>
          post('maximum-size upload', targets[i % 2]!, { 'content-type': type }, body),
        ),
        ...over.map(({ body, type }, i) =>
          post('upload 1 byte over', targets[i % 2]!, { 'content-type': type }, body),
        ),
        post(
          '150 MB sign-in',
          '/api/auth/sign-in/email',
          { 'content-type': 'application/json' },
          new Uint8Array(150 * MB),
        ),
        post(
          '8 MB form post',
          '/newsletter-mobile',
          { 'content-type': 'application/x-www-form-urlencoded' },
          `email=${'a'.repeat(8 * MB)}`,
        ),
      ]);
      healthz.push((await fetch(`${server.url}/healthz`).catch(() => ({ status: 0 }))).status);
    }
    await browse(30);
    return {
      rounds,
      survived: server.process.exitCode === null && healthz.every((s) => s === 200),
      statuses,
      healthzAfterEachRound: healthz,
      rssStart,
      rssPeak: peak,
      rssEnd: rssMb(pid),
    };
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}

export function burstSection(r: BurstResult): string[] {
  const fmt = (n: number) => n.toFixed(0);
  return [
    `### Hostile bursts on the embedded database, ${r.rounds} rounds (production server, V8 old space 144 MB)`,
    '',
    'Each round: 30 page views, then at once 8 uploads of 11 MB less 4 KB and 8 of 11 MB + 1 byte (page action and API alternating), a 150 MB sign-in body and an 8 MB form post.',
    '',
    '| request | answers |',
    '|---|---|',
    ...Object.entries(r.statuses).map(
      ([kind, byStatus]) =>
        `| ${kind} | ${Object.entries(byStatus)
          .map(([status, n]) => `${n} × ${status}`)
          .join(', ')} |`,
    ),
    '',
    `Process survived and /healthz answered after every round: ${r.survived ? 'yes' : '**no**'} (${r.healthzAfterEachRound.join(', ')}). RSS ${fmt(r.rssStart)} MB before the first round, peak ${fmt(r.rssPeak)} MB, ${fmt(r.rssEnd)} MB after the last.`,
    '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(burstSection(await benchHostileBurst()).join('\n'));
}
