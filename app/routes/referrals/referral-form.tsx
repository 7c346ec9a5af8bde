import { ArrowLeft, UserPlus } from 'lucide-react';
import { Link, useActionData, useLoaderData } from 'react-router';
import { VerifyEmailDialog } from '../../features/accounts/verify-email-dialog.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/container.tsx';
import { FormCard } from '../../lib/public-forms/form-kit.tsx';
import { ReferralForm } from '../../features/referrals/referral-form.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { replyOf } from '../../lib/form-helpers.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './referral-form.server.ts';

export { action, loader } from './referral-form.server.ts';
export const meta = routeMeta;

/** `referral/form` and `referral/form/:id`: recommend a candidate, for a job or a project described. */
export default function ReferralFormPage() {
  const { job, sent, signedIn, verifyEmail, defaults } = useLoaderData<typeof loader>();
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
        <FormCard
          className="mt-4"
          sent={
            sent && {
              title: t('referralForm.sent.title'),
              text: (
                <>
                  <p>{t('referralForm.sent.text')}</p>
                  <p>{t('referralForm.sent.next')}</p>
                </>
              ),
              actions: (
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
              ),
            }
          }
          heading={
            <>
              <div className="mb-5 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <UserPlus className="size-6" aria-hidden />
              </div>
              <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                {job ? t('referralForm.titleJob') : t('referralForm.title')}
              </h1>
            </>
          }
          lead={t('referralForm.lead')}
        >
          {verifyEmail ? (
            <VerifyEmailDialog
              open
              email={verifyEmail}
              back={{ to: href('/referral'), label: t('referralForm.back') }}
            />
          ) : (
            <ReferralForm lastResult={replyOf(actionData)} defaults={defaults} job={job} locale={locale} />
          )}
        </FormCard>
      </div>
    </Container>
  );
}
