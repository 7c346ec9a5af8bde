import { describe, expect, it } from 'vitest';
import type { JobFilter, JobSort } from '../../contracts/jobs.ts';
import type { JobCardRow } from '../../core/jobs/job-row.ts';
import {
  compareRows,
  type IndexedJob,
  SearchIndex,
  SearchIndexLayers,
  type SearchTerm,
} from '../../core/jobs/search-index.ts';
import type { MatchJob } from '../../core/matching/match-score.ts';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

const WORDS = [
  'java',
  'javascript',
  'react',
  'vyvojar',
  'vyvoj',
  'tester',
  'python',
  'sql',
  'spring',
  'angular',
];
const pick = <T>(r: () => number, list: readonly T[]) => list[Math.floor(r() * list.length)]!;

function jobs(count: number, r: () => number): IndexedJob[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    validThrough: r() < 0.3 ? Date.UTC(2026, Math.floor(r() * 12), 1) : null,
    profession: pick(r, ['developer', 'tester', 'analyst']),
    city: pick(r, ['Bratislava', 'Košice', 'Praha']),
    legal: pick(r, ['contract', 'employment']),
    language: pick(r, ['sk', 'en', 'de']),
    workplace: pick(r, ['remote', 'hybrid', 'onsite']),
    levels: r() < 0.5 ? ['senior'] : ['junior', 'medior'],
    tags: r() < 0.3 ? ['hot'] : [],
    expertiseIds: [Math.floor(r() * 5), Math.floor(r() * 5)],
    hourlyRate: r() < 0.2 ? null : Math.floor(r() * 80),
    salaryLow: null,
    salaryHigh: null,
    dayRate: r() < 0.2 ? null : Math.floor(r() * 600),
    netBest: r() < 0.2 ? null : 100 * Math.floor(1000 + r() * 5000),
    topOrder: r() < 0.05 ? 0 : 1,
    publishedAt: Date.UTC(2026, 10, 1 + Math.floor(r() * 20)),
    words: Array.from({ length: 1 + Math.floor(r() * 4) }, () => pick(r, WORDS)),
  }));
}

/** The same search done the plain way: test every job against every condition, then sort. */
function reference(
  index: SearchIndex,
  all: IndexedJob[],
  o: { filter: JobFilter; terms: SearchTerm[]; expertiseIds: number[] | null; sort: JobSort; now: Date },
) {
  const hits = (job: IndexedJob, t: SearchTerm) =>
    job.words.some((w) => (t.prefix ? w.startsWith(t.word) : w === t.word));
  const rows = all
    .map((job, row) => ({ job, row }))
    .filter(({ job }) => (job.validThrough ?? Infinity) > o.now.getTime())
    .filter(({ job }) => o.terms.every((t) => hits(job, t)))
    .filter(({ job }) => !o.expertiseIds || job.expertiseIds.some((e) => o.expertiseIds!.includes(e)))
    .filter(({ job }) => o.filter.rateMin === undefined || (job.hourlyRate ?? -1) >= o.filter.rateMin)
    .filter(({ job }) => o.filter.netMin === undefined || (job.netBest ?? -1) >= 100 * o.filter.netMin)
    .filter(
      ({ job }) =>
        !o.filter.requiredLevels || job.levels.some((l) => o.filter.requiredLevels!.includes(l as never)),
    )
    .filter(({ job }) => !o.filter.tags || job.tags.some((t) => o.filter.tags!.includes(t)))
    .filter(
      ({ job }) => !o.filter.workplaces?.length || o.filter.workplaces.includes(job.workplace as never),
    );
  return {
    count: rows.length,
    page: rows
      .sort((a, b) => compareRows(o.sort, index, a.row, index, b.row))
      .slice(0, 20)
      .map(({ row }) => row),
  };
}

describe('the in-memory search index', () => {
  it('finds, counts and orders the same jobs as a plain scan, for 300 random searches', () => {
    const r = random(7);
    const all = jobs(2_000, r);
    const index = new SearchIndex(all, new Map(), 0);
    for (let n = 0; n < 300; n++) {
      // Time moves on and back, past the end of some jobs.
      const now = new Date(Date.UTC(2026, Math.floor(r() * 13), 1 + Math.floor(r() * 2)));
      const terms: SearchTerm[] = Array.from({ length: Math.floor(r() * 3) }, () => ({
        word: pick(r, WORDS).slice(0, 2 + Math.floor(r() * 6)),
        prefix: r() < 0.6,
      }));
      const filter: JobFilter = {
        ...(r() < 0.3 ? { rateMin: Math.floor(r() * 60) } : {}),
        ...(r() < 0.3 ? { netMin: Math.floor(1000 + r() * 5000) } : {}),
        ...(r() < 0.3 ? { workplaces: [pick(r, ['remote', 'hybrid', 'onsite'] as const)] } : {}),
        ...(r() < 0.1 ? { requiredLevels: [pick(r, ['senior', 'junior'] as const)] } : {}),
        ...(r() < 0.1 ? { tags: ['hot'] } : {}),
      };
      const expertiseIds = r() < 0.3 ? [Math.floor(r() * 5)] : null;
      const sort = pick(r, ['default', 'newest', 'rate', 'net'] as const);
      const options = { filter, terms, expertiseIds, sort, now };
      const got = index.collect({ ...options, limit: 20 });
      const want = reference(index, all, options);
      const counted = [...got.cube.values()].reduce((sum, c) => sum + c.count, 0);
      const label = JSON.stringify(options);
      expect(got.rows, label).toEqual(want.page);
      // The workplace is a facet: the cube counts every match of the other conditions.
      if (!filter.workplaces) expect(counted, label).toBe(want.count);
    }
  });
});

describe('best match first over the index and the rows changed since it was built', () => {
  it('orders every match by its score, then in the default order, page by page, as a plain sort does', () => {
    const r = random(11);
    // Cards share their technology lists as a load's do: rows of one job kind are scored once.
    const kinds = [['Java'], ['Java', 'SQL'], ['React'], ['Kotlin', 'Kafka', 'SQL'], []].map((t) =>
      Object.freeze(t),
    );
    const levelLists: Record<string, readonly string[]> = {
      senior: Object.freeze(['senior']),
      'junior,medior': Object.freeze(['junior', 'medior']),
    };
    const withCards = (list: IndexedJob[]) =>
      list.map((job) => ({
        ...job,
        card: {
          id: job.id,
          expertise_names: pick(r, kinds),
          required_levels: levelLists[job.levels.join()] ?? job.levels,
          profession_code: job.profession,
          language: job.language,
        } as unknown as JobCardRow,
      }));
    const all = withCards(jobs(1_500, r));
    const changed = withCards(jobs(120, r)).map((job, i) => ({ ...job, id: i < 60 ? i * 7 + 1 : 5_000 + i }));
    const layers = new SearchIndexLayers(
      new SearchIndex(all, new Map(), 0),
      new SearchIndex(changed, new Map(), 1),
      changed.map((j) => j.id),
    );
    const calls: MatchJob[] = [];
    // Whole numbers 0–100 with many ties, -1 (none) for a job without technologies.
    const score = (job: MatchJob) => {
      calls.push(job);
      return job.technologies.length
        ? ((job.technologies.length * 37 + job.language.length * 11 + job.requiredLevels.length * 5) % 4) * 25
        : -1;
    };
    const now = new Date(Date.UTC(2026, 5, 1));
    const changedIds = new Set(changed.map((j) => j.id));
    const listed = [
      ...all.filter((j) => !changedIds.has(j.id)).map((job) => ({ job, index: layers.base })),
      ...changed.map((job) => ({ job, index: layers.changes! })),
    ]
      .map((x) => ({ ...x, row: x.index.positions.get(x.job.id)! }))
      .filter(({ job }) => (job.validThrough ?? Infinity) > now.getTime());
    for (const filter of [{}, { netMin: 3000 }, { workplaces: ['remote' as const] }]) {
      const want = listed
        .filter(({ job }) => !('netMin' in filter) || (job.netBest ?? -1) >= 300_000)
        .filter(({ job }) => !('workplaces' in filter) || job.workplace === 'remote')
        .sort(
          (a, b) =>
            score(toMatchJob(b.job)) - score(toMatchJob(a.job)) ||
            compareRows('default', a.index, a.row, b.index, b.row),
        )
        .map(({ job }) => job.id);
      for (const [page, size] of [
        [0, 20],
        [3, 20],
        [0, 2_000],
      ] as const) {
        calls.length = 0;
        const got = layers.searchByScore(
          { filter, terms: [], expertiseIds: null, page, size, locale: 'sk', now },
          score,
        );
        expect(got.ids, JSON.stringify({ filter, page })).toEqual(want.slice(page * size, (page + 1) * size));
        // Each distinct job is scored once per search, not each row.
        expect(calls.length).toBeLessThan(200);
      }
    }
  });
});

const toMatchJob = (job: IndexedJob): MatchJob => ({
  technologies: job.card!.expertise_names,
  profession: job.card!.profession_code,
  requiredLevels: job.card!.required_levels,
  language: job.card!.language,
});
