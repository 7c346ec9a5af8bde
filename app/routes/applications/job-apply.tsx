import { apply as constraint } from '../../lib/form-constraints/apply.ts';
import { getFormProps } from '../../lib/form-helpers.ts';
import { ArrowLeft, Building2, MapPin } from 'lucide-react';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { VerifyEmailDialog } from '../../features/accounts/verify-email-dialog.tsx';
import { PORTAL_CV_CHOICE, portalCvPdfChoice } from '../../../contracts/applications-values.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { ErrorSummary } from '../../lib/error-summary.tsx';
import { NameFields, PhoneFields } from '../../features/accounts/profile-fields.tsx';
import { CvChoice } from '../../features/applications/cv-choice.tsx';
import { formatDate } from '../../../contracts/dates.ts';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useControlProps, useErrorText, useSchemaForm, useSubmitting } from '../../lib/form-helpers.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './job-apply.server.ts';
import { keepFormWhenTooLarge } from '../../lib/upload-action.ts';

export { action, loader } from './job-apply.server.ts';
/** A file the server or a proxy refuses as too large comes back as the field's error (ADR 141). */
export const clientAction = keepFormWhenTooLarge({ file: 'validation.documentSize' });
export const meta = routeMeta;
export const handle = { appBar: 'solid' };

/** The apply step: contact details prefilled from the profile, the CV, a message and consent. */
export default function JobApplyPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { job, unavailable, alreadyApplied, verifyEmail, countries, defaultValue, portalCv } = loaderData;
  const cvs = actionData?.cvs ?? loaderData.cvs;
  const { t } = useTranslation('jobs');
  const { t: ta } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { t: th } = useTranslation('hints');
  const { locale, href } = useLocale();
  const control = useControlProps();
  const errorText = useErrorText();
  const submitting = useSubmitting();
  const [form, fields] = useSchemaForm({
    id: 'apply',
    schema: () => import('../../../contracts/applications.ts').then((m) => m.applyFormSchema),
    constraint,
    lastResult: actionData?.result,
    defaultValue,
  });
  const replied = actionData?.result?.initialValue?.cvChoice;
  const cvErrors = errorText(form.allErrors.file ?? form.allErrors.cvChoice);
  const jobHref = href(`/jobs/${job.id}`);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <Link
        to={jobHref}
        className="inline-flex items-center gap-1 text-sm text-brand-700 no-underline hover:text-brand-900"
      >
        <ArrowLeft className="size-4" aria-hidden /> {t('apply.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">{t('apply.title')}</h1>
      <section
        aria-label={t('apply.summary')}
        className="mt-4 rounded-xl border border-slate-200 bg-white p-5"
      >
        <p
          className="text-lg font-semibold text-ink"
          lang={job.language !== locale ? job.language : undefined}
        >
          {job.name}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <Building2 className="size-4" aria-hidden /> {job.partner}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MapPin className="size-4" aria-hidden /> {t(`city.${job.city}`, { defaultValue: job.city })}
          </span>
        </p>
      </section>
      {unavailable ? (
        <FormAlert tone="error" title={t('apply.unavailableTitle')} className="mt-6">
          <p>{tc('errors.applicationUnavailable')}</p>
          <Link to={href('/jobs')} className={buttonClasses({ variant: 'secondary', className: 'mt-3' })}>
            {t('detail.back')}
          </Link>
        </FormAlert>
      ) : alreadyApplied ? (
        <FormAlert tone="info" title={t('apply.alreadyTitle')} className="mt-6">
          <p>{t('apply.alreadyText')}</p>
          <Link
            to={href('/profile/applications')}
            className={buttonClasses({ variant: 'secondary', className: 'mt-3' })}
          >
            {t('detail.myApplications')}
          </Link>
        </FormAlert>
      ) : verifyEmail ? (
        <>
          <FormAlert tone="info" title={ta('verifyDialog.title')} className="mt-6">
            <p>{th('apply.verifyFirst')}</p>
          </FormAlert>
          <VerifyEmailDialog open email={verifyEmail} back={{ to: jobHref, label: t('apply.back') }} />
        </>
      ) : (
        <>
          <p className="mt-6 leading-relaxed text-slate-700">{t('apply.intro')}</p>
          <Form
            method="post"
            encType="multipart/form-data"
            {...getFormProps(form)}
            className="mt-6 space-y-8"
          >
            <ErrorSummary
              form={form}
              fields={{
                firstName: { id: fields.firstName.id, label: ta('fields.firstName') },
                lastName: { id: fields.lastName.id, label: ta('fields.lastName') },
                email: { id: fields.email.id, label: ta('fields.email') },
                phone: { id: fields.phone.id, label: ta('fields.phone') },
                file: { id: 'cv-file', label: t('apply.cv') },
                consent: { id: fields.consent.id, label: t('apply.consent') },
              }}
            />
            <section
              aria-labelledby="apply-contact"
              className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
            >
              <h2 id="apply-contact" className="text-lg font-semibold text-ink">
                {t('apply.contact')}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{t('apply.contactHint')}</p>
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                <NameFields fields={fields} />
                <div className="sm:col-span-2">
                  <EmailField
                    {...control(fields.email)}
                    label={ta('fields.email')}
                    autoComplete="email"
                    readOnly
                  />
                </div>
                <PhoneFields fields={fields} countries={countries} />
              </div>
            </section>
            <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
              <CvChoice
                portal={[
                  // The portal CV's PDF in each language it has texts in (ADR 110).
                  ...(portalCv.generated?.languages ?? []).map((language) => ({
                    id: portalCvPdfChoice(language),
                    label: t('apply.cvPortal', { language: t(`apply.cvLanguage.${language}`) }),
                  })),
                  ...(portalCv.uploaded
                    ? [
                        {
                          id: PORTAL_CV_CHOICE.uploaded,
                          label: t('apply.cvPortalFile', { name: portalCv.uploaded.name }),
                        },
                      ]
                    : []),
                ]}
                cvs={cvs.map((cv) => ({
                  id: cv.id,
                  label: t('apply.cvUploaded', {
                    name: cv.name,
                    date: formatDate(locale, cv.uploadedAt, 'numeric'),
                  }),
                }))}
                defaultChoice={typeof replied === 'string' ? replied : defaultValue.cvChoice}
                errors={cvErrors}
              />
              {portalCv.generated ? (
                <p className="mt-3 text-sm text-slate-600">
                  {t('apply.cvPortalHint')}{' '}
                  <Link
                    to={href('/profile/cv')}
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {t('apply.editCv')}
                  </Link>
                </p>
              ) : null}
              <div className="mt-6">
                <TextArea
                  {...control(fields.message)}
                  label={t('apply.message')}
                  hint={t('apply.messageHint')}
                  maxLength={2000}
                />
              </div>
            </div>
            <div className="space-y-5">
              <Checkbox
                id={fields.consent.id}
                name={fields.consent.name}
                defaultChecked={fields.consent.initialValue === 'on'}
                required
                errors={errorText(fields.consent.errors)}
                label={t('apply.consent')}
                hint={
                  <a href={href('/privacy-policy')} target="_blank" rel="noopener" className="underline">
                    {t('apply.privacy')}
                  </a>
                }
              />
              <Button type="submit" size="lg" pending={submitting} pendingLabel={t('apply.submitting')}>
                {t('apply.submit')}
              </Button>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}
