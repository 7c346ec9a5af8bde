import { Hammer } from 'lucide-react';
import { useTranslation } from '../i18n/react.tsx';
import { Link, useMatches } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { useLocale } from '../features/layout/use-locale.ts';
import { routeMeta } from '../seo/meta.ts';

export { loader } from './coming-soon.server.ts';
export const meta = routeMeta;

/** A section of the navigation that is not built yet: a friendly page instead of a crash. */
export default function ComingSoon() {
  const { t } = useTranslation();
  const { href } = useLocale();
  const id =
    useMatches()
      .at(-1)
      ?.id.replace(/^soon-/, '') ?? '';
  return (
    <Container className="py-20">
      <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-10 text-center shadow-sm">
        <Hammer className="mx-auto size-10 text-brand-700" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">
          {t(`sections.${id}`, { defaultValue: t('comingSoon.title') })}
        </h1>
        <p className="mt-3 text-slate-700">{t('comingSoon.text')}</p>
        <Link
          to={href('/jobs')}
          className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white no-underline hover:bg-brand-800"
        >
          {t('comingSoon.cta')}
        </Link>
      </div>
    </Container>
  );
}
