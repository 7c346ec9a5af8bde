import { ScrollText } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { AuditTable } from '../../features/admin/audit-table.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './admin-audit.server.ts';

export { loader } from './admin-audit.server.ts';
export const meta = routeMeta;

/** The authentication audit log: sign-ins, failures, password and e-mail changes, deletions. */
export default function AdminAudit() {
  const { events, limit } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('audit.title')}</h1>
      <p className="mt-1.5 max-w-2xl leading-relaxed text-slate-600">{t('audit.intro', { limit })}</p>
      <div className="mt-6">
        {events.length ? (
          <AuditTable events={events} />
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
            <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <ScrollText className="size-6" aria-hidden />
            </span>
            <p className="mt-4 text-lg font-semibold text-ink">{t('audit.emptyTitle')}</p>
            <p className="mx-auto mt-1.5 max-w-md leading-relaxed text-slate-600">{t('audit.emptyText')}</p>
          </div>
        )}
      </div>
    </div>
  );
}
