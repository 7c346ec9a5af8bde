import { Form } from 'react-router';
import { locales, type Locale } from '../../../../contracts/enums.ts';
import { Button } from '../../../components/ui/button.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useErrorText, useSubmitting } from '../../../lib/form-helpers.ts';
import { SuccessNotice } from '../../../components/ui/success-notice.tsx';

/**
 * The app language (docs/product/entities.md appLanguage): the language of the portal and of the e-mails. Saving
 * reloads this page in the chosen language.
 */
export function LanguageForm({
  current,
  savedAt,
  error,
}: {
  current: Locale;
  /** Set when the page was reached right after saving (identifies that save). */
  savedAt: string | null;
  error: string | null | undefined;
}) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const submitting = useSubmitting();
  return (
    <Form noValidate method="post" className="space-y-6">
      <RadioGroup
        id="app-language"
        name="language"
        legend={t('language.legend')}
        hint={t('language.hint')}
        defaultValue={current}
        required
        errors={errorText(error ? [error] : undefined)}
        options={locales.map((value) => ({
          value,
          label: t(`common:language.${value}`),
          description: t(`language.descriptions.${value}`),
        }))}
      />
      <div className="flex flex-col gap-4 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <SuccessNotice message={t('language.saved')} stamp={savedAt} className="sm:flex-1" />
        <Button type="submit" pending={submitting} pendingLabel={t('common.saving')} className="sm:ml-auto">
          {t('common.save')}
        </Button>
      </div>
    </Form>
  );
}
