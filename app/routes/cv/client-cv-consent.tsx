import { CircleCheck, CircleX, Languages, Link2Off, ShieldCheck, UserRoundSearch } from 'lucide-react';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { formatDate } from '../../../contracts/dates.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/container.tsx';
import { ClientCvPreview } from '../../features/cv/client-cv-preview.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { tokenPageHeaders } from '../../lib/token-page.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './client-cv-consent.server.ts';

export { action, loader } from './client-cv-consent.server.ts';
export const meta = routeMeta;
export const headers = tokenPageHeaders;

const LANGUAGE_NAMES = { sk: 'Slovensky', en: 'English' } as const;

/** The candidate's consent to an anonymised client CV (ADR 112), from the e-mailed link. */
export default function ClientCvConsentPage() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const { t } = useTranslation('cv');
  const { locale, href } = useLocale();
  const view = answered ?? loaded;

  if (view.state !== 'open' || !('preview' in view)) {
    const icon =
      view.state === 'given' ? (
        <ShieldCheck className="size-7" aria-hidden />
      ) : view.state === 'refused' ? (
        <CircleX className="size-7" aria-hidden />
      ) : (
        <Link2Off className="size-7" aria-hidden />
      );
    const at = 'at' in view && view.at ? formatDate(locale, view.at, 'long') : '';
    return (
      <Container className="py-10 sm:py-16">
        <div
          role="status"
          className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white px-5 py-8 text-center shadow-sm sm:px-10"
        >
          <span
            className={`mx-auto inline-flex size-12 items-center justify-center rounded-full ${
              view.state === 'given' ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-600'
            }`}
          >
            {icon}
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">
            {t(`clientCv.consent.${view.state}.title`)}
          </h1>
          <p className="mt-3 leading-relaxed text-slate-700">
            {t(`clientCv.consent.${view.state}.text`, { date: at })}
          </p>
          <Link
            to={href('/profile/cv')}
            className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}
          >
            {t('clientCv.consent.myCv')}
          </Link>
        </div>
      </Container>
    );
  }

  const { preview, labels, branding, version } = view;
  const other = preview.language === 'sk' ? 'en' : 'sk';
  return (
    <div className="bg-slate-50 py-8 sm:py-12">
      <Container>
        <div className="mx-auto max-w-3xl space-y-6">
          <section className="rounded-2xl border border-slate-200 bg-white px-5 py-7 shadow-sm sm:px-10 sm:py-9">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <UserRoundSearch className="size-6" aria-hidden />
            </span>
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">
              {t('clientCv.consent.title')}
            </h1>
            <p className="mt-3 leading-relaxed text-slate-700">{t('clientCv.consent.intro')}</p>
            <div className="mt-5 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3">
              <p className="leading-relaxed text-ink">{t('clientCv.consent.text')}</p>
              <p className="mt-2 text-xs text-slate-600">{t('clientCv.consent.version', { version })}</p>
            </div>
            <Form noValidate method="post" className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button
                type="submit"
                name="answer"
                value="given"
                size="lg"
                className="sm:flex-1"
                icon={<CircleCheck className="size-5" aria-hidden />}
              >
                {t('clientCv.consent.agree')}
              </Button>
              <Button
                type="submit"
                name="answer"
                value="refused"
                size="lg"
                variant="secondary"
                className="sm:flex-1"
                icon={<CircleX className="size-5" aria-hidden />}
              >
                {t('clientCv.consent.refuse')}
              </Button>
            </Form>
          </section>
          <section aria-labelledby="client-cv-preview">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <h2 id="client-cv-preview" className="text-lg font-semibold text-ink">
                {t('clientCv.consent.preview')}
              </h2>
              <Link
                to={`?lang=${other}`}
                hrefLang={other}
                className="inline-flex items-center gap-1.5 text-sm font-medium"
              >
                <Languages className="size-4" aria-hidden />
                {t('clientCv.consent.previewLanguage')}: {LANGUAGE_NAMES[other]}
              </Link>
            </div>
            <ClientCvPreview preview={preview} labels={labels} branding={branding} />
          </section>
        </div>
      </Container>
    </div>
  );
}
