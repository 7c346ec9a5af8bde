import { Outlet, useLoaderData } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { ProfileHeader, UnverifiedEmailBanner } from '../../features/accounts/settings/profile-header.tsx';
import { ProfileNav } from '../../features/accounts/settings/profile-nav.tsx';
import type { loader } from './profile-layout.server.ts';

export { loader } from './profile-layout.server.ts';

/** The profile area: who is signed in, the section navigation and the current section. */
export default function ProfileLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <>
      <ProfileHeader user={user} />
      <Container className="py-8">
        {user.emailVerified ? null : (
          <div className="mb-8">
            <UnverifiedEmailBanner email={user.email} />
          </div>
        )}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
          <ProfileNav />
          <Outlet />
        </div>
      </Container>
    </>
  );
}
