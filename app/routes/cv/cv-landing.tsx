import { FileText, KeyRound, Languages, LineChart, Mail, Upload } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/container.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './cv-landing.server.ts';

export { loader } from './cv-landing.server.ts';
export const meta = routeMeta;
export const handle = { appBar: 'solid' };

const FEATURES = [
  ['languages', Languages],
  ['privacy', KeyRound],
  ['chart', LineChart],
  ['pdf', Mail],
  ['import', Upload],
  ['upload', FileText],
] as const;

/** What the CV builder does, an example, and the way in: sign up, or the editor for members. */
export default function CvLandingPage() {
  const { signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation('cv');
  const { href } = useLocale();
  const cta = signedIn ? href('/profile/cv') : href('/sign-up');
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-950 to-brand-900 text-white">
        <Container className="py-12 sm:py-16">
          <div className="max-w-2xl">
            <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t('landing.title')}</h1>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">{t('landing.lead')}</p>
            <Link to={cta} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
              {signedIn ? t('landing.ctaEditor') : t('landing.ctaSignUp')}
            </Link>
          </div>
        </Container>
      </section>
      <Container className="py-12 sm:py-16">
        <h2 className="text-2xl font-bold tracking-tight text-ink">{t('landing.featuresTitle')}</h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(([key, Icon]) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <Icon className="size-6 text-brand-700" aria-hidden />
              <h3 className="mt-3 font-semibold text-ink">{t(`landing.features.${key}.title`)}</h3>
              <p className="mt-1 leading-relaxed text-slate-600">{t(`landing.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <h2 className="mt-14 text-2xl font-bold tracking-tight text-ink">{t('landing.exampleTitle')}</h2>
        <figure className="mt-6 max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <p className="text-xl font-bold text-ink">Zuzana Ďurišová</p>
          <p className="text-slate-700">{t('landing.example.position')}</p>
          <p className="mt-4 text-sm font-semibold tracking-wide text-brand-800 uppercase">
            {t('landing.example.employmentHeading')}
          </p>
          <p className="mt-1 font-medium text-ink">{t('landing.example.employment')}</p>
          <p className="text-sm text-slate-600">{t('landing.example.period')}</p>
          <p className="mt-2 leading-relaxed text-slate-700">{t('landing.example.description')}</p>
          <figcaption className="mt-4 text-sm text-slate-600">{t('landing.example.caption')}</figcaption>
        </figure>
        <p className="mt-10">
          <Link to={cta} className={buttonClasses({ size: 'lg' })}>
            {signedIn ? t('landing.ctaEditor') : t('landing.ctaSignUp')}
          </Link>
        </p>
      </Container>
    </>
  );
}
