import { ShieldCheck } from 'lucide-react';
import { Outlet, useLoaderData } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { AdminNav } from '../../features/admin/admin-nav.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import type { loader } from './admin-layout.server.ts';

export { loader } from './admin-layout.server.ts';

/** The admin area: its name, who is signed in, the tabs and the current page. */
export default function AdminLayout() {
  const { email } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  return (
    <>
      <div className="border-b border-slate-200 bg-white">
        <Container>
          <div className="flex flex-wrap items-center justify-between gap-3 pt-6 pb-4">
            <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-800 uppercase">
              <ShieldCheck className="size-4" aria-hidden />
              {t('layout.title')}
            </p>
            <p className="text-sm text-slate-600">{t('layout.signedInAs', { email })}</p>
          </div>
          <AdminNav />
        </Container>
      </div>
      <Container className="py-8">
        <Outlet />
      </Container>
    </>
  );
}
