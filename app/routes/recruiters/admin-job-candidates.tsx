import { FileText, MailPlus, UserSearch } from 'lucide-react';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { formatDate } from '../../../contracts/dates.ts';
import type { RankedCandidate } from '../../../contracts/recruiters.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { AdminPageHeader, EmptyState } from '../../features/admin/admin-page.tsx';
import { ConfirmDialog } from '../../features/admin/intent-form.tsx';
import { Pagination } from '../../features/admin/pagination.tsx';
import { StatusBadge } from '../../features/admin/status-badge.tsx';
import { matchReasonLines } from '../../features/jobs/match-reasons.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useSubmitting } from '../../lib/form-helpers.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-job-candidates.server.ts';

export { action, loader } from './admin-job-candidates.server.ts';
export const meta = routeMeta;

type T = Parameters<typeof matchReasonLines>[1]['t'];

/**
 * The candidates who let the company's recruiters find them, ranked for one job by the match score
 * (ADR 121, 122): the score and its reasons, the CV, and the invitation to apply.
 */
export default function AdminJobCandidates() {
  const { job, ranked, professions } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation('admin');
  const { locale, href } = useLocale();
  const invited = answer && 'invited' in answer && answer.invited ? answer.invited : null;
  const refused = answer && 'refused' in answer && answer.refused ? answer.refused : null;
  const nameOf = (userId: string | null | undefined) =>
    ranked.items.find((c) => c.userId === userId)?.name ?? '';
  const asking = answer && 'confirm' in answer ? answer.carried.userId : null;
  // The reasons in the third person: the same wording rules as the candidate's page, the admin's keys.
  const third = ((key: string, options?: Record<string, unknown>) => t(`ranked.${key}`, options)) as T;
  const start = (ranked.page - 1) * ranked.pageSize;
  return (
    <div>
      <AdminPageHeader
        title={t('ranked.title')}
        intro={t('ranked.intro', { name: job.name })}
        back={{ to: href(`/admin/jobs/${job.id}`), label: t('applications.backToJob') }}
        badges={<StatusBadge kind="job" status={job.status} />}
      />
      {invited ? (
        <FormAlert tone="success" className="mb-5">
          {t('ranked.invited', { name: nameOf(invited) })}
        </FormAlert>
      ) : null}
      {refused ? (
        <FormAlert tone="error" className="mb-5">
          {t(`ranked.refused.${refused}`)}
        </FormAlert>
      ) : null}
      {ranked.items.length ? (
        <>
          {ranked.capped ? <p className="mb-4 text-sm text-slate-600">{t('ranked.capped')}</p> : null}
          <ol className="space-y-3" aria-label={t('ranked.listLabel', { name: job.name })}>
            {ranked.items.map((candidate, i) => (
              <CandidateRow
                key={candidate.userId}
                rank={start + i + 1}
                candidate={candidate}
                profession={candidate.profession ? (professions[candidate.profession] ?? null) : null}
                reasons={matchReasonLines(candidate.reasons, {
                  t: third,
                  locale,
                  profession: job.profession,
                })}
                invitedOn={candidate.invitedAt ? formatDate(locale, candidate.invitedAt) : null}
                appliedOn={candidate.appliedAt ? formatDate(locale, candidate.appliedAt) : null}
              />
            ))}
          </ol>
          <Pagination page={ranked.page} totalPages={ranked.totalPages} total={ranked.total} />
        </>
      ) : (
        <EmptyState
          icon={<UserSearch className="size-6" aria-hidden />}
          title={t('ranked.emptyTitle')}
          text={t('ranked.emptyText')}
        />
      )}
      <ConfirmDialog
        intent="invite"
        variant="primary"
        confirmation={{
          title: t('ranked.confirm.title'),
          text: t('ranked.confirm.text', { name: nameOf(asking) }),
          button: t('ranked.invite'),
        }}
      />
    </div>
  );
}

function CandidateRow({
  rank,
  candidate,
  profession,
  reasons,
  invitedOn,
  appliedOn,
}: {
  rank: number;
  candidate: RankedCandidate;
  profession: string | null;
  reasons: string[];
  invitedOn: string | null;
  appliedOn: string | null;
}) {
  const { t } = useTranslation('admin');
  const { href } = useLocale();
  const pending = useSubmitting('invite');
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      data-candidate-id={candidate.userId}
      data-testid="ranked-candidate"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex shrink-0 items-center gap-3 sm:w-24 sm:flex-col sm:items-start sm:gap-1">
          <span className="text-xs font-medium text-slate-500 tabular-nums">#{rank}</span>
          {candidate.score === null ? (
            <span className="text-sm text-slate-600">{t('ranked.noScore')}</span>
          ) : (
            <span
              className="rounded-full bg-violet-700 px-3 py-1 text-base font-semibold text-white tabular-nums"
              data-testid="ranked-score"
            >
              {t('ranked.score', { score: candidate.score })}
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 className="text-lg font-semibold text-ink">{candidate.name}</h2>
            {profession ? <span className="text-sm text-slate-600">{profession}</span> : null}
            {appliedOn ? (
              <Badge tone="green">{t('ranked.applied', { date: appliedOn })}</Badge>
            ) : invitedOn ? (
              <Badge tone="brand">{t('ranked.invitedOn', { date: invitedOn })}</Badge>
            ) : null}
          </div>
          {reasons.length ? (
            <ul
              className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-700"
              data-testid="ranked-reasons"
            >
              {reasons.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{t('ranked.noTechnologies')}</p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2 sm:w-52 sm:flex-col sm:items-stretch">
          {candidate.cv ? (
            <Link
              to={href(`/cv/${candidate.cv.token}`)}
              className="inline-flex min-h-9 items-center gap-1.5 text-sm font-medium"
              aria-label={t('ranked.cvOf', { name: candidate.name })}
            >
              <FileText className="size-4" aria-hidden />
              {t('ranked.cv')}
            </Link>
          ) : (
            <span className="inline-flex min-h-9 items-center text-sm text-slate-500">
              {t('ranked.noCv')}
            </span>
          )}
          {appliedOn || invitedOn ? null : (
            <Form noValidate method="post">
              <input type="hidden" name="userId" value={candidate.userId} />
              <Button
                type="submit"
                name="intent"
                value="invite"
                variant="secondary"
                pending={pending}
                icon={<MailPlus className="size-4" aria-hidden />}
                aria-label={t('ranked.inviteOf', { name: candidate.name })}
                className="whitespace-nowrap"
              >
                {t('ranked.invite')}
              </Button>
            </Form>
          )}
        </div>
      </div>
    </li>
  );
}
