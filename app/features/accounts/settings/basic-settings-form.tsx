import { basicSettings as constraint } from '../../../lib/form-constraints/basic-settings.ts';
import { getFormProps, type DefaultValue, type SubmissionResult } from '../../../lib/form-helpers.ts';
import { Form } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { FormSection } from '../auth-card.tsx';
import { ErrorSummary } from '../../../lib/error-summary.tsx';
import { useControlProps, useSchemaForm, useSubmitting } from '../../../lib/form-helpers.ts';
import { ContactFields, NameFields, useProfileLabels, type ProfileFields } from '../profile-fields.tsx';
import type { ProfileFormOptions } from '../profile-options.ts';
import type { basicSettingsSchema } from './schemas.ts';
import { CareerSection } from '../profile-sections.tsx';
import { SuccessNotice } from '../../../components/ui/success-notice.tsx';

type BasicSettingsInput = z.input<typeof basicSettingsSchema>;

/** Initial values of the form: the stored profile as strings (checkboxes "on"). */
export type BasicSettingsDefaults = Record<string, string | string[] | undefined>;

/**
 * Basic settings (docs/product/screens-and-routes.md account sections): the profile fields of sign-up without e-mail,
 * password and newsletter. Validated in the browser and again by the action; what was typed stays.
 */
export function BasicSettingsForm({
  lastResult,
  options,
  defaultValue,
  expertiseNames,
  savedAt,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  options: ProfileFormOptions;
  defaultValue: BasicSettingsDefaults;
  /** Names of the stored technologies, in the order of `defaultValue.expertises`. */
  expertiseNames: string[];
  /** When the last save succeeded (shows the success notice). */
  savedAt: number | null | undefined;
}) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('account');
  const control = useControlProps();
  const submitting = useSubmitting();
  const [form, fields] = useSchemaForm({
    id: 'basic-settings',
    schema: () => import('./schemas.ts').then((m) => m.basicSettingsSchema),
    constraint,
    lastResult,
    defaultValue: defaultValue as DefaultValue<BasicSettingsInput>,
  });
  // The profile field components read any field by name; this form has all but the newsletter
  // choices and the consent, which it never renders.
  const profileFields = fields as unknown as ProfileFields;
  const labels = useProfileLabels(profileFields);
  const utm = control(fields.utmSource);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-8">
      <ErrorSummary form={form} fields={labels} />
      <FormSection id="basic-about" title={t('basic.sections.about')}>
        <NameFields fields={profileFields} />
        <ContactFields fields={profileFields} options={options} />
      </FormSection>
      <CareerSection
        id="basic-career"
        title={t('basic.sections.career')}
        description={t('basic.sections.careerText')}
        form={form}
        fields={profileFields}
        options={options}
        lastResult={lastResult}
        storedNames={expertiseNames}
      />
      <FormSection id="basic-source" title={t('basic.sections.source')}>
        <Select
          {...utm}
          label={ta('fields.utmSource')}
          placeholder={ta('fields.choose')}
          options={options.utmSources.map((value) => ({
            value,
            label: ta(`utmSource.${value}`, { defaultValue: value }),
          }))}
        />
      </FormSection>
      <div className="sticky bottom-0 z-10 -mx-5 -mb-6 flex flex-col gap-3 border-t border-slate-200 bg-white/95 px-5 py-4 backdrop-blur sm:-mx-6 rounded-b-xl sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <SuccessNotice message={t('basic.saved')} stamp={savedAt} className="sm:flex-1" />
        <Button
          type="submit"
          size="lg"
          pending={submitting}
          pendingLabel={t('common.saving')}
          className="sm:ml-auto"
        >
          {t('common.save')}
        </Button>
      </div>
    </Form>
  );
}
