import { REMOTE_CITY } from '../../contracts/enums.ts';
import { type Facet, type JobFilter, type JobSearchResponse, jobWorkplaces } from '../../contracts/jobs.ts';
import type { LabelFn } from '../shared/labels.ts';
import { FACET_DIMENSIONS, type FacetDimension } from './search-sql.ts';

/** Jobs matching a search's non-facet conditions, counted per combination of the facet dimensions. */
export interface CubeCell {
  profession: string;
  professionName: string;
  city: string;
  legal: string;
  language: string;
  workplace: string;
  count: number;
}

/**
 * Facet counts and the total from a cube. Each facet counts the jobs matching every other filter,
 * so choosing a profession still shows how many jobs the other professions have. The city filter
 * follows the search's SQL: a listed city, or "Remote" for fully remote jobs.
 */
export function facetsFromCube(
  cube: CubeCell[],
  filter: JobFilter,
  label: LabelFn,
): { total: number; filters: JobSearchResponse['filters'] } {
  const cities = filter.cities ?? [];
  const oneOf = (selected: readonly string[] | undefined, value: string) =>
    !selected?.length || selected.includes(value);
  const match: Record<FacetDimension, (c: CubeCell) => boolean> = {
    profession: (c) => oneOf(filter.professions, c.profession),
    city: (c) =>
      !cities.length || cities.includes(c.city) || (cities.includes(REMOTE_CITY) && c.workplace === 'remote'),
    legal: (c) => oneOf(filter.legalRelationTypes, c.legal),
    language: (c) => oneOf(filter.languages, c.language),
    workplace: (c) => oneOf(filter.workplaces, c.workplace),
  };
  const matchesExcept = (c: CubeCell, skip: FacetDimension | null) =>
    FACET_DIMENSIONS.every((d) => d === skip || match[d](c));
  const count = (skip: FacetDimension, key: (c: CubeCell) => string | null) => {
    const counts = new Map<string, number>();
    for (const c of cube) {
      const k = key(c);
      if (k !== null && matchesExcept(c, skip)) counts.set(k, (counts.get(k) ?? 0) + c.count);
    }
    return counts;
  };
  const names = new Map(cube.map((c) => [c.profession, c.professionName]));
  const toFacet = (counts: Map<string, number>, display: (v: string) => string): Facet =>
    [...counts]
      .map(([value, n]) => ({ value, displayString: display(value), count: n }))
      .sort((a, b) => b.count - a.count || a.displayString.localeCompare(b.displayString));

  const cityFacet = toFacet(
    count('city', (c) => (c.city === REMOTE_CITY ? null : c.city)),
    (v) => label('city', v),
  );
  const remote = cube
    .filter((c) => c.workplace === 'remote' && matchesExcept(c, 'city'))
    .reduce((s, c) => s + c.count, 0);
  if (remote > 0)
    cityFacet.push({ value: REMOTE_CITY, displayString: label('city', REMOTE_CITY), count: remote });
  return {
    total: cube.filter((c) => matchesExcept(c, null)).reduce((s, c) => s + c.count, 0),
    filters: {
      professions: toFacet(
        count('profession', (c) => c.profession),
        (v) => names.get(v) ?? v,
      ),
      cities: cityFacet,
      legalRelationTypes: toFacet(
        count('legal', (c) => c.legal),
        (v) => label('legalRelationType', v),
      ),
      languages: toFacet(
        count('language', (c) => c.language),
        (v) => label('language', v),
      ),
      // Always the three, in their natural order, so the filter does not move as counts change.
      workplaces: ((counts) =>
        jobWorkplaces.map((value) => ({
          value,
          displayString: label('workplace', value),
          count: counts.get(value) ?? 0,
        })))(count('workplace', (c) => c.workplace)),
    },
  };
}
