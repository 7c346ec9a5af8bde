/**
 * Pages that partners may embed in their sites (frame-layout pages, docs/product/screens-and-routes.md): the only pages whose
 * `frame-ancestors` is not restricted to the portal itself. Paths without the language prefix.
 */
export const EMBEDDABLE_PAGES = ['TownBratislava', 'work-in-game-industry', 'net-projects'] as const;
export type EmbeddablePage = (typeof EMBEDDABLE_PAGES)[number];
