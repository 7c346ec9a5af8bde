import { Form } from 'react-router';
import type { NotificationSettings } from '../../../../contracts/account.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSubmitting } from '../../../lib/form-helpers.ts';
import { SuccessNotice } from '../../../components/ui/success-notice.tsx';
import { Switch } from './switch.tsx';

/** The newsletters: their field and the key of their texts (`newsletter.<key>`, `newsletter.<key>Text`). */
const NEWSLETTERS = [
  { name: 'newsletterJobs', key: 'jobs' },
  { name: 'newsletterNews', key: 'news' },
] as const;

/**
 * The two newsletters (docs/product/entities.md: new jobs, news) as switches. After saving it says what changed
 * (the API answers with the changed fields only).
 */
export function NewsletterForm({
  settings,
  changed,
  savedAt,
}: {
  settings: { newsletterJobs: boolean; newsletterNews: boolean };
  changed: NotificationSettings | null | undefined;
  savedAt: number | null | undefined;
}) {
  const { t } = useTranslation('profile');
  const submitting = useSubmitting();
  const changes = Object.entries(changed ?? {}) as [keyof NotificationSettings, boolean][];
  return (
    <Form noValidate method="post" className="space-y-6">
      <fieldset>
        <legend className="sr-only">{t('newsletter.legend')}</legend>
        <div className="divide-y divide-slate-200">
          {NEWSLETTERS.map(({ name, key }) => (
            <Switch
              key={name}
              id={`newsletter-${key}`}
              name={name}
              label={t(`newsletter.${key}`)}
              description={t(`newsletter.${key}Text`)}
              defaultChecked={settings[name]}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-4 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <SuccessNotice
          message={changes.length ? t('newsletter.saved') : t('newsletter.unchanged')}
          stamp={savedAt}
          className="sm:flex-1"
        >
          {changes.length ? (
            <ul className="list-disc space-y-0.5 pl-5">
              {changes.map(([key, on]) => (
                <li key={key}>{t(`newsletter.changes.${key}.${on ? 'on' : 'off'}`)}</li>
              ))}
            </ul>
          ) : null}
        </SuccessNotice>
        <Button type="submit" pending={submitting} pendingLabel={t('common.saving')} className="sm:ml-auto">
          {t('common.save')}
        </Button>
      </div>
    </Form>
  );
}
