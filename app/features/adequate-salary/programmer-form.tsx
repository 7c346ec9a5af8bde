import { programmerQuestionnaire as constraint } from '../../lib/form-constraints/programmer-questionnaire.ts';
import { Minus, Plus } from 'lucide-react';
import { MAX_QUESTIONNAIRE_TECHNOLOGIES, workedDomains } from '../../../contracts/questionnaire-values.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldError } from '../../components/ui/field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useErrorText, useSchemaForm } from '../../lib/form-helpers.ts';
import { FieldSelect, FieldText, OveralPraxisField, usePraxisOptions, YesNoField } from './bound-fields.tsx';
import { FormSection } from './form-kit.tsx';
import { QuestionnaireForm, summaryEntry, type QuestionnaireReply } from './questionnaire-form.tsx';

const DATALIST_ID = 'questionnaire-technologies';
const INITIAL_ROWS = 3;
/** The programmer variant of the questionnaire (docs/product/entities.md, docs/product/validation.md); works without JavaScript. */
export function ProgrammerForm({
  lastResult,
  technologies,
}: {
  lastResult: QuestionnaireReply;
  /** Names of the catalog's technologies, offered while typing. */
  technologies: string[];
}) {
  const { t } = useTranslation('questionnaire');
  const errorText = useErrorText();
  const praxisOptions = usePraxisOptions();
  const [form, fields] = useSchemaForm({
    id: 'programmer-questionnaire',
    schema: () => import('../../../contracts/questionnaire.ts').then((m) => m.programmerFormSchema),
    constraint,
    lastResult,
    defaultValue: { technologies: Array.from({ length: INITIAL_ROWS }, () => ({ name: '', praxis: '' })) },
  });
  const rows = fields.technologies.getFieldList();
  const rowFields = rows.map((row) => row.getFieldset());

  return (
    <QuestionnaireForm
      variant="programmer"
      form={form}
      fields={fields}
      summary={[
        summaryEntry(fields.overalPraxis, t('form.overalPraxis')),
        summaryEntry(fields.isTeamleader, t('form.isTeamleader')),
        summaryEntry(fields.isArchitect, t('form.isArchitect')),
        summaryEntry(fields.workedDomain, t('form.workedDomain')),
        {
          name: fields.technologies.name,
          id: `${fields.technologies.id}-legend`,
          label: t('form.technologies.legend'),
        },
        ...rowFields.flatMap((row, i) => [
          summaryEntry(row.name, t('form.technologies.name', { n: i + 1 })),
          summaryEntry(row.praxis, t('form.technologies.praxis', { n: i + 1 })),
        ]),
      ]}
    >
      <FormSection id="programmer-experience" title={t('form.sections.experience')}>
        <OveralPraxisField field={fields.overalPraxis} />
        <FieldSelect
          field={fields.workedDomain}
          required
          label={t('form.workedDomain')}
          placeholder={t('form.workedDomainPlaceholder')}
          options={workedDomains.map((d) => ({ value: d, label: t(`domains.${d}`) }))}
        />
        <YesNoField field={fields.isTeamleader} legend={t('form.isTeamleader')} />
        <YesNoField field={fields.isArchitect} legend={t('form.isArchitect')} />
      </FormSection>

      <section aria-labelledby="programmer-technologies" className="border-t border-slate-200 pt-7">
        <h2 id="programmer-technologies" className="text-base font-semibold text-ink">
          {t('form.sections.technologies')}
        </h2>
        <fieldset className="mt-4" aria-describedby={`${fields.technologies.id}-hint`}>
          <legend id={`${fields.technologies.id}-legend`} className="text-sm font-medium text-slate-800">
            {t('form.technologies.legend')}
          </legend>
          <p id={`${fields.technologies.id}-hint`} className="mt-1 text-xs leading-relaxed text-slate-600">
            {t('form.technologies.hint')}
          </p>
          <datalist id={DATALIST_ID}>
            {technologies.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <ol className="mt-3 space-y-3">
            {rows.map((row, i) => {
              const cells = rowFields[i]!;
              return (
                <li
                  key={row.key}
                  className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-2 rounded-lg border border-slate-200 bg-slate-50/60 p-3 sm:grid-cols-[1fr_11rem_auto] sm:items-start"
                >
                  <FieldText
                    field={cells.name}
                    list={DATALIST_ID}
                    autoComplete="off"
                    maxLength={80}
                    label={t('form.technologies.name', { n: i + 1 })}
                    className="col-span-2 sm:col-span-1"
                  />
                  <FieldSelect
                    field={cells.praxis}
                    label={t('form.technologies.praxis', { n: i + 1 })}
                    placeholder={t('form.technologies.praxisPlaceholder')}
                    options={praxisOptions}
                  />
                  <button
                    type="submit"
                    {...form.remove.getButtonProps({ name: fields.technologies.name, index: i })}
                    aria-label={t('form.technologies.remove', { n: i + 1 })}
                    title={t('form.technologies.remove', { n: i + 1 })}
                    className="mt-7 inline-flex size-10 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:border-rose-300 hover:bg-rose-50 hover:text-rose-700"
                  >
                    <Minus className="size-4" aria-hidden />
                  </button>
                </li>
              );
            })}
          </ol>
          <FieldError id={`${fields.technologies.id}-error`} errors={errorText(fields.technologies.errors)} />
          {rows.length < MAX_QUESTIONNAIRE_TECHNOLOGIES ? (
            <Button
              type="submit"
              {...form.insert.getButtonProps({
                name: fields.technologies.name,
                defaultValue: { name: '', praxis: '' },
              })}
              variant="secondary"
              size="sm"
              className="mt-3"
              icon={<Plus className="size-4" aria-hidden />}
            >
              {t('form.technologies.add')}
            </Button>
          ) : (
            <p className="mt-3 text-sm text-slate-600">{t('form.technologies.limit')}</p>
          )}
        </fieldset>
      </section>
    </QuestionnaireForm>
  );
}
