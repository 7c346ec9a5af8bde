import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { JobFilter, JobSearchRequest, JobSearchResponse } from '../../contracts/jobs.ts';
import { withMatches } from '../matching/job-match.ts';
import { type MatchCandidate, matchScorer } from '../matching/match-score.ts';
import { AppError } from '../shared/app-error.ts';
import type { LabelFn } from '../shared/labels.ts';
import { facetsFromCube } from './facet-cube.ts';
import { cardToSummary, type JobCardRow } from './job-row.ts';
import { loadSearchIndex } from './load-search-index.ts';
import { SearchIndexLayers, type SearchTerm } from './search-index.ts';

/** What the database says about a search before the index answers it: one round trip. */
export interface SearchProbe {
  /** The jobs' search version: indexes and cached answers of another version are stale. */
  version: string;
  /** The typed words as the search vector spells them (`search_text`: unaccented, lower case, "C#" as "csharp"), at most 8. */
  words: string[];
  /** The technologies the typed technology filters stand for; null without such a filter. */
  expertiseIds: number[] | null;
  expertiseMatches: { typed: string; matched: string[] }[];
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * What probes learnt that no job write changes: how the database spells typed words (a pure function
 * of the text) and which technologies typed names stand for (from the technologies alone; forgotten
 * whenever the index takes in a new version). With both known, the probe reads the version only.
 */
export interface ProbeMemo {
  words: Map<string, readonly string[]>;
  technologies: Map<string, Pick<SearchProbe, 'expertiseIds' | 'expertiseMatches'>>;
}

const MEMO_ENTRIES = 5_000;
const remember = <T>(map: Map<string, T>, key: string, value: T) => {
  if (map.size >= MEMO_ENTRIES) map.clear();
  map.set(key, value);
};

/** Reads the search version and how the database spells the typed words and technologies. */
export async function probeJobSearch({
  db,
  filter,
  memo,
}: {
  db: Db;
  filter: JobFilter;
  memo?: ProbeMemo | undefined;
}): Promise<SearchProbe> {
  const query = filter.query?.trim();
  const typed = filter.expertises?.length ? filter.expertises : null;
  const typedKey = typed ? JSON.stringify(typed) : '';
  const knownWords = query ? memo?.words.get(query) : undefined;
  const knownTechnologies = typed ? memo?.technologies.get(typedKey) : undefined;
  const spell = query && !knownWords ? query : undefined;
  const match = typed && !knownTechnologies ? typed : null;
  const [row] = await queryRows<{
    version: string;
    q: string[] | null;
    e: number[] | null;
    m: { typed: string; matched: string[] }[] | null;
  }>(
    db,
    sql`select (select version from search_version where id = 1)::text as version,
      ${spell ? sql`tsvector_to_array(to_tsvector('simple', search_text(left(${spell}, 400))))` : sql`null`} as q,
      ${match ? sql`expertise_ids_matching(${textArray(match)})` : sql`null`} as e,
      ${
        match
          ? sql`(select json_agg(json_build_object('typed', n.typed, 'matched', array(
              select e.name from expertise e where e.id = any(expertise_ids_matching(array[n.typed])) order by e.name))
              order by n.ord)
            from unnest(${textArray(match)}) with ordinality as n(typed, ord))`
          : sql`null`
      } as m`,
  );
  const words = knownWords ?? Object.freeze((row?.q ?? []).slice(0, 8));
  if (spell && memo) remember(memo.words, spell, words);
  const technologies = knownTechnologies ?? {
    expertiseIds: row?.e ? row.e.map(Number) : null,
    // Only technologies typed otherwise than a technology's exact name need a word of explanation.
    expertiseMatches: (row?.m ?? []).filter(
      (m) => !(m.matched.length === 1 && m.matched[0]!.toLowerCase() === m.typed.toLowerCase()),
    ),
  };
  if (match && memo) remember(memo.technologies, typedKey, technologies);
  return { version: String(row?.version ?? '0'), words: words as string[], ...technologies };
}

/** A search index of one instance, current for a search version (see SearchIndexLayers). */
export interface CurrentSearchIndex {
  layers: SearchIndexLayers;
  technologyWords: Set<string>;
}

/** The search index of one instance: brought up to a version once, shared by concurrent searches. */
export interface SearchIndexStore {
  get(version: string): Promise<CurrentSearchIndex>;
  /** For this instance's probes (see probeJobSearch). */
  memo: ProbeMemo;
}

/**
 * Keeps one instance's index current. A new version loads only the rows written since the base was
 * built, as a small index over it; when those pass 2 % of the base (or 500 rows), the base is rebuilt.
 */
export function createSearchIndexStore({ db }: { db: Db }): SearchIndexStore {
  let current: { version: bigint; value: Promise<CurrentSearchIndex> } | undefined;
  const memo: ProbeMemo = { words: new Map(), technologies: new Map() };
  const update = async (previous: Promise<CurrentSearchIndex> | undefined): Promise<CurrentSearchIndex> => {
    memo.technologies.clear();
    const base = await previous?.catch(() => undefined);
    if (base) {
      const sinceSeq = base.layers.base.seq;
      const changes = await loadSearchIndex({ db, sinceSeq });
      if (changes.changedIds.length <= Math.max(500, base.layers.base.size * 0.02))
        return {
          layers: new SearchIndexLayers(base.layers.base, changes.index, changes.changedIds),
          technologyWords: changes.technologyWords,
        };
    }
    const full = await loadSearchIndex({ db });
    return { layers: new SearchIndexLayers(full.index, null, []), technologyWords: full.technologyWords };
  };
  return {
    memo,
    get(version) {
      const wanted = BigInt(version);
      if (current && current.version >= wanted) return current.value;
      const entry = { version: wanted, value: update(current?.value) };
      current = entry;
      entry.value.catch(() => {
        if (current === entry) current = undefined;
      });
      return entry.value;
    },
  };
}

/**
 * Searches the jobs on the public list (published, available, not ended): one page in the requested
 * order, the total and the facet counts. The instance's in-memory index (ADR 080) answers which jobs,
 * how many and what their cards show; the database only reads the version (the probe).
 */
export async function findJobs({
  db,
  request,
  locale,
  label,
  indexes,
  probe,
  candidate,
  now = new Date(),
}: {
  db: Db;
  request: JobSearchRequest;
  locale: Locale;
  label: LabelFn;
  indexes?: SearchIndexStore;
  /** Already read by the caller (which keyed its cache by the version). */
  probe?: SearchProbe;
  /**
   * The signed-in candidate (ADR 121): each job then carries their match, and `sort: "match"` puts
   * the best match first (the list's default order among equal scores). Without one, that sort is a
   * 400 `MATCH_NEEDS_CANDIDATE`.
   */
  candidate?: MatchCandidate | null | undefined;
  now?: Date;
}): Promise<JobSearchResponse> {
  const { filter } = request;
  const byMatch = request.sort === 'match';
  if (byMatch && !candidate) throw new AppError('MATCH_NEEDS_CANDIDATE');
  const store = indexes ?? createSearchIndexStore({ db });
  const p = probe ?? (await probeJobSearch({ db, filter, memo: store.memo }));
  const { layers, technologyWords } = await store.get(p.version);
  // A technology's name matches that word only ("java" is not "javascript"); other words, the words
  // they begin ("vyvoj" finds "vývojár"). The same rule as the database's search_tsquery.
  const terms: SearchTerm[] = p.words.map((word) => ({ word, prefix: !technologyWords.has(word) }));
  const options = {
    filter,
    terms,
    expertiseIds: p.expertiseIds,
    page: request.page,
    size: request.size,
    locale,
    now,
  };
  // "Best match first" scores every job the search matched (each distinct job once, ADR 125), then
  // takes the page; a CV without technologies keeps the default order.
  const scorer = byMatch && candidate ? matchScorer(candidate) : null;
  const { cards, cube } = scorer
    ? layers.searchByScore(options, (job) => scorer.score(job) ?? -1)
    : layers.search({ ...options, sort: request.sort === 'match' ? 'default' : request.sort });
  const { total, filters } = facetsFromCube(cube, filter, label);
  const professionName = (card: JobCardRow) => layers.base.professionName(card.profession_code, locale);
  const summaries = cards.flatMap((card) => (card ? [cardToSummary(card, professionName(card), now)] : []));
  return {
    page: {
      content: candidate ? withMatches(summaries, candidate) : summaries,
      number: request.page,
      size: request.size,
      totalElements: total,
      totalPages: Math.ceil(total / request.size),
    },
    filters,
    ...(p.expertiseMatches.length ? { expertiseMatches: p.expertiseMatches } : {}),
  };
}
