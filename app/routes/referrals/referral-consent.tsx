import { formatDate } from '../../../contracts/dates.ts';
import { CircleCheck, ShieldCheck, Trash2, UserRoundCheck } from 'lucide-react';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/container.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { tokenPageHeaders } from '../../lib/token-page.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './referral-consent.server.ts';

export { action, loader } from './referral-consent.server.ts';
export const meta = routeMeta;
export const headers = tokenPageHeaders;

/** The referred candidate's page (from the e-mail): who recommended them for what; agree or remove. */
export default function ReferralConsentPage() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const view = actionData?.view ?? loaded.view;
  const { t } = useTranslation('forms');
  const { locale, href } = useLocale();
  const date = (iso: string) => formatDate(locale, iso, 'long');
  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-xl shadow-brand-900/5 sm:px-10 sm:py-10">
        {view.status === 'removed' ? (
          <div className="text-center">
            <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
              <ShieldCheck className="size-7" aria-hidden />
            </span>
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {t('consent.removed.title')}
            </h1>
            <p className="mt-3 leading-relaxed text-slate-700">{t('consent.removed.text')}</p>
            {view.removedAt ? (
              <p className="mt-2 text-sm text-slate-600">
                {t('consent.removed.when', { date: date(view.removedAt) })}
              </p>
            ) : null}
            <Link to={href('/jobs')} className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}>
              {t('consent.browseJobs')}
            </Link>
          </div>
        ) : (
          <>
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <UserRoundCheck className="size-6" aria-hidden />
            </span>
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {t('consent.title', { name: view.candidateName ?? '' })}
            </h1>
            <p className="mt-3 leading-relaxed text-slate-700">
              {t('consent.recommendedBy', { referrer: view.referrerName ?? '' })}
            </p>
            <div className="mt-4 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3">
              <p className="text-sm text-slate-700">{t('consent.project')}</p>
              {view.job ? (
                <Link to={href(`/jobs/${view.job.id}`)} className="font-semibold">
                  {view.job.name}
                </Link>
              ) : (
                <p className="font-semibold whitespace-pre-line text-ink">{view.projectText}</p>
              )}
            </div>

            {view.status === 'pending' ? (
              <p className="mt-5 leading-relaxed text-slate-700">{t('consent.ask')}</p>
            ) : (
              <FormAlert tone="success" className="mt-5" title={t('consent.agreed.title')}>
                {view.consentedAt ? t('consent.agreed.text', { date: date(view.consentedAt) }) : null}
              </FormAlert>
            )}

            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              {view.status === 'pending' ? (
                <Form noValidate method="post" className="sm:flex-1">
                  <input type="hidden" name="intent" value="agree" />
                  <Button type="submit" size="lg" block icon={<CircleCheck className="size-5" aria-hidden />}>
                    {t('consent.agree')}
                  </Button>
                </Form>
              ) : null}
              <Form noValidate method="post" className="sm:flex-1">
                <input type="hidden" name="intent" value="remove" />
                <Button
                  type="submit"
                  size="lg"
                  block
                  variant="secondary"
                  icon={<Trash2 className="size-5" aria-hidden />}
                >
                  {t('consent.remove')}
                </Button>
              </Form>
            </div>
            <p className="mt-4 text-sm leading-relaxed text-slate-600">{t('consent.removeNote')}</p>
          </>
        )}
      </div>
    </Container>
  );
}
