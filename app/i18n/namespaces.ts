import { matchRoutes, type RouteObject } from 'react-router';
import { splitLocale } from '../../core/shared/locale.ts';
import { urlMap, type Namespace, type UrlMapRoute } from '../url-map.ts';
import { namespaces } from './translator.ts';

/**
 * What every page needs: the layout, the home page and the job pages, and what guides a visitor
 * through jobs, applying and signing in (small; every page can show it).
 */
const EVERY_PAGE: Namespace[] = ['common', 'home', 'jobs', 'hints'];

/** What the URL map's routes carry for matching: the catalogs of the route and of its parents. */
interface Carried {
  namespaces: readonly Namespace[];
}

/** The URL map as React Router's route objects, below the language segment. */
function routeObjects(routes: readonly UrlMapRoute[], parent: Carried): RouteObject[] {
  return routes.map((route): RouteObject => {
    const handle: Carried = { namespaces: [...parent.namespaces, ...(route.namespaces ?? [])] };
    return route.index
      ? { id: route.id, index: true, handle }
      : {
          id: route.id,
          path: route.path,
          handle,
          children: route.children && routeObjects(route.children, handle),
        };
  });
}

const ROUTES = routeObjects(urlMap, { namespaces: [] });

/**
 * The route of the URL map that answers `pathname` (with or without its language and `.data`
 * suffix), chosen by React Router's own matching; the 404 route for any other path.
 */
export function routeOf(pathname: string): { id: string | undefined; namespaces: readonly Namespace[] } {
  const bare = pathname.replace(/\.data$/, '');
  const path = splitLocale(bare).rest || '/';
  const route = matchRoutes(ROUTES, path)?.at(-1)?.route;
  return { id: route?.id, namespaces: (route?.handle as Carried | undefined)?.namespaces ?? [] };
}

/**
 * The catalogs the browser gets for a page: those of every page plus its own (`app/url-map.ts`), so
 * the home page does not carry the profile's and the admin's texts. In the catalogs' own order.
 */
export function namespacesFor(pathname: string): Namespace[] {
  const wanted = new Set([...EVERY_PAGE, ...routeOf(pathname).namespaces]);
  return namespaces.filter((ns) => wanted.has(ns));
}
