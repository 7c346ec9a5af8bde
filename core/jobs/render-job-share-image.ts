import { INTL_LOCALE } from '../../contracts/intl-locale.ts';
import type { JobDetail } from '../../contracts/jobs.ts';
import type { Db } from '../../db/client.ts';
import type { Locale } from '../shared/locale.ts';
import type { ImageProcessor } from '../shared/ports.ts';
import { getJob } from './get-job.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The job's pay in one line as its page shows it: hourly rate, else man-day budget, else monthly salary. */
export function jobPayLine(job: JobDetail, locale: Locale, t: Translate): string | null {
  const eur = new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const range = (from: number | null, to: number | null) =>
    from !== null && to !== null && from !== to
      ? `${eur.format(from)} – ${eur.format(to)}`
      : from !== null || to !== null
        ? eur.format((from ?? to)!)
        : null;
  if (job.hourlyRate !== null) return t('jobs:pay.hourly', { value: eur.format(job.hourlyRate) });
  const md = range(job.mdBudgetFrom, job.mdBudgetTo);
  if (md) return t('jobs:pay.md', { value: md });
  const monthly = range(job.monthlySalaryFrom, job.monthlySalaryTo);
  return monthly ? t('jobs:pay.monthly', { value: monthly }) : null;
}

/** Where the job is done, as its card says it: the city with its share of remote work, or fully remote. */
export function jobPlaceLine(job: JobDetail, t: Translate): string {
  const city = t(`jobs:city.${job.city}`, { defaultValue: job.city });
  if (job.remoteOfficePercentage >= 100) return t('jobs:remoteFull');
  return job.remoteOfficePercentage > 0
    ? t('jobs:cityWithRemote', { city, percent: job.remoteOfficePercentage })
    : city;
}

/**
 * The link-preview image of a published job (Open Graph): its title, pay and place on a 1200 × 630
 * PNG in the reader's language. NOT_FOUND for a job that is not public.
 */
export async function renderJobShareImage({
  db,
  images,
  id,
  locale,
  t,
  brand,
}: {
  db: Db;
  images: ImageProcessor;
  id: number;
  locale: Locale;
  t: Translate;
  brand: string;
}): Promise<Uint8Array> {
  const job = await getJob({ db, id, locale });
  const lines = [jobPayLine(job, locale, t), jobPlaceLine(job, t)].filter((l): l is string => !!l);
  return images.shareCard({ brand, title: job.name, lines });
}
