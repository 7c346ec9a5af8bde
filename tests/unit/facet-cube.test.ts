import { describe, expect, it } from 'vitest';
import { type CubeCell, facetsFromCube } from '../../core/jobs/facet-cube.ts';

const cell = (
  profession: string,
  city: string,
  legal: string,
  language: string,
  remote: boolean,
  count: number,
  workplace = remote ? 'remote' : 'onsite',
): CubeCell => ({
  profession,
  professionName: profession.toLowerCase(),
  city,
  legal,
  language,
  workplace,
  count,
});
const cube = [
  cell('BACKEND', 'Bratislava', 'contract', 'sk', false, 10),
  cell('BACKEND', 'Košice', 'permanent', 'sk', false, 4),
  cell('FRONTEND', 'Bratislava', 'contract', 'en', true, 3),
  cell('TESTER', 'Remote', 'contract', 'de', true, 2),
];
const label = (_kind: string, value: string) => `~${value}`;

describe('facet counts from a cube', () => {
  it('counts everything without filters and lists fully remote jobs as a location', () => {
    const { total, filters } = facetsFromCube(cube, {}, label);
    expect(total).toBe(19);
    expect(filters.professions).toEqual([
      { value: 'BACKEND', displayString: 'backend', count: 14 },
      { value: 'FRONTEND', displayString: 'frontend', count: 3 },
      { value: 'TESTER', displayString: 'tester', count: 2 },
    ]);
    expect(filters.cities).toEqual([
      { value: 'Bratislava', displayString: '~Bratislava', count: 13 },
      { value: 'Košice', displayString: '~Košice', count: 4 },
      { value: 'Remote', displayString: '~Remote', count: 5 },
    ]);
  });

  it('counts each facet under every filter but its own', () => {
    const { total, filters } = facetsFromCube(cube, { professions: ['BACKEND'], cities: ['Remote'] }, label);
    expect(total).toBe(0);
    expect(filters.professions.find((p) => p.value === 'FRONTEND')?.count).toBe(3);
    expect(filters.cities.find((c) => c.value === 'Košice')?.count).toBe(4);
    expect(filters.legalRelationTypes).toEqual([]);
    const contract = facetsFromCube(
      cube,
      { legalRelationTypes: ['contract'], languages: ['sk', 'en'] },
      label,
    );
    expect(contract.total).toBe(13);
    expect(contract.filters.legalRelationTypes).toEqual([
      { value: 'contract', displayString: '~contract', count: 13 },
      { value: 'permanent', displayString: '~permanent', count: 4 },
    ]);
  });
});
