import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_KEY } from '../../db/client.ts';
import { createApp } from '../../server/app.ts';
import { bootstrap, type Runtime } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { createMetrics } from '../../server/metrics.ts';
import { createStartingGate } from '../../server/starting.ts';
import { createTestApp } from '../setup/test-app.ts';
import { testDriver } from '../setup/test-db.ts';
import { scratchDatabases } from '../support/scratch-databases.ts';

const onPostgres = testDriver() === 'postgres';
const DAY = 86_400_000;

/**
 * security.txt read as RFC 9116 §2.2–2.5 and §4 describe it: lines of `Field: value` (a field name of
 * letters, digits and dashes), comments and empty lines; Contact at least once; Expires exactly once,
 * an RFC 3339 date-time; Preferred-Languages at most once. Throws on anything else.
 */
function parseSecurityTxt(text: string): Map<string, string[]> {
  expect(text.endsWith('\n'), 'ends with a line break').toBe(true);
  const fields = new Map<string, string[]>();
  for (const line of text.replace(/\r?\n$/, '').split(/\r?\n/)) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([A-Za-z0-9-]+): ([^\r\n]*)$/.exec(line);
    if (!match) throw new Error(`not a field line: ${JSON.stringify(line)}`);
    const name = match[1]!.toLowerCase();
    fields.set(name, [...(fields.get(name) ?? []), match[2]!]);
  }
  const contacts = fields.get('contact') ?? [];
  expect(contacts.length, 'Contact').toBeGreaterThan(0);
  for (const c of contacts) expect(c).toMatch(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+|tel:\S+)$/);
  expect(fields.get('expires'), 'exactly one Expires').toHaveLength(1);
  expect(fields.get('expires')![0]).toMatch(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  );
  expect((fields.get('preferred-languages') ?? []).length).toBeLessThanOrEqual(1);
  return fields;
}

describe('/.well-known/security.txt', () => {
  it('names the configured contacts, an expiry under a year ahead, the languages and its own address', async () => {
    const ctx = await createTestApp({
      SECURITY_CONTACT: 'security@kariera-it.sk, https://kariera-it.sk/security',
      SECURITY_POLICY: 'https://kariera-it.sk/security-policy',
    });
    try {
      const response = await ctx.app.request('/.well-known/security.txt');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      const fields = parseSecurityTxt(await response.text());
      expect(fields.get('contact')).toEqual([
        'mailto:security@kariera-it.sk',
        'https://kariera-it.sk/security',
      ]);
      const expires = Date.parse(fields.get('expires')![0]!);
      expect(expires).toBeGreaterThan(Date.now() + 150 * DAY);
      expect(expires).toBeLessThan(Date.now() + 365 * DAY);
      expect(fields.get('policy')).toEqual(['https://kariera-it.sk/security-policy']);
      expect(fields.get('preferred-languages')).toEqual(['sk, en, de']);
      expect(fields.get('canonical')).toEqual(['https://kariera.test/.well-known/security.txt']);

      const legacy = await ctx.app.request('/security.txt');
      expect(legacy.status).toBe(301);
      expect(legacy.headers.get('location')).toBe('/.well-known/security.txt');
    } finally {
      await ctx.close();
    }
  });

  it('defaults to security@ the public host and takes a fixed expiry', async () => {
    const ctx = await createTestApp({ SECURITY_TXT_EXPIRES: '2099-06-30T00:00:00Z' });
    try {
      const fields = parseSecurityTxt(await (await ctx.app.request('/.well-known/security.txt')).text());
      expect(fields.get('contact')).toEqual(['mailto:security@kariera.test']);
      expect(fields.get('expires')).toEqual(['2099-06-30T00:00:00Z']);
      expect(fields.has('policy')).toBe(false);
    } finally {
      await ctx.close();
    }
  });

  it('refuses contacts and expiries that would make a broken or stale file, naming the variable', () => {
    const bad = [
      {
        SECURITY_CONTACT: 'security@kariera-it.sk\r\nExpires: 2000-01-01T00:00:00Z',
        error: /SECURITY_CONTACT/,
      },
      { SECURITY_CONTACT: 'http://kariera-it.sk/security', error: /SECURITY_CONTACT/ },
      { SECURITY_CONTACT: 'not an address', error: /SECURITY_CONTACT/ },
      { SECURITY_TXT_EXPIRES: '2001-01-01T00:00:00Z', error: /SECURITY_TXT_EXPIRES: is in the past/ },
      { SECURITY_TXT_EXPIRES: 'next year', error: /SECURITY_TXT_EXPIRES: must be a date/ },
      { SECURITY_POLICY: 'http://kariera-it.sk/policy', error: /SECURITY_POLICY/ },
    ];
    for (const { error, ...env } of bad) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(error);
  });
});

describe('the web app manifest and the icons', () => {
  it('serve the manifest, /favicon.ico and every icon the manifest names', async () => {
    const ctx = await createTestApp();
    // The public files as the production build serves them from build/client.
    const app = createApp({
      ...ctx,
      logger: createLogger('silent'),
      metrics: createMetrics(),
      clientDir: path.resolve('public'),
    });
    try {
      const response = await app.request('/manifest.webmanifest');
      expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
      const manifest = (await response.json()) as {
        name: string;
        start_url: string;
        display: string;
        icons: { src: string; sizes: string; type: string }[];
      };
      expect(manifest).toMatchObject({ name: 'Kariéra IT', start_url: '/', display: 'standalone' });
      for (const icon of manifest.icons) {
        const file = await app.request(icon.src);
        expect(file.status, icon.src).toBe(200);
        expect(file.headers.get('content-type')?.split(';')[0]).toBe(icon.type);
        if (icon.type === 'image/png') {
          const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
          expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
        }
      }
      expect(manifest.icons.some((i) => i.sizes === '512x512')).toBe(true);

      const ico = await app.request('/favicon.ico');
      expect(ico.status).toBe(200);
      expect(ico.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
      const bytes = Buffer.from(await ico.arrayBuffer());
      // ICONDIR: reserved 0, type 1 (icon), then one 16-byte entry per image pointing at a PNG.
      expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
      const count = bytes.readUInt16LE(4);
      const sizes: number[] = [];
      for (let i = 0; i < count; i++) {
        const entry = 6 + 16 * i;
        const [length, offset] = [bytes.readUInt32LE(entry + 8), bytes.readUInt32LE(entry + 12)];
        const image = bytes.subarray(offset, offset + length);
        const meta = await sharp(image).metadata();
        expect(meta.format).toBe('png');
        expect(meta.width).toBe(bytes.readUInt8(entry));
        sizes.push(meta.width!);
      }
      expect(sizes).toContain(32);
    } finally {
      await ctx.close();
    }
  });
});

describe('/readyz', () => {
  it('answers 503 while the process starts, 200 /healthz, and hands over once ready', async () => {
    const gate = createStartingGate();
    const ready = await gate.fetch(new Request('http://portal.test/readyz'));
    expect(ready.status).toBe(503);
    expect((await gate.fetch(new Request('http://portal.test/healthz'))).status).toBe(200);
    const page = await gate.fetch(new Request('http://portal.test/en/jobs'));
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    gate.failed();
    expect(await (await gate.fetch(new Request('http://portal.test/readyz'))).json()).toMatchObject({
      status: 'failed',
    });
  });

  it('answers 503 once the database is gone', async () => {
    const ctx = await createTestApp();
    expect((await ctx.app.request('/readyz')).status).toBe(200);
    await ctx.close();
    const response = await ctx.app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ reason: 'database' });
  });
});

const scratch = scratchDatabases('ready');
const runtimes: Runtime[] = [];
afterAll(async () => {
  for (const r of runtimes) await r.database.close().catch(() => undefined);
  await scratch.dropAll();
});

describe.runIf(onPostgres)('/readyz of an instance starting on PostgreSQL', () => {
  it('answers 503 until its migrations have run, then 200', { timeout: 60_000 }, async () => {
    const url = await scratch.create();
    // Another instance is migrating: it holds the migration lock.
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);

    // What server/main.ts does: listen behind the gate, then bootstrap.
    const gate = createStartingGate();
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kariera-ready-')),
      DATABASE_URL: url,
      BETTER_AUTH_SECRET: 's'.repeat(40),
      LOG_LEVEL: 'silent',
    });
    const logger = createLogger('silent');
    let started = false;
    const starting = bootstrap(config, logger).then((runtime) => {
      started = true;
      runtimes.push(runtime);
      gate.ready(createApp({ config, ...runtime, logger, metrics: createMetrics() }));
      return runtime;
    });
    // Until the starting instance waits for the lock (its migrations cannot run before it has it).
    const waiting = async () =>
      Number(
        (await other.query(`select count(*) as n from pg_locks where locktype = 'advisory' and not granted`))
          .rows[0].n,
      );
    while ((await waiting()) === 0) {
      expect((await gate.fetch(new Request('http://portal.test/readyz'))).status).toBe(503);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await gate.fetch(new Request('http://portal.test/readyz'))).status).toBe(503);
    expect(started).toBe(false);
    await other.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    await other.end();
    await starting;
    const ready = await gate.fetch(new Request('http://portal.test/readyz'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: 'postgres' });
  });
});
