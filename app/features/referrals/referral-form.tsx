import { referral as constraint } from '../../lib/form-constraints/referral.ts';
import { getFormProps } from '../../lib/form-helpers.ts';
import { Briefcase } from 'lucide-react';
import { Form } from 'react-router';
import { locales, type Locale } from '../../../contracts/enums.ts';
import {
  commissionTypes,
  ONE_TIME_COMMISSION_EUR,
  PER_DAY_COMMISSION_EUR,
  SHORT_PROJECT_ONE_TIME_COMMISSION_EUR,
} from '../../../contracts/referral-commission.ts';
import { EmailField } from '../../components/ui/email-field.tsx';
import { RadioGroup } from '../../components/ui/radio-group.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { ConsentAndSubmit, FormSection, type FormReply } from '../../lib/public-forms/form-kit.tsx';
import { summaryFields, useControlProps, useErrorText, useSchemaForm } from '../../lib/form-helpers.ts';
import { ErrorSummary } from '../../lib/error-summary.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';

const FIELDS = [
  'referrerName',
  'referrerEmail',
  'referrerPhone',
  'candidateName',
  'candidateEmail',
  'candidatePhone',
  'candidateCurrentPosition',
  'candidateInfo',
  'candidateLanguage',
  'jobId',
  'projectText',
  'commissionType',
  'consent',
] as const;

export interface ReferralJob {
  id: number;
  name: string;
  city: string;
}

/** The referral form (docs/product/entities.md): the referrer, the candidate, the project (a job or free text), the commission. */
export function ReferralForm({
  lastResult,
  defaults,
  job,
  locale,
}: {
  lastResult: FormReply;
  /** Prefilled for a signed-in referrer. */
  defaults: { referrerName?: string; referrerEmail?: string; referrerPhone?: string };
  job: ReferralJob | null;
  locale: Locale;
}) {
  const { t } = useTranslation('forms');
  const control = useControlProps();
  const errorText = useErrorText();
  const euro = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const [form, fields] = useSchemaForm({
    id: 'referral',
    schema: () => import('../../../contracts/referrals.ts').then((m) => m.referralFormSchema),
    constraint,
    lastResult,
    defaultValue: { ...defaults, candidateLanguage: locale, commissionType: 'one_time' },
  });
  const optional = t('common.optional');
  const label = (key: string) => t(`referralForm.fields.${key}`);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-8">
      <ErrorSummary form={form} fields={summaryFields(FIELDS, fields, label)} />

      <FormSection id="referral-you" title={t('referralForm.sections.referrer')}>
        <TextField
          {...control(fields.referrerName)}
          label={label('referrerName')}
          autoComplete="name"
          maxLength={120}
        />
        <EmailField
          {...control(fields.referrerEmail)}
          label={label('referrerEmail')}
          autoComplete="email"
          maxLength={254}
        />
        <TextField
          {...control(fields.referrerPhone)}
          type="tel"
          label={label('referrerPhone')}
          optional={optional}
          hint={t('common.phoneHint')}
          autoComplete="tel"
          maxLength={32}
        />
      </FormSection>

      <FormSection
        id="referral-candidate"
        title={t('referralForm.sections.candidate')}
        description={t('referralForm.sections.candidateText')}
      >
        <TextField
          {...control(fields.candidateName)}
          label={label('candidateName')}
          autoComplete="off"
          maxLength={120}
        />
        <EmailField
          {...control(fields.candidateEmail)}
          label={label('candidateEmail')}
          autoComplete="off"
          maxLength={254}
        />
        <TextField
          {...control(fields.candidatePhone)}
          type="tel"
          label={label('candidatePhone')}
          optional={optional}
          autoComplete="off"
          maxLength={32}
        />
        <TextField
          {...control(fields.candidateCurrentPosition)}
          label={label('candidateCurrentPosition')}
          optional={optional}
          placeholder={t('referralForm.positionPlaceholder')}
          maxLength={160}
        />
        <TextArea
          {...control(fields.candidateInfo)}
          label={label('candidateInfo')}
          optional={optional}
          hint={t('referralForm.infoHint')}
          maxLength={3000}
          className="sm:col-span-2"
        />
        <Select
          {...control(fields.candidateLanguage)}
          label={label('candidateLanguage')}
          hint={t('referralForm.languageHint')}
          options={locales.map((l) => ({ value: l, label: t(`common.languages.${l}`) }))}
        />
      </FormSection>

      <FormSection id="referral-project" title={t('referralForm.sections.project')}>
        {job ? (
          <div className="flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 sm:col-span-2">
            <Briefcase className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <p className="text-sm text-slate-700">{t('referralForm.forJob')}</p>
              <p className="font-semibold text-ink">
                {job.name} <span className="font-normal text-slate-600">· {job.city}</span>
              </p>
              <input type="hidden" name={fields.jobId.name} value={job.id} />
              {fields.jobId.errors?.length ? (
                <p className="mt-1 text-sm text-rose-700" id={fields.jobId.id}>
                  {errorText(fields.jobId.errors)?.join(' ')}
                </p>
              ) : null}
            </div>
          </div>
        ) : (
          <TextArea
            {...control(fields.projectText)}
            label={label('projectText')}
            hint={t('referralForm.projectHint')}
            maxLength={3000}
            className="sm:col-span-2"
          />
        )}
      </FormSection>

      <FormSection id="referral-commission" title={t('referralForm.sections.commission')}>
        <RadioGroup
          {...control(fields.commissionType)}
          legend={label('commissionType')}
          columns={2}
          className="sm:col-span-2"
          options={commissionTypes.map((type) => ({
            value: type,
            label: t(`commission.types.${type}`),
            description: t(`commission.typeDescriptions.${type}`, {
              full: euro.format(ONE_TIME_COMMISSION_EUR),
              short: euro.format(SHORT_PROJECT_ONE_TIME_COMMISSION_EUR),
              perDay: euro.format(PER_DAY_COMMISSION_EUR),
            }),
          }))}
        />
      </FormSection>

      <ConsentAndSubmit
        field={fields.consent}
        consent={t('referralForm.consent')}
        submit={t('referralForm.submit')}
      />
    </Form>
  );
}
