import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { event, storedFile, user } from '../../db/schema/index.ts';
import { createApp } from '../../server/app.ts';
import { createLogger } from '../../server/logger.ts';
import { createMetrics } from '../../server/metrics.ts';
import { type HostileFile, hostileFiles } from '../fixtures/hostile/generate.ts';
import { publishJob } from '../factories/jobs.ts';
import { validRegistration } from '../factories/registration.ts';
import {
  apiCaller,
  nextClientIp,
  registerCandidate,
  registerVerifiedCandidate,
  type TestApp,
} from '../setup/api-users.ts';
import { createTestApp } from '../setup/test-app.ts';
import { listen } from '../../server/http/lingering-close.ts';

/**
 * The hostile-file corpus (tests/fixtures/hostile) posted to every endpoint that takes a file or an
 * import, API and page actions, over a real HTTP server: each answers 4xx with a clear code (the
 * section-limit files: a preview of the first entries that says how many were left out), never 5xx,
 * and `/healthz` answers within 2 s while a heavy file is being processed (ADR 033).
 */
const ADMIN = `hostile.admin.${Date.now()}@example.sk`;
const ORIGIN = 'https://kariera.test';
const corpus = hostileFiles();
const en = {
  cv: JSON.parse(readFileSync('locales/en/cv.json', 'utf8')) as {
    errors: { linkedin: Record<string, string> };
  },
  common: JSON.parse(readFileSync('locales/en/common.json', 'utf8')) as {
    validation: Record<string, string>;
  },
};

let ctx: TestApp;
let server: ServerType;
let base = '';
let candidate = '';
let admin = '';
let jobId = 0;
/** The events the test database starts with (its seed). */
let eventsBefore = 0;

/** Page actions that take a file, run as React Router runs them: the route module's action with the server's context. */
const pageRoutes: {
  path: () => string;
  load: () => Promise<{ action: (args: never) => unknown }>;
  params: () => Record<string, string>;
}[] = [
  {
    path: () => `/en/jobs/${jobId}/apply`,
    load: () => import('../../app/routes/applications/job-apply.server.ts'),
    params: () => ({ lang: 'en', id: String(jobId) }),
  },
  {
    path: () => '/en/adequate-salary/programmer/cv',
    load: () => import('../../app/routes/adequate-salary/adequate-salary-cv.server.ts'),
    params: () => ({ lang: 'en', queryProfession: 'programmer' }),
  },
  {
    path: () => '/en/events/new',
    load: () => import('../../app/routes/events/event-new.server.ts'),
    params: () => ({ lang: 'en' }),
  },
  {
    path: () => '/en/admin/events/new',
    load: () => import('../../app/routes/events/admin-event-new.server.ts'),
    params: () => ({ lang: 'en' }),
  },
];

async function pageAction(request: Request, context: unknown): Promise<Response> {
  const route = pageRoutes.find((r) => r.path() === new URL(request.url).pathname);
  if (!route || request.method !== 'POST') return new Response('no such page in this test', { status: 404 });
  const { action } = await route.load();
  const answer = (result: unknown): Response => {
    if (result instanceof Response) return result;
    // React Router's data(value, init).
    const { data, init } = result as { data: unknown; init?: { status?: number } };
    return Response.json(data, { status: init?.status ?? 200 });
  };
  try {
    return answer(await action({ request, params: route.params(), context } as never));
  } catch (thrown) {
    if (thrown instanceof Response || (thrown && typeof thrown === 'object' && 'init' in thrown))
      return answer(thrown);
    throw thrown;
  }
}

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true', ADMIN_EMAILS: ADMIN, RATE_LIMIT_SCALE: '1000' });
  const app = createApp({
    ...ctx,
    logger: createLogger('silent'),
    metrics: createMetrics(),
    ssr: pageAction,
  });
  server = listen(app.fetch, { port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  candidate = (await registerVerifiedCandidate(() => ctx)).cookie;
  const registered = await registerCandidate(() => ctx, { email: ADMIN });
  await ctx.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, ADMIN));
  admin = registered.cookie;
  eventsBefore = (await ctx.database.db.select().from(event)).length;
  jobId = (
    await publishJob(
      apiCaller(() => ctx),
      admin,
      `Hostile ${Date.now()}`,
    )
  ).id;
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await ctx?.close();
});

const fileOf = (file: HostileFile) => new File([file.bytes as Uint8Array<ArrayBuffer>], file.name);
const form = (fields: Record<string, string>, files: Record<string, HostileFile>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const [key, file] of Object.entries(files)) body.append(key, fileOf(file));
  return body;
};
const send = (method: string, path: string, body: FormData | string, cookie?: string) =>
  fetch(base + path, {
    method,
    headers: {
      origin: ORIGIN,
      'accept-language': 'en',
      'x-forwarded-for': nextClientIp(),
      ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body,
  });

const startIn = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T18:00`;
};
const eventFields = () => ({
  name: `Meetup ${Math.random().toString(36).slice(2)}`,
  description: 'Dve prednášky o Jave a diskusia.',
  language: 'sk',
  isOnline: 'false',
  url: 'https://example.com/meetup',
  startAt: startIn(20),
  locationName: 'Nivy Tower, Bratislava',
  organizerName: 'JUG Bratislava',
  organizerUrl: 'https://example.com',
  organizerDescription: 'Komunita javistov.',
});
const registrationFields = () => {
  const body: Record<string, string> = {};
  for (const [key, value] of Object.entries(validRegistration()))
    body[key] = Array.isArray(value) ? String(value[0]) : String(value);
  return body;
};

/** The hostile file as both images, unless two of it would pass the body limit (then as the event's image only). */
const eventImages = (f: HostileFile): Record<string, HostileFile> =>
  f.bytes.length > 5 * 1024 * 1024 ? { image: f } : { image: f, organizerImage: f };

type Accepts = 'document' | 'image' | 'linkedin' | 'json-resume';
interface Target {
  name: string;
  accepts: Accepts;
  page?: boolean;
  /** Polyglots this endpoint keeps as the image their magic says (stored as sent, served with `nosniff`). */
  neutralises?: string[];
  /** The field whose translated message tells why (checked where the message is the upload's own). */
  field?: string;
  send: (file: HostileFile) => Promise<Response>;
}

const targets: Target[] = [
  {
    name: 'POST /api/job-application/cv-upload',
    accepts: 'document',
    field: 'file',
    send: (f) => send('POST', '/api/job-application/cv-upload', form({}, { file: f }), candidate),
  },
  {
    name: 'PUT /api/candidates/my/cv/file',
    accepts: 'document',
    field: 'file',
    send: (f) => send('PUT', '/api/candidates/my/cv/file', form({}, { file: f }), candidate),
  },
  {
    name: 'PUT /api/candidates/my/cv/photo',
    accepts: 'image',
    field: 'file',
    send: (f) => send('PUT', '/api/candidates/my/cv/photo', form({}, { file: f }), candidate),
  },
  {
    name: 'POST /api/candidates/my/cv/import/linkedin',
    accepts: 'linkedin',
    field: 'file',
    send: (f) => send('POST', '/api/candidates/my/cv/import/linkedin', form({}, { file: f }), candidate),
  },
  {
    name: 'POST /api/candidates/my/cv/import/json-resume',
    accepts: 'json-resume',
    send: (f) =>
      send(
        'POST',
        '/api/candidates/my/cv/import/json-resume',
        Buffer.from(f.bytes).toString('latin1'),
        candidate,
      ),
  },
  {
    name: 'POST /api/questionnaires/cv',
    accepts: 'document',
    field: 'file',
    send: (f) =>
      send(
        'POST',
        '/api/questionnaires/cv',
        form(
          { profession: 'tester', name: 'Eva Malá', email: `eva.${Math.random()}@example.sk`, gdpr: 'on' },
          { file: f },
        ),
      ),
  },
  {
    name: 'POST /api/registration/candidate (avatar)',
    accepts: 'image',
    neutralises: ['gif-html-polyglot.gif', 'jpeg-html-polyglot.jpg'],
    send: (f) => send('POST', '/api/registration/candidate', form(registrationFields(), { avatar: f })),
  },
  {
    name: 'POST /api/events',
    accepts: 'image',
    field: 'image',
    send: (f) => send('POST', '/api/events', form(eventFields(), eventImages(f)), candidate),
  },
  {
    name: 'POST /api/admin/events',
    accepts: 'image',
    field: 'image',
    send: (f) => send('POST', '/api/admin/events', form(eventFields(), eventImages(f)), admin),
  },
  {
    name: 'POST /api/admin/blog/images',
    accepts: 'image',
    field: 'image',
    send: (f) => send('POST', '/api/admin/blog/images', form({ kind: 'blog-image' }, { image: f }), admin),
  },
  {
    name: 'page /jobs/{id}/apply',
    accepts: 'document',
    page: true,
    send: (f) =>
      send(
        'POST',
        `/en/jobs/${jobId}/apply`,
        form(
          {
            cvChoice: 'new',
            firstName: 'Jana',
            lastName: 'Nová',
            phoneCountry: 'SVK',
            phone: '905123456',
            gdpr: 'on',
          },
          { file: f },
        ),
        candidate,
      ),
  },
  {
    name: 'page /adequate-salary/programmer/cv',
    accepts: 'document',
    page: true,
    send: (f) =>
      send(
        'POST',
        '/en/adequate-salary/programmer/cv',
        form({ name: 'Eva Malá', email: `eva.${Math.random()}@example.sk`, gdpr: 'on' }, { file: f }),
      ),
  },
  {
    name: 'page /events/new',
    accepts: 'image',
    page: true,
    send: (f) => send('POST', '/en/events/new', form(eventFields(), eventImages(f)), candidate),
  },
  {
    name: 'page /admin/events/new',
    accepts: 'image',
    page: true,
    send: (f) => send('POST', '/en/admin/events/new', form(eventFields(), eventImages(f)), admin),
  },
];

/** The message a refusal of `file` by `target` carries, where it is the upload's own. */
function expectedMessage(target: Target, file: HostileFile): string | undefined {
  const v = en.common.validation;
  if (target.accepts === 'linkedin') {
    const reason: Partial<Record<HostileFile['kind'], string>> = {
      'zip-bomb': 'too_large',
      'nested-zip': 'no_profile_files',
      'many-entries': 'too_many_entries',
      'path-traversal': 'unsafe_name',
      'many-rows': 'too_many_rows',
    };
    return en.cv.errors.linkedin[reason[file.kind] ?? 'not_zip'];
  }
  if (target.accepts === 'document')
    return ['zip-bomb', 'many-entries', 'path-traversal'].includes(file.kind) ||
      file.name.startsWith('pdf-zip')
      ? v.documentSuspicious
      : v.documentType;
  if (target.accepts === 'image') {
    if (file.bytes.length > 5 * 1024 * 1024) return v.imageSize;
    return file.kind === 'pixel-bomb' ? v.imageDimensions : v.imageType;
  }
  return undefined;
}

/** Sends while `/healthz` is asked again and again; answers the response and the slowest health answer. */
async function whileCheckingHealth(request: () => Promise<Response>) {
  let done = false;
  let slowest = 0;
  let checks = 0;
  const health = (async () => {
    do {
      const started = performance.now();
      const response = await fetch(`${base}/healthz`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      checks++;
      // Polled every 50 ms rather than back to back, so the checks do not compete for the CPU they measure.
      if (!done) await new Promise((resolve) => setTimeout(resolve, 50));
    } while (!done);
  })();
  const response = await request().finally(() => (done = true));
  await health;
  return { response, slowest, checks };
}

describe.each(targets)('$name', (target) => {
  it('refuses every hostile file with a 4xx and a clear reason, never 5xx, and stays responsive', async () => {
    for (const file of corpus) {
      const sectionFile =
        file.kind === 'section-limit' &&
        ((target.accepts === 'linkedin' && !file.json) || (target.accepts === 'json-resume' && file.json));
      const { response, slowest } = file.heavy
        ? await whileCheckingHealth(() => target.send(file))
        : { response: await target.send(file), slowest: 0 };
      const text = await response.text();
      expect(response.status, `${file.name}: ${text.slice(0, 300)}`).toBeLessThan(500);
      expect(slowest, `${file.name}: /healthz took ${Math.round(slowest)} ms`).toBeLessThan(2000);
      if (sectionFile) {
        expect(response.status, `${file.name}: ${text.slice(0, 300)}`).toBe(200);
        const preview = JSON.parse(text) as Record<string, unknown[]> & { omitted: Record<string, number> };
        for (const section of ['employments', 'educations', 'certificates', 'languages'])
          expect([preview[section]!.length, preview.omitted[section]], `${file.name} ${section}`).toEqual([
            30,
            file.entries! - 30,
          ]);
        expect(JSON.stringify(preview.employments![0])).toContain('Firma 0');
        continue;
      }
      if (target.neutralises?.includes(file.name) && response.status === 201) {
        // Kept as the image its magic says, and served only as that type, never sniffed into a page.
        const served = await fetch(`${base}/api/candidates/my/avatar`, {
          headers: {
            cookie: response.headers
              .getSetCookie()
              .map((c) => c.split(';')[0])
              .join('; '),
          },
        });
        expect(served.headers.get('content-type'), file.name).toMatch(/^image\/(gif|jpeg|png|webp)$/);
        expect(served.headers.get('x-content-type-options'), file.name).toBe('nosniff');
        continue;
      }
      expect(response.status, `${file.name}: ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
      if (target.page) continue;
      const problem = JSON.parse(text) as { code: string; fieldErrors?: Record<string, string[]> };
      expect(problem.code, file.name).toMatch(/^[A-Z_]+$/);
      const message = target.field && expectedMessage(target, file);
      if (message) expect(problem.fieldErrors?.[target.field!], file.name).toEqual([message]);
    }
  });
});

describe('the corpus', () => {
  it('left no event and no file from a hostile upload, but avatars kept as the image type they claim', async () => {
    const kept = await ctx.database.db.select().from(storedFile);
    expect(kept.map((f) => [f.kind, f.mimeType, f.originalName])).toEqual([
      ['avatar', 'image/gif', 'gif-html-polyglot.gif'],
      ['avatar', 'image/jpeg', 'jpeg-html-polyglot.jpg'],
    ]);
    expect(await ctx.database.db.select().from(event)).toHaveLength(eventsBefore);
  });
});
