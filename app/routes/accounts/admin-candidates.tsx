import { Ban, ShieldCheck, UsersRound } from 'lucide-react';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { AdminPageHeader, EmptyState } from '../../features/admin/admin-page.tsx';
import { DataTable, tdClass } from '../../features/admin/data-table.tsx';
import { formatDate } from '../../../contracts/dates.ts';
import { ListFilters } from '../../features/admin/list-filters.tsx';
import { Pagination } from '../../features/admin/pagination.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-candidates.server.ts';

export { action, loader } from './admin-candidates.server.ts';
export const meta = routeMeta;

/** Candidate profiles: search by name or e-mail, applications count, and the blacklist flag. */
export default function AdminCandidates() {
  const { candidates, professions, query, filter } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation('admin');
  const { locale, href } = useLocale();
  const pendingUser = navigation.state !== 'idle' ? navigation.formData?.get('userId') : null;
  const changed = actionData?.changed
    ? candidates.items.find((c) => c.userId === actionData.changed?.userId)
    : undefined;
  return (
    <div>
      <AdminPageHeader title={t('candidates.title')} intro={t('candidates.intro')} />
      <ListFilters
        id="candidates"
        query={query}
        searchLabel={t('candidates.search')}
        placeholder={t('candidates.searchPlaceholder')}
        statusName="filter"
        statusLabel={t('candidates.filter')}
        status={filter}
        statusOptions={[{ value: 'blacklisted', label: t('candidates.onlyBlacklisted') }]}
      />
      {changed && actionData?.changed ? (
        <FormAlert tone="success" className="mb-4">
          {t(actionData.changed.blacklisted ? 'candidates.addedNotice' : 'candidates.removedNotice', {
            name: `${changed.firstName} ${changed.lastName}`,
          })}
        </FormAlert>
      ) : null}
      {candidates.items.length ? (
        <>
          <DataTable
            id="candidates-table"
            caption={t('candidates.caption')}
            captionHidden
            columns={(
              ['name', 'email', 'profession', 'registered', 'applications', 'cv', 'blacklist'] as const
            ).map((c) => t(`candidates.columns.${c}`))}
          >
            <tbody>
              {candidates.items.map((c) => {
                const name = `${c.firstName} ${c.lastName}`;
                return (
                  <tr key={c.userId} className={c.blacklisted ? 'bg-rose-50/40' : 'hover:bg-slate-50'}>
                    <td className={`${tdClass} min-w-44 font-semibold text-ink`}>
                      {name}
                      {c.blacklisted ? (
                        <Badge tone="red" className="ml-2">
                          {t('candidates.blacklisted')}
                        </Badge>
                      ) : null}
                    </td>
                    <td className={tdClass}>
                      <a href={`mailto:${c.email}`} className="break-all">
                        {c.email}
                      </a>
                      {c.phone ? <span className="mt-0.5 block text-slate-700">{c.phone}</span> : null}
                    </td>
                    <td className={`${tdClass} whitespace-nowrap text-slate-700`}>
                      {c.profession ? (professions[c.profession] ?? c.profession) : '–'}
                    </td>
                    <td className={`${tdClass} whitespace-nowrap text-slate-700`}>
                      {formatDate(locale, c.registeredAt)}
                    </td>
                    <td className={`${tdClass} text-right tabular-nums`}>{c.applicationsCount}</td>
                    <td className={`${tdClass} whitespace-nowrap`}>
                      {c.cv ? (
                        <span className="flex flex-col gap-1">
                          <Link
                            to={href(`/cv/${c.cv.token}`)}
                            aria-label={t('candidates.openCvLabel', { name })}
                          >
                            {t('candidates.openCv')}
                          </Link>
                          {c.cv.fileId ? (
                            <a
                              href={`/api/job-application/cvs/${c.cv.fileId}`}
                              download
                              aria-label={t('candidates.cvFileLabel', { name })}
                            >
                              {t('candidates.cvFile')}
                            </a>
                          ) : null}
                        </span>
                      ) : (
                        '–'
                      )}
                    </td>
                    <td className={tdClass}>
                      <Form noValidate method="post">
                        <input type="hidden" name="userId" value={c.userId} />
                        {c.blacklisted ? null : <input type="hidden" name="blacklisted" value="on" />}
                        <Button
                          type="submit"
                          size="sm"
                          variant={c.blacklisted ? 'secondary' : 'ghost'}
                          pending={pendingUser === c.userId}
                          icon={
                            c.blacklisted ? (
                              <ShieldCheck className="size-4" aria-hidden />
                            ) : (
                              <Ban className="size-4" aria-hidden />
                            )
                          }
                          aria-label={t(c.blacklisted ? 'candidates.removeLabel' : 'candidates.addLabel', {
                            name,
                          })}
                          className="whitespace-nowrap"
                        >
                          {t(c.blacklisted ? 'candidates.remove' : 'candidates.add')}
                        </Button>
                      </Form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
          <Pagination page={candidates.page} totalPages={candidates.totalPages} total={candidates.total} />
        </>
      ) : (
        <EmptyState
          icon={<UsersRound className="size-6" aria-hidden />}
          title={t('candidates.emptyTitle')}
          text={query || filter ? t('common.noMatchText') : t('candidates.emptyText')}
        />
      )}
    </div>
  );
}
