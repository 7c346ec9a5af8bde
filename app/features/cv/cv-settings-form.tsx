import { Copy, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cvPrivacyLevels, cvSettingsInputSchema, type CvSettingsView } from '../../../contracts/cv.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useAsyncStatus } from '../../components/ui/use-async-status.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useApiFetch } from '../../lib/use-api.ts';
import { CvPdfActions } from './cv-pdf-actions.tsx';
import { SaveStatus } from './save-status.tsx';

/**
 * How the CV is shared (docs/product/entities.md CV settings, §4): language, privacy level, the CV password (asked
 * for as soon as "password" is chosen without one), contact and chart visibility, the link.
 */
export function CvSettingsForm({
  initial,
  shareUrl,
}: {
  initial: CvSettingsView;
  /** The link of `token` at `origin` (empty until the page runs in the browser). */
  shareUrl: (token: string, origin: string) => string;
}) {
  const { t } = useTranslation('cv');
  const apiFetch = useApiFetch();
  const [settings, setSettings] = useState(initial);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useAsyncStatus<string>();
  const rotate = useAsyncStatus<string>();
  /** "Copy link": visible feedback that it worked, or how to copy it by hand. */
  const copy = useAsyncStatus<string>();
  const needsPassword = settings.privacy === 'password' && !settings.hasPassword;
  // The origin is the browser's, known only after hydration: the server and the first render in the
  // browser both leave it out, so that they render the same text (no hydration error, React #418).
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const url = shareUrl(settings.token, origin);

  const submit = () =>
    save.run(async () => {
      const body = {
        language: settings.language,
        privacy: settings.privacy,
        contactVisible: settings.contactVisible,
        graphVisible: settings.graphVisible,
        ...(password ? { password } : {}),
      };
      const parsed = cvSettingsInputSchema.safeParse(body);
      if (!parsed.success) {
        const found: Record<string, string[]> = {};
        for (const issue of parsed.error.issues)
          (found[issue.path.join('.') || '_'] ??= []).push(t(`common:${issue.message}`));
        setErrors(found);
        throw t('editor.checkFields');
      }
      try {
        const saved = await apiFetch<CvSettingsView>('/api/candidates/my/cv-settings', {
          method: 'PUT',
          json: body,
        });
        setSettings(saved);
        setPassword('');
        setErrors({});
      } catch (error) {
        if (isApiError(error)) {
          setErrors(error.fieldErrors ?? {});
          throw error.message;
        }
        throw t('editor.saveFailed');
      }
    });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          id="cv-language"
          label={t('settings.language')}
          hint={t('settings.languageHint')}
          value={settings.language}
          options={[
            { value: 'sk', label: t('editor.languageNames.sk') },
            { value: 'en', label: t('editor.languageNames.en') },
          ]}
          onChange={(e) => setSettings({ ...settings, language: e.target.value as 'sk' | 'en' })}
        />
        <Select
          id="cv-privacy"
          label={t('settings.privacy')}
          value={settings.privacy}
          options={cvPrivacyLevels.map((p) => ({ value: p, label: t(`settings.privacyLevels.${p}`) }))}
          onChange={(e) => setSettings({ ...settings, privacy: e.target.value as CvSettingsView['privacy'] })}
        />
      </div>
      {settings.privacy === 'password' ? (
        <PasswordField
          id="cv-settings-password"
          name="password"
          autoComplete="new-password"
          label={settings.hasPassword ? t('settings.newPassword') : t('settings.password')}
          hint={needsPassword ? t('settings.passwordPrompt') : t('settings.passwordHint')}
          value={password}
          errors={errors.password}
          onChange={(e) => setPassword(e.target.value)}
          showLabel={t('show.password.show')}
          hideLabel={t('show.password.hide')}
        />
      ) : null}
      <Checkbox
        id="cv-contact-visible"
        label={t('settings.contactVisible')}
        checked={settings.contactVisible}
        onChange={(e) => setSettings({ ...settings, contactVisible: e.target.checked })}
      />
      <Checkbox
        id="cv-graph-visible"
        label={t('settings.graphVisible')}
        checked={settings.graphVisible}
        onChange={(e) => setSettings({ ...settings, graphVisible: e.target.checked })}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.status === 'loading'}>
          {t('settings.save')}
        </Button>
        <SaveStatus state={save} done={t('editor.saved')} failed={t('editor.saveFailed')} focus />
      </div>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <p className="text-sm font-medium text-slate-800">{t('settings.link')}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <a href={url} className="font-mono text-sm break-all" data-testid="cv-share-link">
            {url}
          </a>
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() =>
              void copy.run(async () => {
                try {
                  await navigator.clipboard.writeText(url);
                } catch {
                  throw t('settings.copyFailed');
                }
              })
            }
            icon={<Copy className="size-4" aria-hidden />}
          >
            {t('settings.copy')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={rotate.status === 'loading'}
            onClick={() =>
              void rotate.run(async () => {
                if (!window.confirm(t('settings.rotateConfirm'))) return;
                try {
                  setSettings(
                    await apiFetch<CvSettingsView>('/api/candidates/my/cv-settings/token', {
                      method: 'POST',
                    }),
                  );
                } catch (error) {
                  throw isApiError(error) ? error.message : t('editor.saveFailed');
                }
              })
            }
            icon={<RefreshCw className="size-4" aria-hidden />}
          >
            {t('settings.rotate')}
          </Button>
        </div>
        <SaveStatus state={copy} done={t('settings.copied')} className="mt-2" />
        {rotate.status === 'fail' ? <FormAlert tone="error">{rotate.error}</FormAlert> : null}
      </div>
      <CvPdfActions token={settings.token} language={settings.language} />
    </form>
  );
}
