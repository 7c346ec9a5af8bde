import { Hono } from 'hono';
import { locales } from '../contracts/enums.ts';
import { hasErrorCode } from '../core/shared/app-error.ts';
import { localePrefix, localizePath, type Locale } from '../core/shared/locale.ts';
import type { ServerI18n } from './i18n.ts';
import type { Services } from './services/index.ts';

/** The path of a job's Open Graph image in a language: /share-images/jobs/12.png, /en/share-images/jobs/12.png. */
export const jobShareImagePath = (locale: Locale, id: number) =>
  localizePath(locale, `/share-images/jobs/${id}.png`);

/**
 * Link-preview images drawn on the server (issue 26): a job's title, pay and place as a 1200 × 630
 * PNG in the page's language, for the `og:image` of its page. 404 for a job that is not public.
 */
export function createShareImageRoutes({ services, i18n }: { services: Services; i18n: ServerI18n }) {
  const app = new Hono();
  for (const locale of locales) {
    // Not through localizePath, which reads the pattern's backslash as a slash.
    app.get(`${localePrefix(locale)}/share-images/jobs/:file{[1-9][0-9]*\\.png}`, async (c) => {
      const id = Number((c.req.param('file') ?? '').slice(0, -'.png'.length));
      if (!Number.isSafeInteger(id) || id > 2_147_483_647) return c.notFound();
      try {
        const png = await services.jobs.renderJobShareImage(id, locale, i18n.t(locale));
        return c.body(new Uint8Array(png), 200, {
          'content-type': 'image/png',
          'cache-control': 'public, max-age=3600',
        });
      } catch (error) {
        if (hasErrorCode(error, 'NOT_FOUND')) return c.notFound();
        throw error;
      }
    });
  }
  return app;
}
