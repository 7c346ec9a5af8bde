import { BellRing } from 'lucide-react';
import { useFetcher } from 'react-router';
import type { JobFilter } from '../../../contracts/jobs.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { AlertConsent, AlertFormError, AlertFrequency, type JobAlertReply } from './alert-fields.tsx';

/**
 * "New jobs for this search by e-mail": saves the job list's current filters as an alert, signed in
 * or not (confirmed by e-mail). Works without JavaScript (the route returns to the list).
 */
export function JobAlertForm({
  filter,
  email,
  back,
  reply: pageReply,
}: {
  filter: JobFilter;
  email?: string | undefined;
  /** The list's URL with its filters: the form posts there, so without JavaScript the reply shows on it. */
  back: string;
  /** The reply of a POST sent without JavaScript (the page's action data). */
  reply?: JobAlertReply | undefined;
}) {
  const { t } = useTranslation('newsletter');
  const { locale } = useLocale();
  const fetcher = useFetcher<JobAlertReply>();
  const reply = fetcher.data ?? pageReply;
  const errors = (name: string) => reply?.fieldErrors?.[name];
  return (
    <details
      id="job-alert"
      open={reply ? true : undefined}
      className="group mt-4 rounded-xl border border-brand-200 bg-brand-50/60 px-4 py-3"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 font-semibold text-brand-800">
        <BellRing className="size-4 shrink-0" aria-hidden />
        {t('alert.open')}
      </summary>
      {reply?.sent ? (
        <p role="status" className="mt-3 text-sm text-emerald-800">
          {t('alert.sent')}
        </p>
      ) : (
        <fetcher.Form method="post" action={`${back}#job-alert`} className="mt-3 space-y-4" noValidate>
          <p className="text-sm text-slate-700">{t('alert.intro')}</p>
          <input type="hidden" name="filter" value={JSON.stringify(filter)} />
          <input type="hidden" name="language" value={locale} />
          <AlertFormError reply={reply} />
          <div className="grid gap-4 sm:grid-cols-2">
            <EmailField
              id="job-alert-email"
              name="email"
              label={t('email')}
              autoComplete="email"
              maxLength={254}
              required
              defaultValue={reply?.values?.email ?? email}
              errors={errors('email')}
            />
            <AlertFrequency id="job-alert-frequency" reply={reply} />
          </div>
          <AlertConsent id="job-alert-consent" reply={reply} />
          <Button type="submit" pending={fetcher.state !== 'idle'} pendingLabel={t('sending')}>
            {t('alert.submit')}
          </Button>
        </fetcher.Form>
      )}
    </details>
  );
}
