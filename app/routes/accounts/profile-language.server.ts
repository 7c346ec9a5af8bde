import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { localizePath, PREFERRED_LOCALE_KEY } from '../../../core/shared/locale.ts';
import { requireUser } from '../../features/accounts/guards.server.ts';
import { cookieHeaders } from '../../features/accounts/headers.server.ts';
import { languageFormSchema } from '../../features/accounts/settings/schemas.ts';
import type { Route } from './+types/profile-language';

/** `?saved=<time>`: the page right after saving, in the language just chosen (the time tells saves apart). */
const SAVED_PARAM = 'saved';
const ONE_YEAR = 365 * 24 * 60 * 60;

export function loader({ request, context }: Route.LoaderArgs) {
  const { session } = requireUser(request, context);
  const { t } = context;
  return {
    current: session.appLanguage,
    savedAt: new URL(request.url).searchParams.get(SAVED_PARAM),
    seo: {
      title: t('profile:language.metaTitle'),
      description: t('profile:meta.description'),
      noIndex: true,
    },
  };
}

/**
 * Sets the app language with `setAppLanguage` and reloads this page in it (docs/product/states.md: updating the
 * profile switches the UI language if it differs), remembering it as the preferred language too.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema: languageFormSchema });
  if (submission.status !== 'success') {
    return data({ error: 'validation.required' }, { status: 400 });
  }
  const { language } = submission.value;
  await context.services.accounts.setAppLanguage(user.id, language);
  const secure = context.publicUrl.startsWith('https://') ? '; Secure' : '';
  const cookie = `${PREFERRED_LOCALE_KEY}=${language}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`;
  return redirect(`${localizePath(language, '/profile/language')}?${SAVED_PARAM}=${Date.now()}`, {
    headers: cookieHeaders(cookie),
  });
}
