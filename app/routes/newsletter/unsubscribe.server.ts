import { data, redirect } from 'react-router';
import { linkTokenSchema, unsubscribeFormSchema } from '../../../contracts/newsletter.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { TOKEN_PAGE_HEADERS } from '../../lib/token-page.ts';
import type { Route } from './+types/unsubscribe';

/** `/unsubscribe?token=` (docs/product/screens-and-routes.md): the link's subscription and every topic of its address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkTokenSchema.safeParse(new URL(request.url).searchParams.get('token') ?? '');
  const invalid = `${localizePath(context.locale, '/invalid-link')}?for=newsletter`;
  if (!token.success) throw redirect(invalid);
  const view = await context.services.newsletter.getUnsubscribeView(token.data).catch((error: unknown) => {
    if (hasErrorCode(error, 'NOT_FOUND')) throw redirect(invalid);
    throw error;
  });
  const { t } = context;
  return data(
    {
      token: token.data,
      view,
      seo: {
        title: t('newsletter:unsubscribe.metaTitle'),
        description: t('newsletter:metaDescription'),
        noIndex: true,
      },
    },
    { headers: TOKEN_PAGE_HEADERS },
  );
}

/** End this topic, end every topic of the address, or undo: buttons, so opening the link changes nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = unsubscribeFormSchema.safeParse(Object.fromEntries(await request.formData()));
  const invalid = `${localizePath(context.locale, '/invalid-link')}?for=newsletter`;
  if (!form.success) throw redirect(invalid);
  const view = await context.services.newsletter
    .unsubscribe(form.data.token, form.data.intent)
    .catch((error: unknown) => {
      if (hasErrorCode(error, 'NOT_FOUND')) throw redirect(invalid);
      throw error;
    });
  return data({ view, done: form.data.intent }, { headers: TOKEN_PAGE_HEADERS });
}
