import type { TFunction } from '../../i18n/translator.ts';
import type { Seo } from '../../seo/meta.ts';

/** The meta of an admin page: its title, the admin's description, and never indexed. */
export const adminSeo = (t: TFunction, title: string): Seo => ({
  title,
  description: t('admin:meta.description'),
  noIndex: true,
});
