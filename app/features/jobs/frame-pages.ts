import type { EmbeddablePage } from '../../../contracts/embeddable-pages.ts';
import type { JobFilter } from '../../../contracts/jobs.ts';

/**
 * Landing pages without the main navigation, each a curated job list from the same search, for
 * partners to embed (docs/product/screens-and-routes.md frame-layout pages). Keyed by path; texts under `jobs:frame.<key>`.
 */
export const framePages = {
  TownBratislava: { key: 'bratislava', filter: { cities: ['Bratislava'] } },
  'work-in-game-industry': {
    key: 'gameIndustry',
    filter: { expertises: ['Unity', 'Unreal Engine', 'Godot'] },
  },
  'net-projects': {
    key: 'dotnet',
    filter: {
      expertises: [
        'C#',
        '.NET',
        '.NET Framework',
        'ASP.NET Core',
        'ASP.NET MVC',
        'Blazor',
        'Entity Framework',
        'VB.NET',
      ],
    },
  },
} as const satisfies Record<EmbeddablePage, { key: string; filter: JobFilter }>;

export type FramePagePath = keyof typeof framePages;
