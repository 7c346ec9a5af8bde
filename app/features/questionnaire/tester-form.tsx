import { getFormProps } from '@conform-to/react';
import { Form } from 'react-router';
import { praxisValues, testerFormSchema } from '../../../contracts/questionnaire.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { RadioGroup } from '../../components/ui/radio-group.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { ContactFields } from './contact-fields.tsx';
import { FormSection } from './form-kit.tsx';
import { useErrorText, constraintOf, useSchemaForm, useSubmitting } from '../../lib/form-helpers.ts';
import { ErrorSummary } from '../../lib/error-summary.tsx';
import type { SubmissionResult } from '@conform-to/react';
import { ConsentAndSubmit } from './programmer-form.tsx';

/** The tester variant of the questionnaire (SPEC §3, §5); works without JavaScript. */
export function TesterForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null | undefined }) {
  const { t } = useTranslation('questionnaire');
  const errorText = useErrorText();
  const sending = useSubmitting();
  const [form, fields] = useSchemaForm({
    id: 'tester-questionnaire',
    schema: testerFormSchema,
    constraint: constraintOf(testerFormSchema),
    lastResult,
    defaultValue: { manualTester: 'true' },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-7">
      <ErrorSummary
        focus
        className=""
        form={form}
        fields={{
          [fields.name.name]: { id: fields.name.id, label: t('form.name') },
          [fields.email.name]: { id: fields.email.id, label: t('form.email') },
          [fields.overalPraxis.name]: { id: fields.overalPraxis.id, label: t('form.overalPraxis') },
          [fields.manualTester.name]: { id: fields.manualTester.id, label: t('form.testerType') },
          [fields.gdpr.name]: { id: fields.gdpr.id, label: t('form.sections.consent') },
        }}
      />
      <FormSection id="tester-contact" title={t('form.sections.contact')}>
        <ContactFields name={fields.name} email={fields.email} />
      </FormSection>
      <FormSection id="tester-testing" title={t('form.sections.testing')}>
        <Select
          id={fields.overalPraxis.id}
          name={fields.overalPraxis.name}
          key={fields.overalPraxis.key}
          required
          defaultValue={(fields.overalPraxis.initialValue as string | undefined) ?? ''}
          label={t('form.overalPraxis')}
          placeholder={t('form.overalPraxisPlaceholder')}
          options={praxisValues.map((p) => ({ value: String(p), label: t(`praxis.${p}`) }))}
          errors={errorText(fields.overalPraxis.errors)}
          className="sm:col-span-2 sm:max-w-xs"
        />
        <RadioGroup
          id={fields.manualTester.id}
          name={fields.manualTester.name}
          key={fields.manualTester.key}
          required
          legend={t('form.testerType')}
          columns={2}
          className="sm:col-span-2"
          options={[
            { value: 'true', label: t('form.manual'), description: t('form.manualHint') },
            { value: 'false', label: t('form.automated'), description: t('form.automatedHint') },
          ]}
          defaultValue={fields.manualTester.initialValue as string | undefined}
          errors={errorText(fields.manualTester.errors)}
        />
        <Checkbox
          id={fields.CIexperience.id}
          name={fields.CIexperience.name}
          key={fields.CIexperience.key}
          defaultChecked={fields.CIexperience.initialValue === 'on'}
          label={t('form.ci')}
          hint={t('form.ciHint')}
          className="sm:col-span-2"
        />
        <Checkbox
          id={fields.performanceExperience.id}
          name={fields.performanceExperience.name}
          key={fields.performanceExperience.key}
          defaultChecked={fields.performanceExperience.initialValue === 'on'}
          label={t('form.performance')}
          hint={t('form.performanceHint')}
          className="sm:col-span-2"
        />
      </FormSection>
      <ConsentAndSubmit
        id={fields.gdpr.id}
        name={fields.gdpr.name}
        fieldKey={fields.gdpr.key}
        defaultChecked={fields.gdpr.initialValue === 'on'}
        errors={errorText(fields.gdpr.errors)}
        sending={sending}
      />
    </Form>
  );
}
