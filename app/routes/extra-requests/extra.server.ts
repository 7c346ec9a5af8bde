import { extraRequestSchema } from '../../../contracts/extra-requests.ts';
import { handlePublicForm } from '../../lib/public-forms/form-action.server.ts';
import type { Route } from './+types/extra';

export function loader({ request, context }: Route.LoaderArgs) {
  const user = context.account?.session?.user;
  const { t } = context;
  return {
    sent: new URL(request.url).searchParams.get('sent') === '1',
    signedIn: Boolean(user),
    defaults: user ? { name: user.name, email: user.email } : {},
    today: new Date().toISOString().slice(0, 10),
    seo: { title: t('forms:extra.metaTitle'), description: t('forms:extra.metaDescription') },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    request,
    context,
    schema: extraRequestSchema,
    form: 'extra-request',
    submit: (input) =>
      context.services.extraRequests.submitExtraRequest({
        input,
        userId: context.account?.session?.user.id,
        locale: context.locale,
        ipAddress: context.clientIp,
      }),
  });
}
