import { constraintOf } from '../../lib/schema-constraint.ts';
import { getFormProps, type DefaultValue, type SubmissionResult } from '../../lib/form-helpers.ts';
import { Save, Send } from 'lucide-react';
import { Form } from 'react-router';
import { jobFormSchema } from '../../../contracts/admin.ts';
import { legalRelationTypes, locales, requiredLevels } from '../../../contracts/enums.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FieldError } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Select, type SelectOption } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { AdminCard, StickyFormActions } from '../admin/admin-page.tsx';
import { useSchemaForm, useControlProps, useErrorText, useSubmitting } from '../../lib/form-helpers.ts';
import { TextArea } from '../../components/ui/text-area.tsx';
import { endListEntryOnEnter } from '../../lib/list-field.ts';

const constraint = constraintOf(jobFormSchema, [
  'extensionPossible',
  'topOffer',
  'available',
  'requiredLevels',
]);

/** The form's initial values as strings (checkboxes "on", lists joined). */
export type JobFormDefaults = Record<string, string | string[] | undefined>;

export interface JobFormOptions {
  professions: readonly SelectOption[];
  countries: readonly SelectOption[];
  admins: readonly SelectOption[];
  technologies: readonly string[];
}

/**
 * Every field of a job (docs/product/entities.md) in four sections. The text is written in the job's own language;
 * the labels follow the admin's. Checked in the browser and again by the action; what was typed
 * stays after a failed save.
 */
export function JobForm({
  mode,
  lastResult,
  defaultValue,
  options,
}: {
  mode: 'create' | 'edit';
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue: JobFormDefaults;
  options: JobFormOptions;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const control = useControlProps();
  const errorText = useErrorText();
  const savingDraft = useSubmitting(mode === 'create' ? 'draft' : 'save');
  const publishing = useSubmitting('publish');
  const [form, fields] = useSchemaForm({
    id: 'job-form',
    schema: async () => jobFormSchema,
    constraint,
    lastResult,
    defaultValue: defaultValue as DefaultValue<Record<string, unknown>>,
  });
  const f = (key: keyof typeof fields) => control(fields[key]);
  const optional = t('jobForm.optional');
  const chosenLevels = new Set(
    fields.requiredLevels.defaultOptions ??
      (fields.requiredLevels.defaultValue ? [fields.requiredLevels.defaultValue] : []),
  );
  const levelErrors = errorText(fields.requiredLevels.errors);
  const failed = form.status === 'error';
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {failed ? (
        <FormAlert tone="error" title={t('jobForm.failedTitle')} focus>
          {form.errors?.length ? errorText(form.errors)?.join(' ') : t('jobForm.failedText')}
        </FormAlert>
      ) : null}
      <AdminCard
        id="job-basics"
        title={t('jobForm.sections.basics')}
        description={t('jobForm.sections.basicsText')}
      >
        <div className="grid gap-5 md:grid-cols-2">
          <TextField {...f('name')} label={t('jobForm.fields.name')} className="md:col-span-2" />
          <Select
            {...f('language')}
            label={t('jobForm.fields.language')}
            hint={t('jobForm.fields.languageHint')}
            placeholder={t('jobForm.choose')}
            options={locales.map((value) => ({ value, label: tc(`enums.language.${value}`) }))}
          />
          <Select
            {...f('profession')}
            label={t('jobForm.fields.profession')}
            placeholder={t('jobForm.choose')}
            options={options.professions}
          />
          <TextField
            {...f('partner')}
            label={t('jobForm.fields.partner')}
            hint={t('jobForm.fields.partnerHint')}
          />
          <Select
            {...f('legalRelationType')}
            label={t('jobForm.fields.legalRelationType')}
            placeholder={t('jobForm.choose')}
            options={legalRelationTypes.map((value) => ({
              value,
              label: tc(`enums.legalRelationType.${value}`),
            }))}
          />
          <TextField {...f('city')} label={t('jobForm.fields.city')} autoComplete="off" />
          <Select
            {...f('countryCode')}
            label={t('jobForm.fields.countryCode')}
            placeholder={t('jobForm.choose')}
            options={options.countries}
          />
          <TextField
            {...f('remoteOfficePercentage')}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            label={t('jobForm.fields.remoteOfficePercentage')}
            hint={t('jobForm.fields.remoteHint')}
          />
          <fieldset
            aria-describedby={levelErrors ? `${fields.requiredLevels.id}-error` : undefined}
            className="min-w-0"
          >
            <legend className="text-sm font-medium text-slate-800">
              {t('jobForm.fields.requiredLevels')}
              <span className="ml-1 font-normal text-slate-600">{optional}</span>
            </legend>
            <div className="mt-2.5 flex flex-wrap gap-x-5 gap-y-2">
              {requiredLevels.map((level) => (
                <Checkbox
                  key={level}
                  id={`${fields.requiredLevels.id}-${level}`}
                  name={fields.requiredLevels.name}
                  value={level}
                  defaultChecked={chosenLevels.has(level)}
                  label={tc(`enums.requiredLevel.${level}`)}
                />
              ))}
            </div>
            <FieldError id={`${fields.requiredLevels.id}-error`} errors={levelErrors} />
          </fieldset>
        </div>
      </AdminCard>

      <AdminCard
        id="job-text"
        title={t('jobForm.sections.text')}
        description={t('jobForm.sections.textText')}
      >
        <div className="grid gap-5">
          <TextArea
            {...f('description')}
            rows={10}
            label={t('jobForm.fields.description')}
            hint={t('jobForm.fields.descriptionHint')}
          />
          <div className="grid gap-5 md:grid-cols-2">
            <TextArea
              {...f('requirements')}
              rows={6}
              optional={optional}
              label={t('jobForm.fields.requirements')}
              hint={t('jobForm.fields.linesHint')}
            />
            <TextArea
              {...f('benefits')}
              rows={6}
              optional={optional}
              label={t('jobForm.fields.benefits')}
              hint={t('jobForm.fields.linesHint')}
            />
            <TextField
              {...f('expertises')}
              list="job-form-technologies"
              autoComplete="off"
              onKeyDown={endListEntryOnEnter}
              optional={optional}
              label={t('jobForm.fields.expertises')}
              hint={t('jobForm.fields.expertisesHint')}
            />
            <TextField
              {...f('tags')}
              autoComplete="off"
              onKeyDown={endListEntryOnEnter}
              optional={optional}
              label={t('jobForm.fields.tags')}
              hint={t('jobForm.fields.tagsHint')}
            />
          </div>
          <datalist id="job-form-technologies">
            {options.technologies.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
      </AdminCard>

      <AdminCard
        id="job-terms"
        title={t('jobForm.sections.terms')}
        // Why pay is asked for, in one sentence: a job without it is never published.
        description={`${t('jobForm.sections.termsText')} ${tc('validation.payRequired')}`}
      >
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {(
            [
              ['hourlyRate', 'eurHour'],
              ['mdBudgetFrom', 'eurDay'],
              ['mdBudgetTo', 'eurDay'],
              ['monthlySalaryFrom', 'eurMonth'],
              ['monthlySalaryTo', 'eurMonth'],
              ['projectLengthInMonths', 'months'],
            ] as const
          ).map(([key, unit]) => (
            <TextField
              key={key}
              {...f(key)}
              type="number"
              inputMode="numeric"
              min={0}
              optional={optional}
              label={t(`jobForm.fields.${key}`)}
              hint={t(`jobForm.units.${unit}`)}
            />
          ))}
          <TextField
            {...f('jobStartDate')}
            type="date"
            optional={optional}
            label={t('jobForm.fields.jobStartDate')}
          />
          <Checkbox
            id={fields.extensionPossible.id}
            name={fields.extensionPossible.name}
            defaultChecked={fields.extensionPossible.defaultChecked}
            label={t('jobForm.fields.extensionPossible')}
            className="self-end pb-2.5"
          />
        </div>
      </AdminCard>

      <AdminCard
        id="job-publication"
        title={t('jobForm.sections.publication')}
        description={t('jobForm.sections.publicationText')}
      >
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <Select
            {...f('responsibleHrUserId')}
            label={t('jobForm.fields.responsibleHrUserId')}
            placeholder={t('jobForm.noHr')}
            options={options.admins}
          />
          <TextField
            {...f('responsibleHrName')}
            optional={optional}
            label={t('jobForm.fields.responsibleHrName')}
            hint={t('jobForm.fields.responsibleHrNameHint')}
          />
          <TextField
            {...f('validThrough')}
            type="date"
            optional={optional}
            label={t('jobForm.fields.validThrough')}
          />
          <TextField
            {...f('topOrder')}
            type="number"
            inputMode="numeric"
            min={0}
            label={t('jobForm.fields.topOrder')}
            hint={t('jobForm.fields.topOrderHint')}
          />
          <Checkbox
            id={fields.topOffer.id}
            name={fields.topOffer.name}
            defaultChecked={fields.topOffer.defaultChecked}
            label={t('jobForm.fields.topOffer')}
            hint={t('jobForm.fields.topOfferHint')}
            className="self-center"
          />
          <Checkbox
            id={fields.available.id}
            name={fields.available.name}
            defaultChecked={fields.available.defaultChecked}
            label={t('jobForm.fields.available')}
            hint={t('jobForm.fields.availableHint')}
            className="self-center"
          />
        </div>
      </AdminCard>

      <StickyFormActions>
        {mode === 'create' ? (
          <>
            <Button
              type="submit"
              name="intent"
              value="draft"
              variant="secondary"
              pending={savingDraft}
              pendingLabel={t('common.saving')}
              icon={<Save className="size-4" aria-hidden />}
            >
              {t('jobForm.saveDraft')}
            </Button>
            <Button
              type="submit"
              name="intent"
              value="publish"
              pending={publishing}
              pendingLabel={t('common.saving')}
              icon={<Send className="size-4" aria-hidden />}
            >
              {t('jobForm.saveAndPublish')}
            </Button>
          </>
        ) : (
          <Button
            type="submit"
            name="intent"
            value="save"
            pending={savingDraft}
            pendingLabel={t('common.saving')}
            icon={<Save className="size-4" aria-hidden />}
          >
            {t('jobForm.save')}
          </Button>
        )}
      </StickyFormActions>
    </Form>
  );
}
