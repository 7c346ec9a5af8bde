import { SubscribePage } from '../../features/newsletter/subscribe-page.tsx';
import { routeMeta } from '../../seo/meta.ts';

export { action, loader } from './newsletter.server.ts';
export const meta = routeMeta;

/** `/newsletter-mobile` (docs/product/screens-and-routes.md): the newsletter's form for the mobile app's web view, without the navigation bar. */
export default function NewsletterMobilePage() {
  return <SubscribePage compact />;
}
