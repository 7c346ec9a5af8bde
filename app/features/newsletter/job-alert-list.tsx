import { Form } from 'react-router';
import { jobAlertFrequencies } from '../../../contracts/job-alert-frequencies.ts';
import type { JobAlertView } from '../../../contracts/newsletter.ts';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { useAlertSearchWords } from './alert-search-words.ts';

/** The profile's job alerts: each search with its state; pause or resume, how often, delete. */
export function JobAlertList({ alerts }: { alerts: JobAlertView[] }) {
  const { t } = useTranslation('newsletter');
  const { href } = useLocale();
  const words = useAlertSearchWords();
  const action = href('/job-alerts');
  return (
    <section aria-labelledby="job-alerts-heading" className="mt-10">
      <h2 id="job-alerts-heading" className="text-lg font-semibold text-ink">
        {t('alert.listTitle')}
      </h2>
      {alerts.length ? (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {alerts.map((alert) => (
            <li key={alert.id} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-medium [overflow-wrap:anywhere] text-ink">{words(alert)}</p>
                <p className="text-sm text-slate-600">{t(`alert.status.${alert.status}`)}</p>
              </div>
              <Form noValidate method="post" action={action} className="flex items-center gap-2">
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="id" value={alert.id} />
                <label className="sr-only" htmlFor={`alert-frequency-${alert.id}`}>
                  {t('alert.frequency')}
                </label>
                <select
                  id={`alert-frequency-${alert.id}`}
                  name="frequency"
                  defaultValue={alert.frequency}
                  className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
                >
                  {jobAlertFrequencies.map((f) => (
                    <option key={f} value={f}>
                      {t(`alert.frequencies.${f}`)}
                    </option>
                  ))}
                </select>
                <Button type="submit" size="sm" variant="secondary">
                  {t('alert.save')}
                </Button>
              </Form>
              <div className="flex gap-2">
                {alert.status === 'pending' ? null : (
                  <Form noValidate method="post" action={action}>
                    <input type="hidden" name="intent" value="update" />
                    <input type="hidden" name="id" value={alert.id} />
                    <input
                      type="hidden"
                      name="status"
                      value={alert.status === 'paused' ? 'active' : 'paused'}
                    />
                    <Button type="submit" size="sm" variant="secondary">
                      {alert.status === 'paused' ? t('alert.resume') : t('alert.pause')}
                    </Button>
                  </Form>
                )}
                <Form noValidate method="post" action={action}>
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={alert.id} />
                  <Button type="submit" size="sm" variant="secondary">
                    {t('alert.delete')}
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('alert.listEmpty')}</p>
      )}
    </section>
  );
}
