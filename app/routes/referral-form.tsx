import { ArrowLeft, UserPlus } from 'lucide-react';
import { Link, useActionData, useLoaderData } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { Container } from '../components/ui/container.tsx';
import { ReferralForm } from '../features/forms/referral-form.tsx';
import { SentPanel } from '../features/forms/sent-panel.tsx';
import { useLocale } from '../features/layout/use-locale.ts';
import { useTranslation } from '../i18n/react.tsx';
import { routeMeta } from '../seo/meta.ts';
import type { action, loader } from './referral-form.server.ts';

export { action, loader } from './referral-form.server.ts';
export const meta = routeMeta;

/** `referral/form` and `referral/form/:id`: recommend a candidate, for a job or a project described. */
export default function ReferralFormPage() {
  const { job, sent, signedIn, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('forms');
  const { locale, href } = useLocale();
  return (
    <Container className="py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <Link to={href('/referral')} className="inline-flex items-center gap-1.5 text-sm font-semibold">
          <ArrowLeft className="size-4" aria-hidden />
          {t('referralForm.back')}
        </Link>
        <div className="mt-4 rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-xl shadow-brand-900/5 sm:px-10 sm:py-10">
          {sent ? (
            <SentPanel
              level={1}
              title={t('referralForm.sent.title')}
              actions={
                <>
                  {signedIn ? (
                    <Link to={href('/profile/added')} className={buttonClasses({})}>
                      {t('referralForm.sent.mine')}
                    </Link>
                  ) : null}
                  <Link to={href('/referral/form')} className={buttonClasses({ variant: 'secondary' })}>
                    {t('referralForm.sent.another')}
                  </Link>
                </>
              }
            >
              <p>{t('referralForm.sent.text')}</p>
              <p>{t('referralForm.sent.next')}</p>
            </SentPanel>
          ) : (
            <>
              <div className="mb-5 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <UserPlus className="size-6" aria-hidden />
              </div>
              <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                {job ? t('referralForm.titleJob') : t('referralForm.title')}
              </h1>
              <p className="mt-2 leading-relaxed text-slate-600">{t('referralForm.lead')}</p>
              <div className="mt-8">
                <ReferralForm
                  lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
                  defaults={defaults}
                  job={job}
                  locale={locale}
                />
              </div>
            </>
          )}
        </div>
      </div>
    </Container>
  );
}
