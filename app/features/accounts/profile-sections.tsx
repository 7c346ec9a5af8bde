import type { FormMetadata, SubmissionResult } from '../../lib/form-helpers.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { FormSection } from './auth-card.tsx';
import { listOf } from '../../lib/form-helpers.ts';
import { CareerFields } from './career-fields.tsx';
import { ConsentField, PreferenceFields, type ProfileFields } from './profile-fields.tsx';
import type { ProfileFormOptions } from './profile-options.ts';
import { EXPERTISE_NAMES_FIELD } from './technologies-field.tsx';

/**
 * The career section of a profile form (sign-up, finishing a social sign-up, basic settings):
 * profession, experience, technologies and the revealed choices. The technologies' names come
 * from the action's reply after a refused submit, else from `storedNames`; changing the
 * technologies validates that field again at once.
 */
export function CareerSection({
  id,
  title,
  description,
  form,
  fields,
  options,
  lastResult,
  storedNames = [],
}: {
  id: string;
  title: string;
  description: string;
  form: Pick<FormMetadata, 'validate'>;
  fields: ProfileFields;
  options: ProfileFormOptions;
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** Names of the saved technologies, in the order of the field's default ids. */
  storedNames?: string[];
}) {
  const replied = lastResult?.initialValue;
  return (
    <FormSection id={id} title={title} description={description}>
      <CareerFields
        fields={fields}
        options={options}
        expertiseNames={replied ? listOf(replied[EXPERTISE_NAMES_FIELD]) : storedNames}
        onTechnologiesChanged={() => form.validate({ name: fields.expertises.name })}
      />
    </FormSection>
  );
}

/**
 * The sections both sign-up forms (e-mail and password, finishing a social sign-up) end with:
 * career, preferences, and the required consent above the form's actions (`children`).
 */
export function SignUpClosingSections({
  idPrefix,
  form,
  fields,
  options,
  lastResult,
  children,
}: {
  /** Prefix of the sections' heading ids (`<prefix>-career`, `<prefix>-preferences`). */
  idPrefix: string;
  form: Pick<FormMetadata, 'validate'>;
  fields: ProfileFields;
  options: ProfileFormOptions;
  lastResult: SubmissionResult<string[]> | null | undefined;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <CareerSection
        id={`${idPrefix}-career`}
        title={t('signUp.sections.career')}
        description={t('signUp.sections.careerText')}
        form={form}
        fields={fields}
        options={options}
        lastResult={lastResult}
      />
      <FormSection id={`${idPrefix}-preferences`} title={t('signUp.sections.preferences')}>
        <PreferenceFields fields={fields} options={options} />
      </FormSection>
      <div className="space-y-6 border-t border-slate-200 pt-8">
        <ConsentField field={fields.gdprAgreementAccepted} />
        {children}
      </div>
    </>
  );
}
