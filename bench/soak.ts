// Soak of the production server on the embedded database (ADR 082): a fixed request rate for
// SOAK_MINUTES (default 10) over a visitor's mix — job list and detail pages, varied searches,
// sign-in and applying, uploads (CV documents, CV photos, event images), imports (LinkedIn ZIP, JSON
// Resume) and a small share of hostile requests (oversized bodies, malformed page posts; ADR 094) — with the error rate, latency percentiles and the server's RSS sampled every
// few seconds (start, end, peak and the trend). `npx tsx bench/soak.ts` runs it alone and prints the
// section for bench/RESULTS.md; `npm run bench -- soak` appends it.
// Settings: SOAK_MINUTES, SOAK_RATE (requests per second, default 20), SOAK_SAMPLE_SECONDS (5).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pdfBytes } from '../tests/factories/documents.ts';
import { validRegistration } from '../tests/factories/registration.ts';
import { startServer, type RunningServer } from '../tests/e2e/support/server-process.ts';
import { diverseSearches } from './lib/diverse-searches.ts';
import { fmt } from './lib/load.ts';
import {
  cvDocument,
  eventForm,
  fileForm,
  hostileRequests,
  jsonResume,
  linkedInExport,
  photo,
} from './lib/upload-mix.ts';

export interface RssSample {
  /** Seconds since the measured load started. */
  at: number;
  mb: number;
}

export interface SoakResult {
  minutes: number;
  rate: number;
  requests: number;
  errors: number;
  /** Requests not sent because the previous ones had not finished (the server fell behind). */
  skipped: number;
  p50: number;
  p95: number;
  p99: number;
  byKind: Record<string, { requests: number; errors: number; p50: number; p99: number }>;
  rss: RssSample[];
  rssStart: number;
  rssEnd: number;
  rssPeak: number;
  /** Least-squares slope of RSS over the second half of the run, MB per minute. */
  trendMbPerMinute: number;
  firstErrors: string[];
}

/** The resident set of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Least-squares slope of `mb` over `at`, per minute. */
export function slopePerMinute(samples: readonly RssSample[]): number {
  const n = samples.length;
  if (n < 2) return 0;
  const mx = samples.reduce((s, x) => s + x.at, 0) / n;
  const my = samples.reduce((s, x) => s + x.mb, 0) / n;
  let num = 0;
  let den = 0;
  for (const s of samples) {
    num += (s.at - mx) * (s.mb - my);
    den += (s.at - mx) ** 2;
  }
  return den ? (num / den) * 60 : 0;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

interface Candidate {
  email: string;
  password: string;
  cookie: string;
  fileId: string;
  applied: Set<number>;
}

/** The verification link the portal's file outbox holds for `email`. */
async function verificationLink(dataDir: string, email: string): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (existsSync(dir))
      for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) {
        const mail = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; text: string };
        const link = mail.to === email && /https?:\/\/\S*\/verify-email\?token=[^\s"'<>]+/.exec(mail.text);
        if (link) return link[0];
      }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no verification e-mail for ${email}`);
}

function client(server: RunningServer) {
  let n = 0;
  // Visitors come from many addresses (the server trusts X-Forwarded-For here, as behind a proxy).
  const address = () => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`;
  return (
    method: string,
    pathname: string,
    { body, cookie, form }: { body?: unknown; cookie?: string; form?: FormData } = {},
  ) =>
    fetch(server.url + pathname, {
      method,
      redirect: 'manual',
      headers: {
        origin: server.url,
        'accept-language': 'sk',
        'accept-encoding': 'gzip',
        'x-forwarded-for': address(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Registers, verifies and signs in `count` candidates, each with a stored CV. */
async function candidates(server: RunningServer, call: ReturnType<typeof client>, count: number) {
  const people: Candidate[] = [];
  for (let i = 0; i < count; i++) {
    const payload = validRegistration({ email: `soak.${Date.now()}.${i}@example.sk` });
    const registered = await call('POST', '/api/registration/candidate', { body: payload });
    if (registered.status !== 201) throw new Error(`registration: ${await registered.text()}`);
    const verified = await fetch(await verificationLink(server.dataDir, payload.email), {
      redirect: 'manual',
    });
    if (verified.status >= 400) throw new Error(`verification: ${verified.status}`);
    const signedIn = await call('POST', '/api/auth/sign-in/email', {
      body: { email: payload.email, password: payload.password },
    });
    if (!signedIn.ok) throw new Error(`sign-in: ${await signedIn.text()}`);
    const cookie = cookieOf(signedIn);
    const form = new FormData();
    form.append('file', new File([pdfBytes() as Uint8Array<ArrayBuffer>], 'cv.pdf'));
    const uploaded = await call('POST', '/api/job-application/cv-upload', { cookie, form });
    if (uploaded.status !== 201) throw new Error(`upload: ${await uploaded.text()}`);
    const { id: fileId } = (await uploaded.json()) as { id: string };
    people.push({ email: payload.email, password: payload.password, cookie, fileId, applied: new Set() });
  }
  return people;
}

/** One request of the mix: its kind and how to send it (resolving to the response). */
type Step = {
  kind: string;
  send: () => Promise<Response>;
  /** The status a hostile request must get; other requests fail with any status from 400. */
  expect?: number;
};

export async function benchSoak({
  minutes = Number(process.env.SOAK_MINUTES ?? 10),
  rate = Number(process.env.SOAK_RATE ?? 20),
  sampleSeconds = Number(process.env.SOAK_SAMPLE_SECONDS ?? 5),
  env = {},
}: { minutes?: number; rate?: number; sampleSeconds?: number; env?: Record<string, string> } = {}) {
  const server = await startServer({
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    // 40 candidates sign in and apply all along: the per-account caps are raised, not switched off.
    RATE_LIMIT_SCALE: '100',
    ...env,
  });
  try {
    const pid = server.process.pid!;
    const call = client(server);
    const people = await candidates(server, call, 40);
    const listed = (await (
      await call('POST', '/api/job-descriptions', { body: { filter: {}, size: 100 } })
    ).json()) as { page: { content: { id: number; states: string[] }[] } };
    const jobIds = listed.page.content.map((j) => j.id);
    const open = listed.page.content.filter((j) => !j.states.includes('not_available')).map((j) => j.id);
    const searches = diverseSearches(5_000, 7);
    const listPages = [
      '/jobs',
      '/jobs?q=java',
      '/en/jobs?page=2',
      '/jobs?type=contract',
      '/de/jobs?q=entwickler',
      '/jobs?q=v%C3%BDvoj%C3%A1r&page=2',
      '/jobs?city=Bratislava',
    ];
    let i = 0;
    const pick = <T>(items: readonly T[]) => items[i++ % items.length]!;
    const rnd = (n: number) => Math.floor(Math.random() * n);
    const apply = (): Promise<Response> => {
      const person = people[rnd(people.length)]!;
      const jobId = open.find((id) => !person.applied.has(id));
      if (jobId === undefined) return call('GET', `/api/job-descriptions/${pick(jobIds)}`);
      person.applied.add(jobId);
      return call('POST', '/api/job-application/apply', {
        cookie: person.cookie,
        body: {
          id: jobId,
          fileId: person.fileId,
          firstName: 'Ľubomír',
          lastName: 'Šťastný',
          email: person.email,
          phoneCountry: 'SVK',
          phone: '+421 905 123 456',
          message: 'Môžem nastúpiť od budúceho mesiaca.',
          consent: true,
        },
      });
    };
    // Uploads and imports at realistic sizes, varied: made once, sent all along.
    const documents = [cvDocument(120), cvDocument(800), cvDocument(3_000)];
    const photos = [await photo(640, 800), await photo(2_000, 1_500)];
    const exports = [linkedInExport(5), linkedInExport(28)];
    const resumes = [jsonResume(3), jsonResume(25)];
    const hostile = hostileRequests(server.url);
    const someone = () => people[rnd(people.length)]!.cookie;
    // Weights of the mix, in requests out of 100.
    const mix: [number, () => Step][] = [
      [5, () => ({ kind: 'home page', send: () => call('GET', pick(['/', '/en', '/de'])) })],
      [20, () => ({ kind: 'job list page', send: () => call('GET', pick(listPages)) })],
      [
        20,
        () => ({
          kind: 'job detail page',
          send: () => call('GET', `${pick(['', '/en', '/de'])}/jobs/${pick(jobIds)}`),
        }),
      ],
      [
        35,
        () => ({
          kind: 'search API',
          send: () => call('POST', '/api/job-descriptions', { body: searches[rnd(searches.length)] }),
        }),
      ],
      [5, () => ({ kind: 'job API', send: () => call('GET', `/api/job-descriptions/${pick(jobIds)}`) })],
      [
        10,
        () => {
          const person = people[rnd(people.length)]!;
          return {
            kind: 'sign-in',
            send: () =>
              call('POST', '/api/auth/sign-in/email', {
                body: { email: person.email, password: person.password },
              }),
          };
        },
      ],
      [3, () => ({ kind: 'apply', send: apply })],
      [
        1.5,
        () => ({
          kind: 'CV document upload',
          send: () =>
            call('POST', '/api/job-application/cv-upload', {
              cookie: someone(),
              form: fileForm(documents[rnd(documents.length)]!, 'cv.pdf'),
            }),
        }),
      ],
      [
        1,
        () => ({
          kind: 'CV photo upload',
          send: () =>
            call('PUT', '/api/candidates/my/cv/photo', {
              cookie: someone(),
              form: fileForm(photos[rnd(photos.length)]!, 'photo.jpg'),
            }),
        }),
      ],
      [
        0.5,
        () => ({
          kind: 'event with image',
          send: () =>
            call('POST', '/api/events', { cookie: someone(), form: eventForm(photos[rnd(photos.length)]!) }),
        }),
      ],
      [
        1,
        () => ({
          kind: 'LinkedIn import',
          send: () =>
            call('POST', '/api/candidates/my/cv/import/linkedin', {
              cookie: someone(),
              form: fileForm(exports[rnd(exports.length)]!, 'export.zip'),
            }),
        }),
      ],
      [
        0.5,
        () => ({
          kind: 'JSON Resume import',
          send: () =>
            call('POST', '/api/candidates/my/cv/import/json-resume', {
              cookie: someone(),
              body: resumes[rnd(resumes.length)],
            }),
        }),
      ],
      [
        1,
        () => {
          const request = hostile[rnd(hostile.length)]!;
          return { kind: `hostile: ${request.name}`, send: request.send, expect: request.expect };
        },
      ],
      [
        2,
        () => ({
          kind: 'profile API',
          send: () => call('GET', '/api/candidates/my', { cookie: people[rnd(people.length)]!.cookie }),
        }),
      ],
    ];
    const total = mix.reduce((s, [w]) => s + w, 0);
    const nextStep = (): Step => {
      let r = Math.random() * total;
      for (const [w, make] of mix) if ((r -= w) < 0) return make();
      return mix[0]![1]();
    };

    const latencies: Record<string, number[]> = {};
    const errors: Record<string, number> = {};
    const firstErrors: string[] = [];
    let skipped = 0;
    let inFlight = 0;
    const durationMs = minutes * 60_000;
    const rss: RssSample[] = [];
    const started = performance.now();
    const sample = () => rss.push({ at: (performance.now() - started) / 1000, mb: rssMb(pid) });
    sample();
    const sampler = setInterval(sample, sampleSeconds * 1000);
    const pending = new Set<Promise<void>>();
    // Open loop: request k leaves at k / rate seconds whatever the answers before it (at most 200 open).
    for (let k = 0; ; k++) {
      const due = started + (k * 1000) / rate;
      if (due - started >= durationMs) break;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (inFlight >= 200) {
        skipped++;
        continue;
      }
      const step = nextStep();
      inFlight++;
      const sentAt = performance.now();
      const done = step
        .send()
        .then(async (response) => {
          await response.arrayBuffer();
          if (step.expect ? response.status !== step.expect : response.status >= 400) {
            errors[step.kind] = (errors[step.kind] ?? 0) + 1;
            if (firstErrors.length < 10) firstErrors.push(`${step.kind}: ${response.status}`);
          }
        })
        .catch((error: unknown) => {
          errors[step.kind] = (errors[step.kind] ?? 0) + 1;
          if (firstErrors.length < 10) firstErrors.push(`${step.kind}: ${String(error)}`);
        })
        .finally(() => {
          inFlight--;
          (latencies[step.kind] ??= []).push(performance.now() - sentAt);
          pending.delete(done);
        });
      pending.add(done);
    }
    await Promise.all(pending);
    clearInterval(sampler);
    sample();

    const all = Object.values(latencies)
      .flat()
      .sort((a, b) => a - b);
    const byKind = Object.fromEntries(
      Object.entries(latencies).map(([kind, values]) => {
        const sorted = values.sort((a, b) => a - b);
        return [
          kind,
          {
            requests: sorted.length,
            errors: errors[kind] ?? 0,
            p50: percentile(sorted, 50),
            p99: percentile(sorted, 99),
          },
        ];
      }),
    );
    const secondHalf = rss.filter((s) => s.at >= rss.at(-1)!.at / 2);
    const result: SoakResult = {
      minutes,
      rate,
      requests: all.length,
      errors: Object.values(errors).reduce((s, e) => s + e, 0),
      skipped,
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      p99: percentile(all, 99),
      byKind,
      rss,
      rssStart: rss[0]!.mb,
      rssEnd: rss.at(-1)!.mb,
      rssPeak: Math.max(...rss.map((s) => s.mb)),
      trendMbPerMinute: slopePerMinute(secondHalf),
      firstErrors,
    };
    return result;
  } finally {
    await server.stop();
  }
}

/** The section of bench/RESULTS.md. */
export function soakSection(r: SoakResult): string[] {
  const pass = (ok: boolean) => (ok ? 'met' : '**not met**');
  const errorRate = r.requests ? (100 * r.errors) / r.requests : 0;
  const every = Math.max(1, Math.round(r.rss.length / 12));
  return [
    `### Soak on the embedded database, ${r.minutes} min at ${r.rate} req/s (open loop)`,
    '',
    `${r.requests.toLocaleString('en')} requests, ${r.errors} errors (${fmt(errorRate, 3)} %), ${r.skipped} not sent; p50 ${fmt(r.p50)} ms, p95 ${fmt(r.p95)} ms, p99 ${fmt(r.p99)} ms.`,
    '',
    '| kind | requests | errors | p50 ms | p99 ms |',
    '|---|---|---|---|---|',
    ...Object.entries(r.byKind).map(
      ([kind, k]) => `| ${kind} | ${k.requests} | ${k.errors} | ${fmt(k.p50)} | ${fmt(k.p99)} |`,
    ),
    '',
    `Server RSS: ${fmt(r.rssStart, 0)} MB at the start of the load, ${fmt(r.rssEnd, 0)} MB at the end, peak ${fmt(r.rssPeak, 0)} MB; trend over the second half ${fmt(r.trendMbPerMinute, 2)} MB/min.`,
    `RSS every ${fmt(r.rss[every]?.at ?? 0, 0)} s or so (MB): ${r.rss
      .filter((_, k) => k % every === 0 || k === r.rss.length - 1)
      .map((s) => fmt(s.mb, 0))
      .join(', ')}.`,
    '',
    `Targets: error rate < 0.1 %: ${pass(errorRate < 0.1)}; RSS < 400 MB: ${pass(r.rssPeak < 400)}; no growth (second-half trend < 1 MB/min): ${pass(r.trendMbPerMinute < 1)}.`,
    ...(r.firstErrors.length ? ['', `First errors: ${r.firstErrors.join('; ')}.`] : []),
    '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchSoak();
  console.log(soakSection(result).join('\n'));
}
