import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const METRICS_TOKEN = 'a-metrics-token-of-the-tests';
beforeAll(async () => {
  ctx = await createTestApp({ METRICS_TOKEN });
});
afterAll(async () => {
  await ctx?.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('POST /api/job-descriptions', () => {
  it('answers a page of jobs with page metadata and profession counts', async () => {
    const response = await post('/api/job-descriptions', { filter: {}, sort: 'default', page: 0, size: 5 });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.page.content).toHaveLength(5);
    expect(body.page).toMatchObject({ number: 0, size: 5 });
    expect(body.page.totalElements).toBeGreaterThanOrEqual(50);
    expect(body.filters.professions.length).toBeGreaterThanOrEqual(4);
    expect(body.filters.professions[0]).toEqual(
      expect.objectContaining({ value: expect.any(String), count: expect.any(Number) }),
    );
  });

  it('refuses invalid filters and page sizes with translated per-field messages', async () => {
    const response = await post(
      '/api/job-descriptions',
      { filter: { professions: ['WIZARD'], rateMin: -1 }, size: 1000 },
      { 'accept-language': 'sk' },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const problem = await response.json();
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.title).toBe('Skontrolujte, prosím, zadané údaje.');
    expect(Object.keys(problem.fieldErrors).sort()).toEqual([
      'filter.professions.0',
      'filter.rateMin',
      'size',
    ]);
    expect(problem.fieldErrors.size[0]).toBe('Hodnota nesmie byť vyššia ako 100.');
  });

  it('answers malformed JSON with a problem, not a 500', async () => {
    const response = await ctx.app.request('/api/job-descriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"filter":',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/job-descriptions/{id}', () => {
  it('answers a job with similar jobs, and 404 as a problem for an unknown id', async () => {
    const ok = await ctx.app.request('/api/job-descriptions/1', { headers: { 'accept-language': 'en' } });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.job.id).toBe(1);
    expect(body.job.profession.displayString).toBe('Other');
    const missing = await ctx.app.request('/api/job-descriptions/999999');
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('NOT_FOUND');
    expect((await ctx.app.request('/api/job-descriptions/abc')).status).toBe(400);
  });
});

describe('catalog endpoints', () => {
  it('GET /api/enums lists every enumeration, professions in the asked language', async () => {
    const body = await (await ctx.app.request('/api/enums?locale=de')).json();
    expect(Object.keys(body).sort()).toEqual([
      'expertiseTypes',
      'languageLevels',
      'languages',
      'nonItRegistrationReasons',
      'professions',
      'utmSources',
    ]);
    expect(body.expertiseTypes).toContain('LIBRARY_OR_FRAMEWORK');
    expect(body.professions.find((p: { value: string }) => p.value === 'BACKEND').displayString).toBe(
      'Backend-Entwickler',
    );
    expect(body.nonItRegistrationReasons).toEqual(['student', 'no_contact', 'try_tools']);
    expect(body.utmSources).toContain('referral');
  });

  it('GET /api/expertises ranks matches', async () => {
    const body = await (await ctx.app.request('/api/expertises?name=reac')).json();
    expect(body[0].name).toBe('React');
  });

  it('GET /countries-phones.json lists every country with codes and three names', async () => {
    const body = await (await ctx.app.request('/countries-phones.json')).json();
    expect(body.length).toBeGreaterThan(200);
    expect(body.find((c: { alpha2: string }) => c.alpha2 === 'SK')).toEqual({
      alpha2: 'SK',
      alpha3: 'SVK',
      callingCode: '+421',
      names: { sk: 'Slovensko', en: 'Slovakia', de: 'Slowakei' },
    });
  });
});

describe('operations and documents', () => {
  it('serves the OpenAPI document and its reference page', async () => {
    const doc = await (await ctx.app.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/job-descriptions', '/job-descriptions/{id}', '/enums', '/expertises']),
    );
    const docs = await ctx.app.request('/api/docs');
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('/api/openapi.json');
  });

  it('serves the API reference from the installed package: no CDN, no exception in the CSP', async () => {
    const docs = await ctx.app.request('/api/docs');
    const html = await docs.text();
    const sources = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source, source).toMatch(/^\/(?!\/)/);
    expect(html).not.toMatch(/<script>[^<]/);
    const csp = docs.headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/jsdelivr|googleapis|gstatic|unpkg/);
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain('unsafe-inline');
    for (const source of sources) {
      const asset = await ctx.app.request(source!);
      expect(asset.status, source).toBe(200);
      expect(asset.headers.get('content-type'), source).toContain('javascript');
    }
    const bundle = await (await ctx.app.request('/api/docs/scalar.js')).text();
    expect(bundle).toContain('createApiReference');
  });

  it('reports health, readiness with the database, and Prometheus metrics', async () => {
    expect((await ctx.app.request('/healthz')).status).toBe(200);
    const ready = await (await ctx.app.request('/readyz')).json();
    expect(ready.status).toBe('ready');
    const metrics = await (
      await ctx.app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(metrics).toContain('http_requests_total');
    expect(metrics).toContain('process_cpu_user_seconds_total');
  });

  it('answers unknown API paths with a problem', async () => {
    const response = await ctx.app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });

  it('lists pages and jobs with hreflang alternates in sitemap.xml, and points robots.txt at it', async () => {
    const xml = await (await ctx.app.request('/sitemap.xml')).text();
    expect(xml).toContain('<loc>https://kariera.test/jobs</loc>');
    expect(xml).toContain('<loc>https://kariera.test/en/jobs/1</loc>');
    expect(xml).toContain('hreflang="de" href="https://kariera.test/de/jobs/1"');
    expect(xml).toContain('hreflang="x-default" href="https://kariera.test/jobs/1"');
    const robots = await (await ctx.app.request('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://kariera.test/sitemap.xml');
  });

  it('sets a request id and security headers', async () => {
    const response = await ctx.app.request('/api/enums');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('language prefixes', () => {
  it('redirects /sk/… to the unprefixed Slovak page and an unsupported language by the fallback chain', async () => {
    const sk = await ctx.app.request('/sk/jobs?q=java');
    expect(sk.status).toBe(301);
    expect(sk.headers.get('location')).toBe('/jobs?q=java');
    const fr = await ctx.app.request('/fr/jobs/4', { headers: { 'accept-language': 'fr-FR, de;q=0.8' } });
    expect(fr.status).toBe(302);
    expect(fr.headers.get('location')).toBe('/de/jobs/4');
    const preferred = await ctx.app.request('/pt-BR', {
      headers: { cookie: 'preferred-locale=en', 'accept-language': 'de' },
    });
    expect(preferred.headers.get('location')).toBe('/en');
  });
});
