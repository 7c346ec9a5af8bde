import { constraintOf } from '../../lib/schema-constraint.ts';
import { getFormProps, type DefaultValue } from '../../lib/form-helpers.ts';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { referralStatuses, referralUpdateSchema } from '../../../contracts/admin.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { AdminCard, AdminPageHeader, DetailList, None } from '../../features/admin/admin-page.tsx';
import { formatEur } from '../../features/admin/format.ts';
import { formatDateTime } from '../../../contracts/dates.ts';
import { type FieldLike, useSchemaForm, useControlProps, useSubmitting } from '../../lib/form-helpers.ts';
import { StatusBadge } from '../../features/admin/status-badge.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-referral.server.ts';

export { action, loader } from './admin-referral.server.ts';
export const meta = routeMeta;

const constraint = constraintOf(referralUpdateSchema);

/** One referral: the people, the project, the commission so far and the progress the admin records. */
export default function AdminReferral() {
  const { referral: r } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('admin');
  const { t: th } = useTranslation('hints');
  const { locale, href } = useLocale();
  const control = useControlProps();
  const saving = useSubmitting();
  const [form, fields] = useSchemaForm({
    id: 'referral-progress',
    schema: async () => referralUpdateSchema,
    constraint,
    lastResult: actionData?.result,
    defaultValue: {
      status: r.status,
      workedMonths: String(r.workedMonths),
      workedDays: String(r.workedDays),
      projectLengthInMonths: r.projectLengthInMonths === null ? '' : String(r.projectLengthInMonths),
    } as DefaultValue<Record<string, unknown>>,
  });
  /** A whole-number field of the progress form, from `min`. */
  const count = (field: FieldLike, min: number) => ({
    ...control(field),
    type: 'number',
    inputMode: 'numeric' as const,
    min,
  });
  const none = <None label={t('common.none')} />;
  const c = r.commission;
  return (
    <div>
      <AdminPageHeader
        title={t('referral.title', { name: r.candidateName ?? t('referrals.removedCandidate') })}
        back={{ to: href('/admin/referrals'), label: t('referral.back') }}
        badges={<StatusBadge kind="referral" status={r.status} />}
        intro={t('referral.intro', { date: formatDateTime(locale, r.createdAt) })}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="space-y-6">
          <AdminCard id="referral-candidate" title={t('referral.candidate')}>
            <DetailList
              items={[
                { label: t('referral.name'), value: r.candidateName ?? none },
                {
                  label: t('referral.email'),
                  value: r.candidateEmail ? (
                    <a href={`mailto:${r.candidateEmail}`}>{r.candidateEmail}</a>
                  ) : (
                    none
                  ),
                },
                { label: t('referral.phone'), value: r.candidatePhone ?? none },
                { label: t('referral.position'), value: r.candidateCurrentPosition ?? none },
                {
                  label: t('referral.info'),
                  value: r.candidateInfo ? <p className="whitespace-pre-line">{r.candidateInfo}</p> : none,
                },
                {
                  label: t('referral.consent'),
                  value: r.candidateConsentedAt
                    ? formatDateTime(locale, r.candidateConsentedAt)
                    : r.candidateRemovedAt
                      ? t('referral.removedAt', { date: formatDateTime(locale, r.candidateRemovedAt) })
                      : t('referral.noConsent'),
                },
              ]}
            />
          </AdminCard>
          <AdminCard id="referral-referrer" title={t('referral.referrer')}>
            <DetailList
              items={[
                { label: t('referral.name'), value: r.referrerName || th('erased.account') },
                {
                  label: t('referral.email'),
                  value: r.referrerEmail ? <a href={`mailto:${r.referrerEmail}`}>{r.referrerEmail}</a> : none,
                },
                { label: t('referral.phone'), value: r.referrerPhone ?? none },
                { label: t('referral.commissionType'), value: t(`commissionType.${r.commissionType}`) },
              ]}
            />
          </AdminCard>
          <AdminCard id="referral-project" title={t('referral.project')}>
            <DetailList
              items={[
                {
                  label: t('referral.job'),
                  value: r.jobId ? (
                    <Link to={href(`/admin/jobs/${r.jobId}`)}>{r.jobName ?? `#${r.jobId}`}</Link>
                  ) : (
                    none
                  ),
                },
                {
                  label: t('referral.projectText'),
                  value: r.projectText ? <p className="whitespace-pre-line">{r.projectText}</p> : none,
                },
              ]}
            />
          </AdminCard>
        </div>
        <div className="space-y-6">
          <AdminCard id="referral-commission" title={t('referral.commissionTitle')}>
            <p
              className="text-3xl font-bold tracking-tight text-ink tabular-nums"
              data-testid="commission-amount"
            >
              {formatEur(locale, c.amount)}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <Badge tone={c.due ? 'green' : 'amber'}>
                {c.due ? t('referral.due') : t('referral.notDue')}
              </Badge>
              {c.monthsUntilDue !== null ? (
                <span className="text-sm text-slate-600">
                  {t('referral.monthsUntilDue', { count: c.monthsUntilDue })}
                </span>
              ) : null}
            </div>
            <p className="mt-3 text-sm leading-relaxed text-slate-600">{t(`referral.rules.${c.rule}`)}</p>
          </AdminCard>
          <AdminCard
            id="referral-progress"
            title={t('referral.progressTitle')}
            description={t('referral.progressIntro')}
          >
            {actionData?.saved ? (
              <FormAlert tone="success" className="mb-4">
                {t('referral.saved')}
              </FormAlert>
            ) : null}
            <Form method="post" {...getFormProps(form)} className="space-y-4">
              <Select
                {...control(fields.status)}
                label={t('referral.status')}
                options={referralStatuses.map((value) => ({ value, label: t(`status.referral.${value}`) }))}
              />
              <div className="grid grid-cols-2 gap-4">
                <TextField {...count(fields.workedMonths, 0)} label={t('referral.workedMonths')} />
                <TextField {...count(fields.workedDays, 0)} label={t('referral.workedDays')} />
              </div>
              <TextField
                {...count(fields.projectLengthInMonths, 1)}
                optional={t('jobForm.optional')}
                label={t('referral.projectLength')}
                hint={t('referral.projectLengthHint')}
              />
              <Button type="submit" pending={saving} pendingLabel={t('common.saving')}>
                {t('referral.save')}
              </Button>
            </Form>
          </AdminCard>
        </div>
      </div>
    </div>
  );
}
