import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/react.tsx';

export interface SocialProviderOption {
  id: string;
  name: string;
}

/**
 * One small form per configured provider, posting `intent=social&provider=<id>` to the sign-in
 * action, which answers with a redirect to the provider.
 */
export function SocialButtons({
  providers,
  redirectTo,
  action,
}: {
  providers: readonly SocialProviderOption[];
  redirectTo?: string | null;
  /** The sign-in page's URL when the buttons sit on another page. */
  action?: string;
}) {
  const { t } = useTranslation('account');
  const navigation = useNavigation();
  const pendingProvider =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === 'social'
      ? navigation.formData.get('provider')
      : null;
  if (!providers.length) return null;
  return (
    <ul className="grid gap-3">
      {providers.map((provider) => (
        <li key={provider.id}>
          <Form noValidate method="post" action={action}>
            <input type="hidden" name="intent" value="social" />
            <input type="hidden" name="provider" value={provider.id} />
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <Button
              type="submit"
              variant="secondary"
              block
              pending={pendingProvider === provider.id}
              disabled={pendingProvider !== null}
              icon={
                <span
                  aria-hidden
                  className="inline-flex size-5 items-center justify-center rounded-full bg-brand-900 text-[0.7rem] font-bold text-white"
                >
                  {provider.name.slice(0, 1).toUpperCase()}
                </span>
              }
            >
              {t('social.continueWith', { provider: provider.name })}
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
