import { type RouteConfig, type RouteConfigEntry, index, layout, route } from '@react-router/dev/routes';
import { urlMap, type UrlMapRoute } from './url-map.ts';

/** Every address may start with a language (`/en/jobs`; Slovak has none, ADR 001). */
const L = ':lang?';

/** React Router's entry of a route of the URL map; `top` while no parent has a path yet. */
function entry(page: UrlMapRoute, top: boolean): RouteConfigEntry {
  const options = page.id ? { id: page.id } : {};
  if (page.index) return index(page.file, options);
  const children = page.children?.map((child) => entry(child, top && page.path === undefined));
  if (page.path === undefined) return layout(page.file, options, children);
  const path = top ? (page.path ? `${L}/${page.path}` : L) : page.path;
  return route(path, page.file, options, children);
}

/** The routes of `app/url-map.ts`, which holds every address with its module and catalogs. */
export default urlMap.map((page) => entry(page, true)) satisfies RouteConfig;
