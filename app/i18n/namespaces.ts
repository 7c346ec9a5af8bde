import { isLocale } from '../../contracts/enums.ts';
import { splitLocale } from '../../core/shared/locale.ts';
import { urlMap, type Namespace, type UrlMapRoute } from '../url-map.ts';
import { namespaces } from './translator.ts';

/**
 * What every page needs: the layout, the home page and the job pages, and what guides a visitor
 * through jobs, applying and signing in (small; every page can show it).
 */
const EVERY_PAGE: Namespace[] = ['common', 'home', 'jobs', 'hints'];

/** A route of the URL map with its whole path (below the language) and the catalogs of its chain. */
interface Target {
  id: string | undefined;
  segments: string[];
  index: boolean;
  namespaces: readonly Namespace[];
}

function targets(routes: readonly UrlMapRoute[], parent: Target): Target[] {
  return routes.flatMap((route) => {
    const segments = [...parent.segments, ...(route.path ?? '').split('/').filter(Boolean)];
    const own: Target = {
      id: route.id,
      segments,
      index: route.index === true,
      namespaces: [...parent.namespaces, ...(route.namespaces ?? [])],
    };
    const children = route.children ? targets(route.children, own) : [];
    return route.path === undefined && !route.index ? children : [own, ...children];
  });
}

const TARGETS = targets(urlMap, { id: undefined, segments: [], index: false, namespaces: [] });

/**
 * How specific a route is, as React Router ranks them: static segments before parameters before a
 * splat, and an index route before its parent.
 */
const score = ({ segments, index }: Target) =>
  segments.reduce((sum, s) => sum + (s === '*' ? -2 : s.startsWith(':') ? 3 : 10), segments.length) +
  (index ? 2 : 0);

function matches(pattern: string[], path: string[]): boolean {
  for (const [i, segment] of pattern.entries()) {
    if (segment === '*') return true;
    const part = path[i];
    if (part === undefined) return false;
    if (!segment.startsWith(':') && segment.toLowerCase() !== part.toLowerCase()) return false;
  }
  return pattern.length === path.length;
}

/**
 * The route of the URL map that answers `pathname` (with or without its language and `.data`
 * suffix), as React Router would choose it; the 404 route for any other path.
 */
export function routeOf(pathname: string): { id: string | undefined; namespaces: readonly Namespace[] } {
  const bare = pathname.replace(/\.data$/, '');
  const { locale, rest } = splitLocale(bare);
  // A first segment that only looks like a locale (`/cv/…`) is part of the path.
  const path = ((locale === null || isLocale(locale) ? rest : bare) || '/').split('/').filter(Boolean);
  let best: Target | undefined;
  for (const target of TARGETS)
    if (matches(target.segments, path) && (!best || score(target) > score(best))) best = target;
  return { id: best?.id, namespaces: best?.namespaces ?? [] };
}

/**
 * The catalogs the browser gets for a page: those of every page plus its own (`app/url-map.ts`), so
 * the home page does not carry the profile's and the admin's texts. In the catalogs' own order.
 */
export function namespacesFor(pathname: string): Namespace[] {
  const wanted = new Set([...EVERY_PAGE, ...routeOf(pathname).namespaces]);
  return namespaces.filter((ns) => wanted.has(ns));
}
