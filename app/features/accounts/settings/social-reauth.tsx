import { RefreshCcw } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { INTENT_FIELD, settingsIntents } from './protocol.ts';

export interface LinkedProvider {
  id: string;
  name: string;
  configured: boolean;
}

/**
 * For accounts without a password: a sensitive action needs a recent sign-in, so they confirm it is
 * them by signing in with their provider again (docs/product/roles.md "provider popup"; here a redirect).
 */
export function SocialReauth({ providers, text }: { providers: readonly LinkedProvider[]; text: string }) {
  const { t } = useTranslation('profile');
  const navigation = useNavigation();
  const pending =
    navigation.state !== 'idle' && navigation.formData?.get(INTENT_FIELD) === settingsIntents.socialReauth
      ? navigation.formData.get('provider')
      : null;
  const usable = providers.filter((p) => p.configured);
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-4 text-sm text-brand-900">
      <div className="flex gap-3">
        <RefreshCcw className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        <div className="min-w-0 space-y-1">
          <p className="font-semibold">{t('socialReauth.title')}</p>
          <p className="leading-relaxed">{text}</p>
        </div>
      </div>
      {usable.length ? (
        <ul className="mt-4 flex flex-wrap gap-3 pl-8">
          {usable.map((provider) => (
            <li key={provider.id}>
              <Form noValidate method="post">
                <input type="hidden" name={INTENT_FIELD} value={settingsIntents.socialReauth} />
                <input type="hidden" name="provider" value={provider.id} />
                <Button
                  type="submit"
                  variant="secondary"
                  pending={pending === provider.id}
                  disabled={pending !== null}
                >
                  {t('socialReauth.button', { provider: provider.name })}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 pl-8 leading-relaxed">{t('socialReauth.unavailable')}</p>
      )}
    </div>
  );
}
