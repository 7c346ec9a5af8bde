import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../../server/config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'kariera-config-'));

describe('configuration', () => {
  it('runs with no configuration on the embedded default and keeps a generated secret', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(3000);
    expect(config.embedded).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'secrets', 'better-auth-secret'), 'utf8')).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
  });

  it('names every bad variable in one clear message', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        SMTP_URL: 'http://mail',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'SMTP_URL']) expect(message).toContain(name);
    }
  });

  it('requires BETTER_AUTH_SECRET in production (with DATABASE_URL) and complete S3 settings', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db/x' })).toThrow(
      /BETTER_AUTH_SECRET/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'cv' })).toThrow(/S3_BUCKET/);
    const ok = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://db/x',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      ADMIN_EMAILS: 'A@x.sk, b@y.sk',
    });
    expect(ok.ADMIN_EMAILS).toEqual(['a@x.sk', 'b@y.sk']);
    expect(ok.embedded).toBe(false);
  });

  it('defaults HR_EMAIL to an address the mail schema accepts, and refuses a bad one at start-up', () => {
    const valid = (address: string) => z.email().safeParse(address).success;
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000'])
      expect(valid(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: url }).hrEmail), url).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir() }).hrEmail).toMatch(/^hr@/);
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://www.kariera-it.sk' }).hrEmail).toBe(
      'hr@kariera-it.sk',
    );
    for (const bad of ['hr@localhost', 'hr@127.0.0.1', 'nobody'])
      expect(() => loadConfig({ DATA_DIR: dataDir(), HR_EMAIL: bad }), bad).toThrow(/HR_EMAIL/);
  });

  it('lets the link fetcher reach no private host by default; FETCH_ALLOW_HOSTS lists host:port pairs', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).FETCH_ALLOW_HOSTS).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir(), FETCH_ALLOW_HOSTS: ' 127.0.0.1:4599, Localhost:8080 ,' })
        .FETCH_ALLOW_HOSTS,
    ).toEqual(['127.0.0.1:4599', 'localhost:8080']);
  });
});
