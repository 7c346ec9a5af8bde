import { Hono } from 'hono';
import type { Config } from './config.ts';
import type { ServerI18n } from './i18n.ts';

const DAY = 86_400_000;
/** The default expiry: RFC 9116 §2.5.5 recommends less than a year ahead. */
const SECURITY_TXT_DAYS = 180;

/**
 * `/.well-known/security.txt` (RFC 9116): the contacts and policy from the configuration, the
 * portal's languages, its canonical address, and an expiry: SECURITY_TXT_EXPIRES, else 180 days
 * from the start of the current day (UTC), so the file stays fresh and is the same all day.
 */
export function securityTxt(
  config: Pick<Config, 'securityContacts' | 'SECURITY_TXT_EXPIRES' | 'SECURITY_POLICY' | 'publicUrl'>,
  now = new Date(),
): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const expires = config.SECURITY_TXT_EXPIRES ?? new Date(today + SECURITY_TXT_DAYS * DAY);
  const lines = [
    ...config.securityContacts.map((c) => `Contact: ${c}`),
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    ...(config.SECURITY_POLICY ? [`Policy: ${config.SECURITY_POLICY}`] : []),
    'Preferred-Languages: sk, en, de',
    `Canonical: ${config.publicUrl}/.well-known/security.txt`,
  ];
  return `${lines.join('\n')}\n`;
}

/** The web app manifest: the portal's name, colours and icons (public/, scripts/generate-icons.ts). */
export function webManifest(i18n: ServerI18n) {
  return {
    name: 'Kariéra IT',
    short_name: 'Kariéra IT',
    description: i18n.t('sk')('footer.tagline'),
    lang: 'sk',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#182f74',
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}

/** What operators and browsers look for at fixed addresses: security.txt and the web app manifest. */
export function createOperatorRoutes({ config, i18n }: { config: Config; i18n: ServerI18n }) {
  const app = new Hono();
  const text = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' };
  app.get('/.well-known/security.txt', (c) => c.body(securityTxt(config), 200, text));
  // RFC 9116 §3: the legacy top-level address redirects to the one under /.well-known/.
  app.get('/security.txt', (c) => c.redirect('/.well-known/security.txt', 301));
  const manifest = JSON.stringify(webManifest(i18n));
  app.get('/manifest.webmanifest', (c) =>
    c.body(manifest, 200, {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    }),
  );
  return app;
}
