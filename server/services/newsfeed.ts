import type { LinkListStatus, LinkUpdate, NewsfeedQuery } from '../../contracts/newsfeed.ts';
import { addNewsfeedLink } from '../../core/newsfeed/add-newsfeed-link.ts';
import { deleteNewsfeedLink } from '../../core/newsfeed/delete-newsfeed-link.ts';
import { getAdminLink } from '../../core/newsfeed/get-admin-link.ts';
import { getNewsfeedLink } from '../../core/newsfeed/get-newsfeed-link.ts';
import { listAdminLinks } from '../../core/newsfeed/list-admin-links.ts';
import { listNewsfeedLinks } from '../../core/newsfeed/list-newsfeed-links.ts';
import { listSitemapLinks } from '../../core/newsfeed/list-sitemap-links.ts';
import { publishNewsfeedLink } from '../../core/newsfeed/publish-newsfeed-link.ts';
import { updateNewsfeedLink } from '../../core/newsfeed/update-newsfeed-link.ts';
import { visitNewsfeedLink } from '../../core/newsfeed/visit-newsfeed-link.ts';
import { createLinkFetcher } from '../../infra/fetch/link-fetcher.ts';
import type { ServiceContext } from './context.ts';

/**
 * The newsfeed of links to articles elsewhere: the feed, a link and its click; for admins, adding a
 * link (its page fetched once through the guarded fetcher, ADR 060), editing and publishing it.
 */
export function createNewsfeedServices({ db, files, images, publicUrl, fetchAllowHosts }: ServiceContext) {
  const fetcher = createLinkFetcher({
    allowHosts: fetchAllowHosts,
    userAgent: `KarieraIT-LinkPreview/1.0 (+${publicUrl})`,
  });
  return {
    listNewsfeedLinks: (query: NewsfeedQuery) => listNewsfeedLinks({ db, query }),
    getNewsfeedLink: (id: number) => getNewsfeedLink({ db, id }),
    /** Counts a visitor's click (`count` false for bots) and gives the stored URL to redirect to. */
    visitNewsfeedLink: (id: number, count: boolean) => visitNewsfeedLink({ db, id, count }),
    listSitemapLinks: () => listSitemapLinks({ db }),
    admin: {
      listAdminLinks: (args: {
        query?: string | undefined;
        status?: LinkListStatus | undefined;
        page: number;
      }) => listAdminLinks({ db, ...args }),
      getAdminLink: (id: number) => getAdminLink({ db, id }),
      /** Fetches the page once (guarded), stores its preview and images; unpublished. */
      addNewsfeedLink: (url: string) => addNewsfeedLink({ db, files, images, fetcher, url }),
      updateNewsfeedLink: (id: number, changes: LinkUpdate) => updateNewsfeedLink({ db, files, id, changes }),
      publishNewsfeedLink: (id: number, published: boolean) => publishNewsfeedLink({ db, id, published }),
      deleteNewsfeedLink: (id: number) => deleteNewsfeedLink({ db, files, id }),
    },
  };
}
