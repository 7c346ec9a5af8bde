import { Form } from 'react-router';
import type { RecruiterVisibility } from '../../../../contracts/recruiters.ts';
import { formatDate } from '../../../../contracts/dates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSubmitting } from '../../../lib/form-helpers.ts';
import { useLocale } from '../../layout/use-locale.ts';
import { Switch } from './switch.tsx';

/**
 * "Let the company's recruiters find me" (ADR 122): off by default; on, it is a consent with its date
 * and text version, and recruiters may rank the CV for their jobs and invite the candidate to apply.
 */
export function RecruiterVisibilityForm({
  visibility,
  saved,
}: {
  visibility: RecruiterVisibility;
  /** `on` or `off` right after saving. */
  saved: string | null;
}) {
  const { t } = useTranslation('profile');
  const { locale } = useLocale();
  const submitting = useSubmitting('recruiters');
  return (
    <Form noValidate method="post" className="space-y-4">
      {saved === 'on' || saved === 'off' ? (
        <FormAlert tone="success">{t(`recruiters.saved.${saved}`)}</FormAlert>
      ) : null}
      <Switch
        id="recruiters-find-me"
        name="enabled"
        label={t('recruiters.label')}
        description={t('recruiters.text')}
        defaultChecked={visibility.enabled}
      />
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" data-testid="recruiters-state">
          {visibility.enabled && visibility.grantedAt
            ? t('recruiters.since', { date: formatDate(locale, visibility.grantedAt, 'long') })
            : t('recruiters.off')}
        </p>
        <Button type="submit" name="intent" value="recruiters" variant="secondary" pending={submitting}>
          {t('recruiters.save')}
        </Button>
      </div>
    </Form>
  );
}
