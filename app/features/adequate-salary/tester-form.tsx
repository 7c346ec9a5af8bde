import { testerQuestionnaire as constraint } from '../../lib/form-constraints/tester-questionnaire.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useSchemaForm } from '../../lib/form-helpers.ts';
import { FieldCheckbox, FieldRadioGroup, OveralPraxisField } from './bound-fields.tsx';
import { FormSection } from './form-kit.tsx';
import { QuestionnaireForm, summaryEntry, type QuestionnaireReply } from './questionnaire-form.tsx';

/** The tester variant of the questionnaire (docs/product/entities.md, docs/product/validation.md); works without JavaScript. */
export function TesterForm({ lastResult }: { lastResult: QuestionnaireReply }) {
  const { t } = useTranslation('questionnaire');
  const [form, fields] = useSchemaForm({
    id: 'tester-questionnaire',
    schema: () => import('../../../contracts/questionnaire.ts').then((m) => m.testerFormSchema),
    constraint,
    lastResult,
    defaultValue: { manualTester: 'true' },
  });
  return (
    <QuestionnaireForm
      variant="tester"
      form={form}
      fields={fields}
      summary={[
        summaryEntry(fields.overalPraxis, t('form.overalPraxis')),
        summaryEntry(fields.manualTester, t('form.testerType')),
      ]}
    >
      <FormSection id="tester-testing" title={t('form.sections.testing')}>
        <OveralPraxisField field={fields.overalPraxis} className="sm:col-span-2 sm:max-w-xs" />
        <FieldRadioGroup
          field={fields.manualTester}
          required
          legend={t('form.testerType')}
          columns={2}
          className="sm:col-span-2"
          options={[
            { value: 'true', label: t('form.manual'), description: t('form.manualHint') },
            { value: 'false', label: t('form.automated'), description: t('form.automatedHint') },
          ]}
        />
        {(
          [
            [fields.CIexperience, 'ci'],
            [fields.performanceExperience, 'performance'],
          ] as const
        ).map(([field, text]) => (
          <FieldCheckbox
            key={field.name}
            field={field}
            label={t(`form.${text}`)}
            hint={t(`form.${text}Hint`)}
            className="sm:col-span-2"
          />
        ))}
      </FormSection>
    </QuestionnaireForm>
  );
}
