import { randomBytes } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, user } from '../../db/schema/auth.ts';
import { event } from '../../db/schema/content.ts';
import { storedFile } from '../../db/schema/files.ts';
import { job } from '../../db/schema/jobs.ts';
import { queryRows } from '../../db/client.ts';
import { sql } from 'drizzle-orm';
import { ARCHIVE_VERSION, HEADER_ENTRY, MANIFEST_ENTRY } from '../../infra/data-archive/format.ts';
import { readTar, TarWriter } from '../../infra/data-archive/tar.ts';
import { createApp } from '../../server/app.ts';
import { bootstrap, type Runtime } from '../../server/bootstrap.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { ArchiveError, exportData, importData } from '../../server/data-archive-commands.ts';
import { markRunning } from '../../server/data-export.ts';
import { createConfiguredFileStore } from '../../server/file-store.ts';
import { createLogger } from '../../server/logger.ts';
import { createMetrics } from '../../server/metrics.ts';
import { docxBytes, pdfBytes } from '../factories/documents.ts';
import { validRegistration } from '../factories/registration.ts';
import { cookiesOf } from '../setup/api-users.ts';
import { testDriver } from '../setup/test-db.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { scratchDatabases } from '../support/scratch-databases.ts';

/**
 * Moving a portal (ADR 134): an embedded portal (PGlite, files on disk) with activity is exported
 * while it runs, through its own process; the archive is imported into PostgreSQL with files on an
 * S3-compatible server (on the PostgreSQL pass) and into a new PGlite directory, and a portal on each
 * target signs the accounts in, serves the same bytes, opens the share links and sends the pending
 * e-mails once. A damaged or foreign archive and a used target are refused, the target untouched.
 */
const SECRET = 'archive-secret-'.repeat(3);
const ADMIN = `archive-admin.${Date.now()}@kariera.test`;
const scratch = scratchDatabases('archive');
const work = mkdtempSync(path.join(tmpdir(), 'kariera-archive-'));
const runtimes: Runtime[] = [];
let s3: S3rver;
let s3Endpoint = '';
let sink: SmtpSink;
let source: Portal;
let server: ServerType;
let archive = '';

interface Portal {
  config: Config;
  runtime: Runtime;
  app: ReturnType<typeof createApp>;
}

async function portal(env: Record<string, string>): Promise<Portal> {
  const config = loadConfig({
    BETTER_AUTH_SECRET: SECRET,
    PUBLIC_URL: 'https://kariera.test',
    ADMIN_EMAILS: ADMIN,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'silent',
    SMTP_URL: sink.url,
    ...env,
  });
  const logger = createLogger('silent');
  const runtime = await bootstrap(config, logger);
  runtimes.push(runtime);
  const app = createApp({ config, ...runtime, logger, metrics: createMetrics() });
  return { config, runtime, app };
}

const pick = (from: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]]));

let ipSeq = 0;
function caller(p: Portal) {
  return (method: string, url: string, options: { body?: unknown; cookie?: string } = {}) => {
    const form = options.body instanceof FormData;
    return p.app.request(url, {
      method,
      headers: {
        ...(form || options.body === undefined ? {} : { 'content-type': 'application/json' }),
        'accept-language': 'sk',
        'x-forwarded-for': `203.0.113.${(++ipSeq % 250) + 1}`,
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      ...(options.body === undefined
        ? {}
        : { body: form ? (options.body as FormData) : JSON.stringify(options.body) }),
    });
  };
}

const fileForm = (bytes: Uint8Array, name: string, type = '') => {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, type ? { type } : {}));
  return form;
};

interface Person {
  email: string;
  password: string;
  id: string;
  cookie: string;
  token: string;
}
const people: Record<'public' | 'registered' | 'private' | 'password' | 'admin', Person> = {} as never;
const SHARE_PASSWORD = 'Čučoriedka-7';
const NEWSLETTER = `archive-news.${Date.now()}@example.sk`;
let photo: Uint8Array;
let eventImageId = '';
let eventImage: Uint8Array;
let applicationId = 0;
let lastJobId = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'kariera-s3-')),
    configureBuckets: [
      { name: 'kariera-move', configs: [] },
      { name: 'kariera-tamper', configs: [] },
    ],
  });
  s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;

  // The embedded portal: a new PGlite directory (demo jobs), its files on disk, serving HTTP.
  source = await portal({ DATA_DIR: path.join(work, 'source') });
  const call = caller(source);
  for (const privacy of ['public', 'registered', 'private', 'password', 'admin'] as const) {
    const payload = validRegistration(privacy === 'admin' ? { email: ADMIN } : {});
    const response = await call('POST', '/api/registration/candidate', { body: payload });
    expect(response.status, await response.clone().text()).toBe(201);
    const body = (await response.json()) as { profile: { id: string }; cvSettings: { token: string } };
    people[privacy] = {
      email: String(payload.email),
      password: String(payload.password),
      id: body.profile.id,
      cookie: cookiesOf(response),
      token: body.cvSettings.token,
    };
    await source.runtime.database.db
      .update(user)
      .set({ emailVerified: true })
      .where(eq(user.id, body.profile.id));
    if (privacy === 'admin') continue;
    const settings = await call('PUT', '/api/candidates/my/cv-settings', {
      cookie: people[privacy].cookie,
      body: {
        language: 'sk',
        privacy,
        contactVisible: true,
        graphVisible: true,
        ...(privacy === 'password' ? { password: SHARE_PASSWORD } : {}),
      },
    });
    expect(settings.status, await settings.clone().text()).toBe(200);
  }
  const owner = people.public;
  // A social sign-in linked to the account.
  await source.runtime.database.db.insert(account).values({
    id: randomBytes(8).toString('hex'),
    accountId: '4711',
    providerId: 'github',
    userId: owner.id,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
  const put = await call('PUT', '/api/candidates/my/cv/photo', {
    cookie: owner.cookie,
    body: fileForm(new Uint8Array(jpeg), 'photo.jpg', 'image/jpeg'),
  });
  expect(put.status, await put.clone().text()).toBeLessThan(300);
  photo = new Uint8Array(await (await call('GET', `/api/cv/${owner.token}/photo`)).arrayBuffer());
  const cvFile = await call('PUT', '/api/candidates/my/cv/file', {
    cookie: owner.cookie,
    body: fileForm(docxBytes(), 'Životopis.docx'),
  });
  expect(cvFile.status, await cvFile.clone().text()).toBeLessThan(300);
  // An application with its uploaded CV.
  const [published] = await source.runtime.database.db
    .select({ id: job.id })
    .from(job)
    .where(and(eq(job.status, 'published'), eq(job.available, true)))
    .limit(1);
  const uploaded = await call('POST', '/api/job-application/cv-upload', {
    cookie: people.registered.cookie,
    body: fileForm(pdfBytes('Životopis uchádzača'), 'cv.pdf'),
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const applied = await call('POST', '/api/job-application/apply', {
    cookie: people.registered.cookie,
    body: {
      ...pick(validRegistration(), ['firstName', 'lastName', 'email', 'phoneCountry', 'phone']),
      consent: true,
      id: published!.id,
      fileId: ((await uploaded.json()) as { id: string }).id,
    },
  });
  expect(applied.status, await applied.clone().text()).toBe(201);
  applicationId = ((await applied.json()) as { id: number }).id;
  // An approved event with its image, served at /media/{id}.webp.
  eventImageId = `${randomBytes(16).toString('hex')}.webp`;
  const image = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#cc3366' } })
    .webp()
    .toBuffer();
  const key = `event-image/${eventImageId}`;
  eventImage = new Uint8Array(image);
  await source.runtime.accounts.files.put(key, eventImage, 'image/webp');
  await source.runtime.database.db.insert(storedFile).values({
    id: eventImageId,
    kind: 'event-image',
    storageKey: key,
    originalName: 'plagat.webp',
    mimeType: 'image/webp',
    size: image.length,
  });
  const [anEvent] = await source.runtime.database.db.select({ uid: event.uid }).from(event).limit(1);
  await source.runtime.database.db
    .update(event)
    .set({ imageUrl: `/media/${eventImageId}` })
    .where(eq(event.uid, anEvent!.uid));
  // A newsletter subscription whose confirmation e-mail is still to be sent (the runner is not started).
  const subscribed = await call('POST', '/api/newsletter/subscriptions', {
    body: { email: NEWSLETTER, language: 'sk', topics: ['blog', 'news'], consent: true },
  });
  expect(subscribed.status, await subscribed.clone().text()).toBeLessThan(300);
  [{ lastJobId }] = (await queryRows<{ lastJobId: number }>(
    source.runtime.database.db,
    sql`select max(id)::int as "lastJobId" from job`,
  )) as [{ lastJobId: number }];

  // Running: the export goes through this process, which alone may open its PGlite directory.
  server = serve({ fetch: source.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as { port: number }).port;
  markRunning(source.config.dataDir, '127.0.0.1', port);
  archive = path.join(work, 'portal.tar');
  await exportData(source.config, archive);
  // A new embedded portal on disk, accounts with hashed passwords, files and a full export: 30–60 s
  // beside the browser tests on two cores, and past 120 s when the machine is busier.
}, 300_000);

afterAll(async () => {
  server?.close();
  for (const r of runtimes) await r.database.close().catch(() => undefined);
  await scratch.dropAll();
  await s3?.close();
  await sink?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Every stored file's bytes as the source portal's file store holds them. */
async function sourceFiles() {
  const rows = await source.runtime.database.db.select().from(storedFile);
  const bytes = new Map<string, Uint8Array>();
  for (const row of rows)
    bytes.set(row.storageKey, (await source.runtime.accounts.files.get(row.storageKey))!);
  return bytes;
}

async function checkTarget(target: Portal) {
  const call = caller(target);
  // Signed in with the password, and the session of before still valid.
  for (const person of Object.values(people)) {
    const signIn = await call('POST', '/api/auth/sign-in/email', {
      body: { email: person.email, password: person.password },
    });
    expect(signIn.status, person.email).toBe(200);
    const session = await call('GET', '/api/auth/get-session', { cookie: person.cookie });
    expect(((await session.json()) as { user?: { email: string } } | null)?.user?.email).toBe(person.email);
  }
  // The social sign-in is still linked (what the account's data export lists).
  const mine = (await (
    await call('GET', '/api/candidates/my/export', { cookie: people.public.cookie })
  ).json()) as {
    signInMethods: { provider: string }[];
  };
  expect(mine.signInMethods.map((m) => m.provider).sort()).toEqual(['credential', 'github']);
  // Every file, byte for byte, and through the pages' routes.
  for (const [key, bytes] of await sourceFiles())
    expect(await target.runtime.accounts.files.get(key), key).toEqual(bytes);
  const shared = await call('GET', `/api/cv/${people.public.token}/photo`);
  expect(new Uint8Array(await shared.arrayBuffer())).toEqual(photo);
  const cvFile = await call('GET', '/api/candidates/my/cv/file', { cookie: people.public.cookie });
  expect(new Uint8Array(await cvFile.arrayBuffer())).toEqual(docxBytes());
  const hr = await call('GET', `/api/admin/applications/${applicationId}/cv`, {
    cookie: people.admin.cookie,
  });
  expect(new Uint8Array(await hr.arrayBuffer())).toEqual(pdfBytes('Životopis uchádzača'));
  const media = await call('GET', `/media/${eventImageId}`);
  expect(new Uint8Array(await media.arrayBuffer())).toEqual(eventImage);
  // The share links under their privacy.
  expect((await call('GET', `/api/cv/${people.public.token}`)).status).toBe(200);
  expect((await call('GET', `/api/cv/${people.registered.token}`)).status).toBe(401);
  expect(
    (await call('GET', `/api/cv/${people.registered.token}`, { cookie: people.private.cookie })).status,
  ).toBe(200);
  expect(
    (await call('GET', `/api/cv/${people.private.token}`, { cookie: people.public.cookie })).status,
  ).toBe(403);
  const unlocked = await call('POST', `/api/cv/${people.password.token}/unlock`, {
    body: { password: SHARE_PASSWORD },
  });
  expect(unlocked.status).toBe(200);
  expect(
    (await call('GET', `/api/cv/${people.password.token}`, { cookie: cookiesOf(unlocked) })).status,
  ).toBe(200);
  // Sequences continue: a new row takes the next id, no collision.
  const [next] = await queryRows<{ id: number }>(
    target.runtime.database.db,
    sql`select nextval(pg_get_serial_sequence('job', 'id'))::int as id`,
  );
  expect(next!.id).toBeGreaterThan(lastJobId);
  // The pending confirmation e-mail goes out once, however often the runner runs.
  const sent = () => sink.messages.filter((m) => m.to.includes(NEWSLETTER)).length;
  const before = sent();
  while ((await target.runtime.accounts.runner.runDue()) > 0);
  await sink.waitFor((m) => m.to.includes(NEWSLETTER) && sent() > before);
  while ((await target.runtime.accounts.runner.runDue()) > 0);
  expect(sent()).toBe(before + 1);
}

const s3Env = (bucket: string) => ({
  S3_ENDPOINT: s3Endpoint,
  S3_BUCKET: bucket,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

describe.runIf(testDriver() === 'postgres')('moving to PostgreSQL and S3', () => {
  it('imports into an empty database and bucket, and the portal there serves the same', async () => {
    const config = loadConfig({
      DATA_DIR: path.join(work, 'pg'),
      DATABASE_URL: await scratch.create(),
      BETTER_AUTH_SECRET: SECRET,
      ...s3Env('kariera-move'),
    });
    const summary = await importData(config, archive);
    expect(summary.files).toBe((await sourceFiles()).size);
    await checkTarget(
      await portal({
        DATA_DIR: config.dataDir,
        DATABASE_URL: config.DATABASE_URL!,
        ...s3Env('kariera-move'),
      }),
    );
    // Now used: a second import is refused.
    await expect(importData(config, archive)).rejects.toThrow(/not empty/);
  }, 240_000);
});

describe('into a new embedded database', () => {
  it('imports into a new PGlite directory with files on disk', async () => {
    const dir = path.join(work, 'pglite');
    const config = loadConfig({ DATA_DIR: dir, BETTER_AUTH_SECRET: SECRET });
    await importData(config, archive);
    await checkTarget(await portal({ DATA_DIR: dir }));
  }, 240_000);
});

/** The archive rewritten entry by entry, `change` deciding what becomes of each. */
async function rewritten(
  name: string,
  change: (entry: { name: string; bytes: Buffer }) => { name: string; bytes: Buffer } | undefined,
): Promise<string> {
  const file = path.join(work, name);
  const parts: Buffer[] = [];
  const out = new (await import('node:stream')).PassThrough();
  out.on('data', (chunk: Buffer) => parts.push(chunk));
  const tar = new TarWriter(out);
  for await (const entry of readTar(createReadStream(archive))) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    const kept = change({ name: entry.name, bytes: Buffer.concat(chunks) });
    if (kept) await tar.entry(kept.name, kept.bytes.length, kept.bytes, entry.attributes);
  }
  await tar.end();
  writeFileSync(file, Buffer.concat(parts));
  return file;
}

describe('a damaged or foreign archive', () => {
  const emptyTarget = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kariera-tamper-'));
    return { dir, config: loadConfig({ DATA_DIR: dir, BETTER_AUTH_SECRET: SECRET }) };
  };
  const untouched = (dir: string) => expect(readdirSync(dir).filter((f) => f !== 'secrets')).toEqual([]);

  it('with one byte flipped in a stored file is refused, naming it, and nothing is written', async () => {
    const bytes = readFileSync(archive);
    const at = bytes.indexOf(Buffer.from(docxBytes()));
    expect(at).toBeGreaterThan(0);
    bytes[at + 40] = bytes[at + 40]! ^ 0x01;
    const file = path.join(work, 'flipped.tar');
    writeFileSync(file, bytes);
    const { dir, config } = emptyTarget();
    await expect(importData(config, file)).rejects.toThrow(/cv-file\/.*has changed/);
    untouched(dir);
  });

  it('with a file left out is refused, naming it, and an S3 target stays empty', async () => {
    let dropped = '';
    const file = await rewritten('missing.tar', (entry) => {
      if (!dropped && entry.name.startsWith('files/cv-photo/')) {
        dropped = entry.name;
        return undefined;
      }
      return entry;
    });
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kariera-tamper-')),
      BETTER_AUTH_SECRET: SECRET,
      ...s3Env('kariera-tamper'),
    });
    const error = await importData(config, file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArchiveError);
    expect((error as Error).message).toContain(dropped);
    expect(await createConfiguredFileStore(config).store.isEmpty()).toBe(true);
    expect(existsSync(path.join(config.dataDir, 'db'))).toBe(false);
  });

  it('of an unknown format version is refused before anything else is read', async () => {
    const file = await rewritten('future.tar', (entry) =>
      entry.name === HEADER_ENTRY || entry.name === MANIFEST_ENTRY
        ? {
            name: entry.name,
            bytes: Buffer.from(
              JSON.stringify({ ...JSON.parse(entry.bytes.toString()), version: ARCHIVE_VERSION + 1 }),
            ),
          }
        : entry,
    );
    const { dir, config } = emptyTarget();
    await expect(importData(config, file)).rejects.toThrow(
      `the archive is format version ${ARCHIVE_VERSION + 1}; this release reads version ${ARCHIVE_VERSION} only`,
    );
    untouched(dir);
  });

  it('cut short is refused', async () => {
    const file = path.join(work, 'cut.tar');
    const bytes = readFileSync(archive);
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const { dir, config } = emptyTarget();
    await expect(importData(config, file)).rejects.toThrow(/truncated/);
    untouched(dir);
  });
});
