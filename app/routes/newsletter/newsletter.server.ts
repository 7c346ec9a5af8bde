import { newsletterTopics, subscribeSchema } from '../../../contracts/newsletter.ts';
import { handlePublicForm } from '../../lib/public-forms/form-action.server.ts';
import type { Route } from './+types/newsletter';

/** The loader of `/newsletter` and `/newsletter-mobile`: the signed-in address, `?topic=` preselected. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { t } = context;
  const url = new URL(request.url);
  const user = context.account?.session?.user;
  return {
    sent: url.searchParams.get('sent') === '1',
    email: user?.email,
    topics: url.searchParams
      .getAll('topic')
      .filter((v) => (newsletterTopics as readonly string[]).includes(v)),
    signedIn: Boolean(user),
    seo: { title: t('newsletter:metaTitle'), description: t('newsletter:metaDescription') },
  };
}

/** Subscribing from the page: the API's schema and use case, the public forms' rate limit, `?sent=1`. */
export function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    request,
    context,
    schema: subscribeSchema,
    form: 'newsletter',
    submit: (input) => context.services.newsletter.requestSubscription(input, context.clientIp),
  });
}
