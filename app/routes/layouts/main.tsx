import { data, Outlet, type LoaderFunctionArgs } from 'react-router';
import { isLocale } from '../../../core/shared/locale.ts';
import { SignedUpNotice } from '../../features/accounts/signed-up-notice.tsx';
import { PageShell } from '../../features/layout/page-shell.tsx';

/** A first segment that is neither a supported language nor a page is an unknown path. */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.lang !== undefined && !isLocale(params.lang)) throw data(null, { status: 404 });
  return null;
}

export default function MainLayout() {
  return (
    <PageShell>
      <SignedUpNotice />
      <Outlet />
    </PageShell>
  );
}
