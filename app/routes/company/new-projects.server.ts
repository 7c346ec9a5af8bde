import { contactMessageSchema } from '../../../contracts/contact.ts';
import { handlePublicForm } from '../../lib/public-forms/form-action.server.ts';
import type { Route } from './+types/new-projects';

export function loader({ request, context }: Route.LoaderArgs) {
  const { t } = context;
  return {
    sent: new URL(request.url).searchParams.get('sent') === '1',
    seo: { title: t('forms:promo.metaTitle'), description: t('forms:promo.metaDescription') },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    request,
    context,
    schema: contactMessageSchema,
    form: 'contact-promo',
    hash: '#contact',
    submit: (input) =>
      context.services.contact.submitContactMessage({
        input,
        userId: context.account?.session?.user.id,
        ipAddress: context.clientIp,
        locale: context.locale,
      }),
  });
}
