import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { AppLoadContext } from 'react-router';
import { jobFormSchema, type AdminJob, type JobInput } from '../../../contracts/admin.ts';
import type { Locale } from '../../../contracts/enums.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { buildCountriesPhones } from '../../../core/shared/country-phones.ts';
import type { JobFormDefaults, JobFormOptions } from './job-form.tsx';

/** Countries first by the ones jobs are usually in, then the rest by name. */
const FIRST = ['SK', 'CZ', 'AT', 'DE', 'HU', 'PL'];
const countriesByLocale = new Map<Locale, JobFormOptions['countries']>();

function countryOptions(locale: Locale): JobFormOptions['countries'] {
  let list = countriesByLocale.get(locale);
  if (!list) {
    const collator = new Intl.Collator(locale);
    const all = buildCountriesPhones().map((c) => ({ value: c.alpha2, label: c.names[locale] }));
    const first = FIRST.flatMap((code) => all.filter((c) => c.value === code));
    const rest = all
      .filter((c) => !FIRST.includes(c.value))
      .sort((a, b) => collator.compare(a.label, b.label));
    list = [...first, ...rest];
    countriesByLocale.set(locale, list);
  }
  return list;
}

/** What the job form offers, in the admin's language. */
export async function jobFormOptions(context: AppLoadContext): Promise<JobFormOptions> {
  const [enums, admins, technologies] = await Promise.all([
    context.services.catalog.listEnums(context.locale),
    context.services.accounts.admin.listAdminUsers(),
    context.services.catalog.listTechnologyNames(),
  ]);
  return {
    professions: enums.professions.map((p) => ({ value: p.value, label: p.displayString })),
    countries: countryOptions(context.locale),
    admins: admins.map((a) => ({ value: a.id, label: a.name ? `${a.name} (${a.email})` : a.email })),
    technologies,
  };
}

/** The message (common catalog) of a job that cannot be published without pay. */
const PAY_REQUIRED = 'validation.payRequired';

const on = (value: boolean) => (value ? 'on' : undefined);
const num = (value: number | null) => (value === null ? undefined : String(value));

/** The form's initial values: a new job's, or a stored job's as strings. */
export function jobFormDefaults(job?: AdminJob, locale: Locale = 'sk'): JobFormDefaults {
  if (!job) {
    return {
      language: locale,
      countryCode: 'SK',
      remoteOfficePercentage: '0',
      topOrder: '1000',
      available: 'on',
    };
  }
  return {
    name: job.name,
    description: job.descriptionText,
    language: job.language,
    city: job.city,
    countryCode: job.countryCode,
    partner: job.partner,
    profession: job.profession,
    requiredLevels: job.requiredLevels,
    legalRelationType: job.legalRelationType,
    remoteOfficePercentage: String(job.remoteOfficePercentage),
    hourlyRate: num(job.hourlyRate),
    mdBudgetFrom: num(job.mdBudgetFrom),
    mdBudgetTo: num(job.mdBudgetTo),
    monthlySalaryFrom: num(job.monthlySalaryFrom),
    monthlySalaryTo: num(job.monthlySalaryTo),
    jobStartDate: job.jobStartDate ?? undefined,
    projectLengthInMonths: num(job.projectLengthInMonths),
    extensionPossible: on(job.extensionPossible),
    topOffer: on(job.topOffer),
    topOrder: String(job.topOrder),
    expertises: job.expertises.join(', '),
    tags: job.tags.join(', '),
    requirements: job.requirements.join('\n'),
    benefits: job.benefits.join('\n'),
    responsibleHrUserId: job.responsibleHrUserId ?? undefined,
    responsibleHrName: job.responsibleHrName ?? undefined,
    validThrough: job.validThrough ? job.validThrough.slice(0, 10) : undefined,
    available: on(job.available),
  };
}

/** The form's reply when a job without pay was to be published: the reason, on the pay fields too. */
export function payRequiredReply(submission?: { reply: (options: object) => SubmissionResult<string[]> }) {
  const formErrors = [PAY_REQUIRED];
  const fieldErrors = { hourlyRate: [PAY_REQUIRED], monthlySalaryFrom: [PAY_REQUIRED] };
  return submission
    ? submission.reply({ formErrors, fieldErrors })
    : ({ status: 'error', error: { '': formErrors, ...fieldErrors } } satisfies SubmissionResult<string[]>);
}

/**
 * Parses the job form and runs `save` with the result. A failed check, or a use case's field errors
 * (unknown technology, say), comes back as Conform's reply with everything typed.
 */
export async function saveJobForm(
  formData: FormData,
  save: (input: JobInput) => Promise<AdminJob>,
): Promise<{ ok: true; job: AdminJob } | { ok: false; result: SubmissionResult<string[]> }> {
  const submission = parseWithZod(formData, { schema: jobFormSchema });
  if (submission.status !== 'success') return { ok: false, result: submission.reply() };
  try {
    return { ok: true, job: await save(submission.value) };
  } catch (error) {
    // Publishing without pay is refused by the use case; the form says why and keeps what was typed.
    if (hasErrorCode(error, 'JOB_PAY_REQUIRED')) return { ok: false, result: payRequiredReply(submission) };
    if (hasErrorCode(error, 'VALIDATION_FAILED')) {
      const fieldErrors = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
      return { ok: false, result: submission.reply({ fieldErrors }) };
    }
    throw error;
  }
}
