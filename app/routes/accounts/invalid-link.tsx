import { useLoaderData } from 'react-router';
import { InvalidLink } from '../../features/accounts/invalid-link.tsx';
import { routeMeta } from '../../seo/meta.ts';

import type { loader } from './invalid-link.server.ts';

export { loader } from './invalid-link.server.ts';
export const meta = routeMeta;

/** "The link is not valid or it has expired." */
export default function InvalidLinkPage() {
  return <InvalidLink kind={useLoaderData<typeof loader>().kind} />;
}
