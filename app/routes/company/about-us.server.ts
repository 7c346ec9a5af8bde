import { contactMessageSchema } from '../../../contracts/contact.ts';
import { handlePublicForm } from '../../lib/public-forms/form-action.server.ts';
import type { Route } from './+types/about-us';

export function loader({ request, context }: Route.LoaderArgs) {
  const { t } = context;
  return {
    sent: new URL(request.url).searchParams.get('sent') === '1',
    seo: { title: t('company:about.metaTitle'), description: t('company:about.metaDescription') },
  };
}

/** The about-us contact form: stored, HR notified, the sender confirmed (docs/product/validation.md), rate-limited. */
export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    request,
    context,
    schema: contactMessageSchema,
    form: 'contact-about-us',
    hash: '#contact',
    submit: (input) =>
      context.services.contact.submitContactMessage({
        input: { ...input, source: 'about-us' },
        userId: context.account?.session?.user.id,
        ipAddress: context.clientIp,
        locale: context.locale,
      }),
  });
}
