import { useTranslation } from '../../i18n/react.tsx';

export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('errors.pageTitle')}</h1>
      <p className="mt-4 text-lg text-muted">{t('errors.unexpected')}</p>
    </section>
  );
}
