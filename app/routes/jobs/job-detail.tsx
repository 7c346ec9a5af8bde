import { ArrowLeft, Briefcase, CalendarDays, Clock, Eye, Globe, MapPin, Users } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useLoaderData } from 'react-router';
import { headerRateRange } from '../../../core/jobs/rate-range.ts';
import { Container } from '../../components/ui/container.tsx';
import { formatEur, payParts } from '../../features/jobs/format.ts';
import { formatDate } from '../../../contracts/dates.ts';
import { JobCard } from '../../features/jobs/job-card.tsx';
import { JobStates } from '../../features/jobs/job-states.tsx';
import { MatchPanel } from '../../features/jobs/match-reasons.tsx';
import { NetPayTable } from '../../features/jobs/net-pay.tsx';
import { WrittenIn } from '../../features/jobs/written-in.tsx';
import { SaveButton } from '../../features/saved/save-button.tsx';
import { ShareButton } from '../../features/jobs/share-button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './job-detail.server.ts';

export { loader } from './job-detail.server.ts';
export const meta = routeMeta;
export const handle = { appBar: 'solid' };

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof MapPin;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="relative pl-8">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">
        <Icon className="absolute top-0.5 left-0 size-5 text-brand-700" aria-hidden />
        {label}
      </dt>
      <dd className="mt-0.5 text-sm font-medium text-ink">{children}</dd>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-6 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ApplyLink({ jobId, className }: { jobId: number; className: string }) {
  const { t } = useTranslation('jobs');
  const { href } = useLocale();
  return (
    <Link
      to={href(`/jobs/${jobId}/apply`)}
      className={`${className} rounded-md bg-brand-700 px-4 py-3 text-center font-semibold text-white no-underline hover:bg-brand-800`}
    >
      {t('detail.apply')}
    </Link>
  );
}

export default function JobDetailPage() {
  const { job, match, similar, saved, justApplied } = useLoaderData<typeof loader>();
  const { t } = useTranslation('jobs');
  const { locale, href } = useLocale();
  const pay = payParts(job, locale);
  const range = headerRateRange(job);
  const unavailable = job.states.includes('not_available');
  const location =
    job.remoteOfficePercentage === 100 ? t('remoteFull') : t(`city.${job.city}`, { defaultValue: job.city });
  const responded = job.states.includes('already_responded');
  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-950 to-brand-900 text-white">
        <Container className="py-8">
          <Link
            to={href('/jobs')}
            className="inline-flex items-center gap-1 text-sm text-brand-100 no-underline hover:text-white"
          >
            <ArrowLeft className="size-4" aria-hidden /> {t('detail.back')}
          </Link>
          <div className="mt-4 flex flex-wrap gap-2">
            <JobStates states={job.states} />
            <WrittenIn language={job.language} tone="dark" />
          </div>
          <h1
            className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl"
            lang={job.language !== locale ? job.language : undefined}
          >
            {job.name}
          </h1>
          <p className="mt-2 text-brand-100">
            {job.partner} · {job.profession.displayString}
          </p>
          {range ? (
            <p
              className="mt-4 inline-block rounded-lg bg-white/10 px-4 py-2 text-lg font-semibold"
              data-testid="header-rate"
            >
              {t('detail.monthlyEstimate', {
                from: formatEur(range.from, locale),
                to: formatEur(range.to, locale),
              })}
            </p>
          ) : pay.monthly ? (
            <p
              className="mt-4 inline-block rounded-lg bg-white/10 px-4 py-2 text-lg font-semibold"
              data-testid="header-rate"
            >
              {t('pay.monthly', { value: pay.monthly })}
            </p>
          ) : null}
        </Container>
      </div>
      <Container className="grid gap-8 py-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          {justApplied ? (
            <FormAlert tone="success" title={t('detail.appliedTitle')} focus className="mb-6">
              <p>{t('detail.appliedText')}</p>
              <Link to={href('/profile/applications')} className="mt-2 inline-block font-medium">
                {t('detail.myApplications')}
              </Link>
            </FormAlert>
          ) : null}
          {unavailable ? (
            <p
              role="status"
              className="mb-6 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-rose-900"
            >
              {t('detail.notAvailable')}
            </p>
          ) : null}
          <Panel id="about-heading" title={t('detail.about')}>
            <div
              className="prose-job text-slate-800"
              lang={job.language}
              dangerouslySetInnerHTML={{ __html: job.description }}
            />
          </Panel>
          {job.requirements.length ? (
            <Panel id="req-heading" title={t('label.requirements')}>
              <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-800" lang={job.language}>
                {job.requirements.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </Panel>
          ) : null}
          {job.benefits.length ? (
            <Panel id="benefits-heading" title={t('label.benefits')}>
              <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-800" lang={job.language}>
                {job.benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </Panel>
          ) : null}
          {job.expertises.length ? (
            <Panel id="tech-heading" title={t('label.expertises')}>
              <ul className="mt-3 flex flex-wrap gap-2">
                {job.expertises.map((e) => (
                  <li key={e.name} className="rounded-md bg-brand-50 px-2.5 py-1 text-sm text-brand-800">
                    {e.name}
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
        </div>
        <aside className="space-y-6" aria-label={t('detail.summary')}>
          <div className="rounded-xl border border-slate-200 bg-white p-6">
            {responded ? (
              <div className="rounded-md bg-brand-50 px-4 py-3 text-center text-brand-900">
                <p className="font-semibold">{t('detail.alreadyResponded')}</p>
                <Link to={href('/profile/applications')} className="mt-1 inline-block text-sm font-medium">
                  {t('detail.myApplications')}
                </Link>
              </div>
            ) : unavailable ? (
              <p className="rounded-md bg-slate-100 px-4 py-3 text-center font-semibold text-slate-700">
                {t('state.not_available')}
              </p>
            ) : (
              // On phones the sticky bar at the bottom of the screen holds this button.
              <ApplyLink jobId={job.id} className="hidden lg:block" />
            )}
            <div className="mt-3">
              <SaveButton type="job" id={job.id} title={job.name} saved={saved} variant="full" />
            </div>
            <div className="mt-3">
              <ShareButton title={job.name} />
            </div>
            {unavailable ? null : (
              <p className="mt-3 text-center text-sm">
                <Link to={href(`/referral/form/${job.id}`)}>{t('detail.recommend')}</Link>
              </p>
            )}
            <dl className="mt-6 space-y-4">
              <Fact icon={MapPin} label={t('label.location')}>
                {location}
                {job.remoteOfficePercentage > 0 && job.remoteOfficePercentage < 100
                  ? ` · ${t('detail.remoteShare', { percent: job.remoteOfficePercentage })}`
                  : null}
              </Fact>
              <Fact icon={Briefcase} label={t('label.legalRelationType')}>
                {t(`legal.${job.legalRelationType}`)}
              </Fact>
              {pay.hourly || pay.md || pay.monthly ? (
                <Fact icon={Briefcase} label={t('label.pay')}>
                  {[
                    pay.hourly && t('pay.hourly', { value: pay.hourly }),
                    pay.md && t('pay.md', { value: pay.md }),
                    pay.monthly && t('pay.monthly', { value: pay.monthly }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Fact>
              ) : null}
              <Fact icon={CalendarDays} label={t('label.start')}>
                {job.jobStartDate ? formatDate(locale, job.jobStartDate, 'numeric') : t('detail.asap')}
              </Fact>
              {job.projectLengthInMonths ? (
                <Fact icon={Clock} label={t('label.duration')}>
                  {t('detail.months', { count: job.projectLengthInMonths })}
                  {job.extensionPossible ? ` · ${t('detail.extension')}` : ''}
                </Fact>
              ) : null}
              {job.requiredLevels.length ? (
                <Fact icon={Users} label={t('label.levels')}>
                  {job.requiredLevels.map((l) => t(`level.${l}`)).join(', ')}
                </Fact>
              ) : null}
              <Fact icon={Globe} label={t('label.language')}>
                {t(`languageName.${job.language}`)}
              </Fact>
              <Fact icon={Eye} label={t('label.views')}>
                {t('detail.views', { count: job.views })}
              </Fact>
              <Fact icon={Users} label={t('label.candidates')}>
                {t('detail.candidates', { count: job.candidatesCount })}
              </Fact>
              {job.publishedAt ? (
                <Fact icon={CalendarDays} label={t('label.published')}>
                  {formatDate(locale, job.publishedAt, 'numeric')}
                </Fact>
              ) : null}
              {job.topOffer ? (
                <Fact icon={Briefcase} label={t('label.topOffer')}>
                  {t('detail.topOffer')}
                </Fact>
              ) : null}
            </dl>
          </div>
          <MatchPanel match={match} profession={job.profession.displayString} />
          <NetPayTable netPay={job.netPay} />
        </aside>
      </Container>
      {similar.length ? (
        <Container className="pb-8">
          <section aria-labelledby="similar-heading">
            <h2 id="similar-heading" className="text-2xl font-bold tracking-tight">
              {t('detail.similar')}
            </h2>
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              {similar.map((s) => (
                <JobCard key={s.id} job={s} headingLevel={3} />
              ))}
            </div>
          </section>
        </Container>
      ) : null}
      {responded || unavailable ? null : (
        <>
          <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur lg:hidden">
            <ApplyLink jobId={job.id} className="block" />
          </div>
          {/* Room below the content, so the sticky bar never covers the footer. */}
          <div className="h-20 lg:hidden" aria-hidden />
        </>
      )}
    </>
  );
}
