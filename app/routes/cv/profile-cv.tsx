import { Link, useLoaderData } from 'react-router';
import { SettingsCard, SettingsPage } from '../../features/accounts/settings/settings-page.tsx';
import { VerifyEmailDialog } from '../../features/accounts/verify-email-dialog.tsx';
import { ClientCvConsentStatus } from '../../features/cv/client-cv-consent-card.tsx';
import { CvEditor } from '../../features/cv/cv-editor.tsx';
import { CvFileField } from '../../features/cv/cv-file-field.tsx';
import { CvLinkStats } from '../../features/cv/cv-link-stats.tsx';
import { CvSettingsForm } from '../../features/cv/cv-settings-form.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './profile-cv.server.ts';

export { loader } from './profile-cv.server.ts';
export const meta = routeMeta;

/** The CV builder's editor under the profile (docs/product/screens-and-routes.md account sections: CV data). */
export default function ProfileCvPage() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation('cv');
  const { href } = useLocale();
  if (loaded.mustVerifyEmail) {
    return (
      <SettingsPage title={t('editor.title')} description={t('editor.intro')}>
        <VerifyEmailDialog
          open
          email={loaded.email}
          back={{ to: href('/profile'), label: t('editor.back') }}
        />
      </SettingsPage>
    );
  }
  const { cv, versions, settings, technologies, hasPhoto, cvFile, linkStats } = loaded;
  return (
    <SettingsPage title={t('editor.title')} description={t('editor.intro')}>
      <SettingsCard id="cv-sharing" title={t('settings.title')}>
        <CvSettingsForm initial={settings} shareUrl={(token, origin) => origin + href(`/cv/${token}`)} />
        <p className="mt-4 text-sm">
          <Link to={href(`/cv/${settings.token}`)}>{t('editor.preview')}</Link>
        </p>
      </SettingsCard>
      <SettingsCard id="cv-link-stats" title={t('linkStats.title')} description={t('linkStats.intro')}>
        <CvLinkStats stats={linkStats} />
      </SettingsCard>
      <CvEditor
        initial={cv}
        versions={versions}
        technologyNames={technologies}
        cvLanguage={settings.language}
        hasPhoto={hasPhoto}
      />
      <SettingsCard id="cv-file" title={t('editor.file.title')} description={t('editor.file.intro')}>
        <CvFileField initial={cvFile} />
      </SettingsCard>
      {loaded.clientCvConsent ? (
        <SettingsCard id="client-cv" title={t('clientCv.profile.title')}>
          <ClientCvConsentStatus consent={loaded.clientCvConsent} withdrawn={loaded.clientCvWithdrawn} />
        </SettingsCard>
      ) : null}
    </SettingsPage>
  );
}
