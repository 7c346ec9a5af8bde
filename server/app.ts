import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import {
  fallbackLocale,
  localizePath,
  readCookie,
  splitForeignLocale,
  splitLocale,
  PREFERRED_LOCALE_KEY,
} from '../core/shared/locale.ts';
import type { ErrorReporter } from '../core/shared/ports.ts';
import type { Database } from '../db/client.ts';
import { dataExportRoutes } from './data-export.ts';
import { createAccountGateway, hasSessionCredentials } from './account-gateway.ts';
import type { Accounts } from './accounts.ts';
import { createApi } from './api/index.ts';
import { hasUnstorableUrl, pageBodyProblem } from './api/request-guards.ts';
import { authRoutes } from './auth-routes.ts';
import { clientIp } from './middleware/client-ip.ts';
import { originCheck } from './middleware/origin-check.ts';
import { bodyClassOf, bodyLimits, localeOfPath } from './middleware/body-limits.ts';
import type { Config } from './config.ts';
import type { RequestContext } from './context.ts';
import { buildCountriesPhones } from '../core/shared/country-phones.ts';
import type { ServerI18n } from './i18n.ts';
import type { Logger } from './logger.ts';
import type { Metrics } from './metrics.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { utmCookie } from './middleware/utm.ts';
import { createOperatorRoutes } from './operator-files.ts';
import { createSeoRoutes } from './seo.ts';
import type { Services } from './services/index.ts';

export type SsrHandler = (request: Request, context: RequestContext & { nonce: string }) => Promise<Response>;

/** First path segments that are page names, not language tags, although they look like one. */
const RESERVED_SEGMENTS = new Set(['cv']);

/** Whether an `Authorization: Bearer …` header carries `token` (compared in constant time). */
function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = createHash('sha256').update(header.slice(7).trim()).digest();
  return timingSafeEqual(given, createHash('sha256').update(token).digest());
}

/** Pages about one person, in any language and as client-navigation data (`/en/profile.data`). */
const PERSONAL_PAGES = /^(\/[a-z]{2})?\/(profile|admin|sign-up\/finishing)([/.]|$)/;

export interface AppDeps {
  config: Config;
  database: Database;
  services: Services;
  i18n: ServerI18n;
  logger: Logger;
  metrics: Metrics;
  accounts: Accounts;
  /** Where unexpected errors of the API and of page rendering go (Sentry when SENTRY_DSN is set). */
  errorReporter: ErrorReporter;
  /** React Router's request handler; absent when only the API is needed (API tests). */
  ssr?: SsrHandler;
  /** Folder of the built browser assets. */
  clientDir?: string;
}

/** How long /readyz waits for the database's answer. */
const READY_PING_MS = 2_000;

type AppEnv = { Variables: { requestId: string; nonce: string; clientIp: string } };

const routeGroup = (p: string) =>
  p.startsWith('/api/')
    ? 'api'
    : p.startsWith('/assets/')
      ? 'static'
      : ['/healthz', '/readyz', '/metrics'].includes(p)
        ? 'ops'
        : 'page';

/** The HTTP application: API, operations endpoints, static assets and server-rendered pages. */
export function createApp(deps: AppDeps) {
  const { config, database, services, i18n, logger, metrics, accounts, errorReporter } = deps;
  const secure = config.publicUrl.startsWith('https://');
  const app = new Hono<AppEnv>();

  app.use(requestId({ headerName: 'x-request-id' }));
  app.use(clientIp({ trustProxy: config.TRUST_PROXY }));
  app.use(async (c, next) => {
    const started = performance.now();
    metrics.inFlight.inc();
    try {
      await next();
    } finally {
      metrics.inFlight.dec();
    }
    const seconds = (performance.now() - started) / 1000;
    const route = routeGroup(c.req.path);
    metrics.requests.inc({ method: c.req.method, route, status: String(c.res.status) });
    metrics.duration.observe({ method: c.req.method, route }, seconds);
    if (route !== 'static' && route !== 'ops') {
      logger.info(
        {
          requestId: c.var.requestId,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(seconds * 1000),
        },
        'request',
      );
    }
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  // Not ready while the database does not answer, nor while it takes longer than a probe waits.
  app.get('/readyz', async (c) =>
    (await Promise.race([
      database.ping(),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), READY_PING_MS).unref()),
    ]))
      ? c.json({ status: 'ready', database: database.driver })
      : c.json({ status: 'unavailable', reason: 'database' }, 503, { 'cache-control': 'no-store' }),
  );
  // Prometheus scrapes with `Authorization: Bearer $METRICS_TOKEN`; an admin's session may look too.
  app.get('/metrics', async (c) => {
    const allowed =
      bearerMatches(c.req.header('authorization'), config.METRICS_TOKEN) ||
      (hasSessionCredentials(c.req.raw) &&
        (await createAccountGateway(accounts.deps, c.req.raw, { ip: c.var.clientIp, locale: 'en' })).gateway
          .session?.user.role === 'admin');
    if (!allowed)
      return c.body('Unauthorized', 401, {
        'content-type': 'text/plain; charset=utf-8',
        'www-authenticate': 'Bearer realm="metrics"',
        'cache-control': 'no-store',
      });
    return c.body(await metrics.registry.metrics(), 200, {
      'content-type': metrics.registry.contentType,
      'cache-control': 'private, no-store',
    });
  });

  app.route(
    '/',
    dataExportRoutes({
      authSecret: config.authSecret,
      database,
      files: accounts.files,
      fileStore: accounts.fileStoreKind,
      logger,
    }),
  );

  app.use(compress());
  app.use(
    securityHeaders({
      secure,
      socialProviders: config.socialProviders,
      errorReportingDsn: config.SENTRY_DSN,
    }),
  );

  const clientDir = deps.clientDir;
  if (clientDir && existsSync(clientDir)) {
    const root = path.relative(process.cwd(), clientDir) || '.';
    app.use(
      '/assets/*',
      serveStatic({
        root,
        // The build writes .br and .gz copies of scripts and styles (scripts/precompress.ts).
        precompressed: true,
        onFound: (_path, c) => {
          c.header('cache-control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    // Other public files (favicon, logo, Open Graph image): only paths with an extension touch the disk.
    const publicFiles = serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('cache-control', 'public, max-age=3600');
      },
    });
    app.use('*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? publicFiles(c, next) : next()));
  }

  let countries: string | undefined;
  app.get('/countries-phones.json', (c) => {
    countries ??= JSON.stringify(buildCountriesPhones());
    return c.body(countries, 200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    });
  });

  app.route('/', createOperatorRoutes({ config, i18n }));

  // Public images (events, blog, link previews), re-encoded on upload: served from our storage only.
  app.get('/media/:id{[a-f0-9]{32}\\.(webp|png|jpg)}', async (c) => {
    const image = await services.files.readPublicImage(c.req.param('id'));
    if (!image) return c.body('Not found', 404, { 'content-type': 'text/plain; charset=utf-8' });
    return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': image.mimeType,
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'",
    });
  });

  app.route('/', createSeoRoutes({ services, publicUrl: config.publicUrl, i18n }));
  // Before anything reads a body, better-auth's endpoints included: per-route limits (ADR 094).
  app.use(bodyLimits({ i18n }));
  app.route('/api/auth', authRoutes({ accounts, i18n, rateLimitScale: config.RATE_LIMIT_SCALE }));
  app.use(originCheck({ publicUrl: config.publicUrl, i18n }));
  app.route('/api', createApi({ services, i18n, logger, accounts, errorReporter }));

  app.use(utmCookie({ secure }));

  // Language prefixes: /sk/… is the unprefixed default; an unsupported language goes through the fallback chain.
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      const { locale, rest } = splitLocale(url.pathname);
      if (locale === 'sk') return c.redirect(localizePath('sk', rest) + url.search, 301);
      const foreign = splitForeignLocale(url.pathname);
      if (foreign && !RESERVED_SEGMENTS.has(foreign.locale)) {
        const target = fallbackLocale({
          preferred: readCookie(c.req.header('cookie'), PREFERRED_LOCALE_KEY),
          acceptLanguage: c.req.header('accept-language'),
        });
        return c.redirect(localizePath(target, foreign.rest) + url.search, 302);
      }
    }
    await next();
  });

  const ssr = deps.ssr;
  if (ssr) {
    app.all('*', async (c) => {
      // Client navigations fetch `/en.data`: the language segment is what precedes `.data`.
      const locale = localeOfPath(c.req.path);
      // NUL, lone surrogates and broken percent-encodings never reach a loader (nor the database).
      if (hasUnstorableUrl(c.req.url))
        return c.text(i18n.t(locale)('errors.validation'), 400, { 'cache-control': 'no-store' });
      // An action gets a form-encoded or multipart body that parses, or it does not run.
      const problem = await pageBodyProblem(c.req.raw, { files: bodyClassOf(c.req.path) === 'upload' });
      if (problem)
        return c.text(i18n.t(locale)(problem.key), problem.status, { 'cache-control': 'no-store' });
      const { gateway, responseHeaders } = await createAccountGateway(accounts.deps, c.req.raw, {
        ip: c.var.clientIp,
        locale,
      });
      const response = await ssr(c.req.raw, {
        services,
        i18n,
        locale,
        t: i18n.t(locale),
        publicUrl: config.publicUrl,
        requestId: c.var.requestId,
        clientIp: c.var.clientIp,
        logger,
        config: { publicUrl: config.publicUrl, SENTRY_DSN: config.SENTRY_DSN },
        account: gateway,
        errorReporter,
        nonce: c.var.nonce,
      });
      for (const cookie of responseHeaders.getSetCookie()) response.headers.append('set-cookie', cookie);
      // A page for a signed-in visitor shows their name at least; profile and admin pages always are personal.
      if (
        (hasSessionCredentials(c.req.raw) || PERSONAL_PAGES.test(c.req.path)) &&
        !response.headers.get('cache-control')?.includes('no-store')
      )
        response.headers.set('cache-control', 'private, no-store');
      return response;
    });
  }
  return app;
}
