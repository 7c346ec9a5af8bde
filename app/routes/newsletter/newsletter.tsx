import { SubscribePage } from '../../features/newsletter/subscribe-page.tsx';
import { routeMeta } from '../../seo/meta.ts';

export { action, loader } from './newsletter.server.ts';
export const meta = routeMeta;

/** `/newsletter` (docs/product/screens-and-routes.md): subscribe to new jobs, news and the blog digest (double opt-in). */
export default function NewsletterPage() {
  return <SubscribePage />;
}
