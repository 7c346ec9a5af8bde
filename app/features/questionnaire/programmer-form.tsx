import { getFormProps } from '@conform-to/react';
import { Minus, Plus } from 'lucide-react';
import { Form } from 'react-router';
import {
  MAX_QUESTIONNAIRE_TECHNOLOGIES,
  praxisValues,
  programmerFormSchema,
  workedDomains,
} from '../../../contracts/questionnaire.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FieldError } from '../../components/ui/field.tsx';
import { RadioGroup } from '../../components/ui/radio-group.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { ContactFields } from './contact-fields.tsx';
import { FormSection } from './form-kit.tsx';
import { useErrorText, constraintOf, useSchemaForm, useSubmitting } from '../../lib/form-helpers.ts';
import { ErrorSummary } from '../../lib/error-summary.tsx';
import type { SubmissionResult } from '@conform-to/react';

const DATALIST_ID = 'questionnaire-technologies';
const INITIAL_ROWS = 3;

/** The programmer variant of the questionnaire (SPEC §3, §5); works without JavaScript. */
export function ProgrammerForm({
  lastResult,
  technologies,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** Names of the catalog's technologies, offered while typing. */
  technologies: string[];
}) {
  const { t } = useTranslation('questionnaire');
  const errorText = useErrorText();
  const sending = useSubmitting();
  const [form, fields] = useSchemaForm({
    id: 'programmer-questionnaire',
    schema: programmerFormSchema,
    constraint: constraintOf(programmerFormSchema),
    lastResult,
    defaultValue: { technologies: Array.from({ length: INITIAL_ROWS }, () => ({ name: '', praxis: '' })) },
  });
  const rows = fields.technologies.getFieldList();
  const praxisOptions = praxisValues.map((p) => ({ value: String(p), label: t(`praxis.${p}`) }));
  const yesNo = [
    { value: 'true', label: t('answers.yes') },
    { value: 'false', label: t('answers.no') },
  ];
  const rowFields = rows.map((row) => row.getFieldset());

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-7">
      <ErrorSummary
        focus
        className=""
        form={form}
        fields={Object.fromEntries(
          [
            { name: fields.name.name, id: fields.name.id, label: t('form.name') },
            { name: fields.email.name, id: fields.email.id, label: t('form.email') },
            { name: fields.overalPraxis.name, id: fields.overalPraxis.id, label: t('form.overalPraxis') },
            { name: fields.isTeamleader.name, id: fields.isTeamleader.id, label: t('form.isTeamleader') },
            { name: fields.isArchitect.name, id: fields.isArchitect.id, label: t('form.isArchitect') },
            { name: fields.workedDomain.name, id: fields.workedDomain.id, label: t('form.workedDomain') },
            {
              name: fields.technologies.name,
              id: `${fields.technologies.id}-legend`,
              label: t('form.technologies.legend'),
            },
            ...rowFields.flatMap((row, i) => [
              { name: row.name.name, id: row.name.id, label: t('form.technologies.name', { n: i + 1 }) },
              {
                name: row.praxis.name,
                id: row.praxis.id,
                label: t('form.technologies.praxis', { n: i + 1 }),
              },
            ]),
            { name: fields.gdpr.name, id: fields.gdpr.id, label: t('form.sections.consent') },
          ].map(({ name, id, label }) => [name, { id, label }]),
        )}
      />

      <FormSection id="programmer-contact" title={t('form.sections.contact')}>
        <ContactFields name={fields.name} email={fields.email} />
      </FormSection>

      <FormSection id="programmer-experience" title={t('form.sections.experience')}>
        <Select
          id={fields.overalPraxis.id}
          name={fields.overalPraxis.name}
          key={fields.overalPraxis.key}
          required
          defaultValue={(fields.overalPraxis.initialValue as string | undefined) ?? ''}
          label={t('form.overalPraxis')}
          placeholder={t('form.overalPraxisPlaceholder')}
          options={praxisOptions}
          errors={errorText(fields.overalPraxis.errors)}
        />
        <Select
          id={fields.workedDomain.id}
          name={fields.workedDomain.name}
          key={fields.workedDomain.key}
          required
          defaultValue={(fields.workedDomain.initialValue as string | undefined) ?? ''}
          label={t('form.workedDomain')}
          placeholder={t('form.workedDomainPlaceholder')}
          options={workedDomains.map((d) => ({ value: d, label: t(`domains.${d}`) }))}
          errors={errorText(fields.workedDomain.errors)}
        />
        <RadioGroup
          id={fields.isTeamleader.id}
          name={fields.isTeamleader.name}
          key={fields.isTeamleader.key}
          required
          legend={t('form.isTeamleader')}
          options={yesNo}
          columns={2}
          defaultValue={fields.isTeamleader.initialValue as string | undefined}
          errors={errorText(fields.isTeamleader.errors)}
        />
        <RadioGroup
          id={fields.isArchitect.id}
          name={fields.isArchitect.name}
          key={fields.isArchitect.key}
          required
          legend={t('form.isArchitect')}
          options={yesNo}
          columns={2}
          defaultValue={fields.isArchitect.initialValue as string | undefined}
          errors={errorText(fields.isArchitect.errors)}
        />
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
                  <TextField
                    id={cells.name.id}
                    name={cells.name.name}
                    key={cells.name.key}
                    defaultValue={(cells.name.initialValue as string | undefined) ?? ''}
                    list={DATALIST_ID}
                    autoComplete="off"
                    maxLength={80}
                    label={t('form.technologies.name', { n: i + 1 })}
                    errors={errorText(cells.name.errors)}
                    className="col-span-2 sm:col-span-1"
                  />
                  <Select
                    id={cells.praxis.id}
                    name={cells.praxis.name}
                    key={cells.praxis.key}
                    defaultValue={(cells.praxis.initialValue as string | undefined) ?? ''}
                    label={t('form.technologies.praxis', { n: i + 1 })}
                    placeholder={t('form.technologies.praxisPlaceholder')}
                    options={praxisOptions}
                    errors={errorText(cells.praxis.errors)}
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

/** The consent box and the submit button, shared by both variants. */
export function ConsentAndSubmit({
  id,
  name,
  fieldKey,
  defaultChecked,
  errors,
  sending,
  submitLabel,
  sendingLabel,
}: {
  id: string;
  name: string;
  fieldKey: string | undefined;
  defaultChecked: boolean;
  errors: string[] | undefined;
  sending: boolean;
  submitLabel?: string;
  sendingLabel?: string;
}) {
  const { t } = useTranslation('questionnaire');
  return (
    <>
      <FormSection id={`${id}-section`} title={t('form.sections.consent')} columns={1}>
        <Checkbox
          id={id}
          name={name}
          key={fieldKey}
          required
          defaultChecked={defaultChecked}
          label={t('form.gdpr')}
          hint={t('form.gdprHint')}
          errors={errors}
        />
      </FormSection>
      <div className="flex justify-end border-t border-slate-200 pt-6">
        <Button
          type="submit"
          size="lg"
          pending={sending}
          pendingLabel={sendingLabel ?? t('form.submitting')}
          className="w-full sm:w-auto"
        >
          {submitLabel ?? t('form.submit')}
        </Button>
      </div>
    </>
  );
}
