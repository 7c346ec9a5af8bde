import { useLoaderData } from 'react-router';
import { SettingsCard, SettingsPage } from '../../features/accounts/settings/settings-page.tsx';
import { MyEvents } from '../../features/events/my-events.tsx';
import { MyExtraRequests } from '../../features/extra-requests/my-extra-requests.tsx';
import { MyReferrals } from '../../features/referrals/my-referrals.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './profile-added.server.ts';

export { loader } from './profile-added.server.ts';
export const meta = routeMeta;

/** `profile/added`: the referrals, extra requests and events the user submitted, and where they stand. */
export default function ProfileAddedPage() {
  const { referrals, extraRequests, events } = useLoaderData<typeof loader>();
  const { t } = useTranslation('forms');
  const { t: te } = useTranslation('events');
  return (
    <SettingsPage title={t('added.title')} description={t('added.lead')}>
      <SettingsCard
        id="added-referrals"
        title={t('added.referrals.title')}
        description={t('added.referrals.lead')}
      >
        <MyReferrals referrals={referrals} />
      </SettingsCard>
      <SettingsCard id="added-extra" title={t('added.extra.title')}>
        <MyExtraRequests requests={extraRequests} />
      </SettingsCard>
      <SettingsCard id="added-events" title={te('added.title')} description={te('added.lead')}>
        <MyEvents events={events} />
      </SettingsCard>
    </SettingsPage>
  );
}
