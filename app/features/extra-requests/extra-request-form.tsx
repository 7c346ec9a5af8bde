import { extraRequest as constraint } from '../../lib/form-constraints/extra-request.ts';
import { getFormProps } from '../../lib/form-helpers.ts';
import { Form } from 'react-router';
import { MAX_REQUEST_TECHNOLOGIES, seniorities } from '../../../contracts/extra-requests-values.ts';
import { EmailField } from '../../components/ui/email-field.tsx';
import { RadioGroup } from '../../components/ui/radio-group.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { ConsentAndSubmit, FormSection, type FormReply } from '../../lib/public-forms/form-kit.tsx';
import { summaryFields, useControlProps, useSchemaForm } from '../../lib/form-helpers.ts';
import { ErrorSummary } from '../../lib/error-summary.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { listOf, TechnologyInput } from './technology-input.tsx';

const FIELDS = [
  'name',
  'email',
  'phone',
  'project',
  'technologies',
  'preferredTechnologies',
  'startDate',
  'seniority',
  'question',
  'consent',
] as const;

/** The extra request (docs/product/entities.md): who, the wished-for project with its technologies, start and seniority. */
export function ExtraRequestForm({
  lastResult,
  defaults,
  today,
}: {
  lastResult: FormReply;
  /** Prefilled for a signed-in user. */
  defaults: { name?: string; email?: string; phone?: string };
  /** ISO date: the earliest start the date input offers. */
  today: string;
}) {
  const { t } = useTranslation('forms');
  const control = useControlProps();
  const [form, fields] = useSchemaForm({
    id: 'extra-request',
    schema: () => import('../../../contracts/extra-requests.ts').then((m) => m.extraRequestSchema),
    constraint,
    lastResult,
    defaultValue: defaults,
  });
  const optional = t('common.optional');
  const label = (key: string) => t(`extraForm.fields.${key}`);
  const replied = lastResult?.initialValue;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-8">
      <ErrorSummary form={form} fields={summaryFields(FIELDS, fields, label)} />
      <FormSection id="extra-contact" title={t('extraForm.sections.contact')}>
        <TextField {...control(fields.name)} label={label('name')} autoComplete="name" maxLength={120} />
        <EmailField {...control(fields.email)} label={label('email')} autoComplete="email" maxLength={254} />
        <TextField
          {...control(fields.phone)}
          type="tel"
          label={label('phone')}
          optional={optional}
          hint={t('common.phoneHint')}
          autoComplete="tel"
          maxLength={32}
        />
      </FormSection>

      <FormSection id="extra-project" title={t('extraForm.sections.project')}>
        <TextArea
          {...control(fields.project)}
          label={label('project')}
          hint={t('extraForm.projectHint')}
          rows={5}
          maxLength={4000}
          className="sm:col-span-2"
        />
        <TechnologyInput
          field={fields.technologies}
          initial={listOf(replied?.technologies)}
          label={label('technologies')}
          hint={t('technologies.fallbackHint')}
          max={MAX_REQUEST_TECHNOLOGIES}
          onChanged={() => form.validate({ name: fields.technologies.name })}
          className="sm:col-span-2"
        />
        <TechnologyInput
          field={fields.preferredTechnologies}
          initial={listOf(replied?.preferredTechnologies)}
          label={label('preferredTechnologies')}
          optional={optional}
          hint={t('technologies.fallbackHint')}
          max={MAX_REQUEST_TECHNOLOGIES}
          onChanged={() => form.validate({ name: fields.preferredTechnologies.name })}
          className="sm:col-span-2"
        />
        <TextField {...control(fields.startDate)} type="date" min={today} label={label('startDate')} />
        <RadioGroup
          {...control(fields.seniority)}
          legend={label('seniority')}
          className="sm:col-span-2"
          options={seniorities.map((s) => ({
            value: s,
            label: t(`extraForm.seniorities.${s}`),
            description: t(`extraForm.seniorityYears.${s}`),
          }))}
        />
        <TextArea
          {...control(fields.question)}
          label={label('question')}
          optional={optional}
          maxLength={2000}
          rows={3}
          className="sm:col-span-2"
        />
      </FormSection>

      <ConsentAndSubmit
        field={fields.consent}
        consent={t('extraForm.consent')}
        submit={t('extraForm.submit')}
      />
    </Form>
  );
}
