import { REMOTE_CITY, type Locale, requiredLevels } from '../../contracts/enums.ts';
import type { JobFilter, JobSort } from '../../contracts/jobs.ts';
import type { MatchJob } from '../matching/match-score.ts';
import type { CubeCell } from './facet-cube.ts';
import type { JobCardRow } from './job-row.ts';

/** One listed job as the search index needs it (a row of `job_search`). */
export interface IndexedJob {
  id: number;
  validThrough: number | null;
  profession: string;
  city: string;
  legal: string;
  language: string;
  workplace: string;
  levels: string[];
  tags: string[];
  expertiseIds: number[];
  hourlyRate: number | null;
  salaryLow: number | null;
  salaryHigh: number | null;
  dayRate: number | null;
  /** The highest monthly net of any form of work the job allows, in cents (ADR 120). */
  netBest: number | null;
  topOrder: number;
  publishedAt: number | null;
  /** The lexemes of the job's search vector. */
  words: string[];
  /** What the job's result card shows, so a page needs no query (ADR 080). */
  card?: JobCardRow;
}

/** A word of a typed search as `search_tsquery` spelled it: exact for technologies, else a prefix. */
export interface SearchTerm {
  word: string;
  prefix: boolean;
}

/** A column of small codes with its dictionary. */
class Codes {
  readonly values: string[] = [];
  private readonly index = new Map<string, number>();
  code(value: string): number {
    let c = this.index.get(value);
    if (c === undefined) {
      c = this.values.length;
      this.values.push(value);
      this.index.set(value, c);
    }
    return c;
  }
  /** Which codes a filter allows, or null for "any". */
  allowed(selected: readonly string[] | undefined): Uint8Array | null {
    if (!selected?.length) return null;
    const ok = new Uint8Array(this.values.length);
    for (const v of selected) {
      const c = this.index.get(v);
      if (c !== undefined) ok[c] = 1;
    }
    return ok;
  }
}

const byDesc = (a: number, b: number) => (Number.isNaN(a) ? 1 : 0) - (Number.isNaN(b) ? 1 : 0) || b - a;

/**
 * The listed jobs held in columns, for searches that never scan a table (ADR 080): a search marks the
 * jobs its words match through posting lists, passes once over the columns for the other conditions
 * and the facet cube, and walks a presorted order for its page. Built from the database and replaced
 * whole when the jobs' search version changes; read-only once built.
 */
export class SearchIndex {
  readonly size: number;
  private readonly ids: Int32Array;
  private readonly validThrough: Float64Array;
  private readonly dims = {
    profession: new Codes(),
    city: new Codes(),
    legal: new Codes(),
    language: new Codes(),
    workplace: new Codes(),
  };
  private readonly profession: Uint16Array;
  private readonly city: Uint16Array;
  private readonly legal: Uint16Array;
  private readonly language: Uint16Array;
  private readonly workplace: Uint16Array;
  private readonly levels: Uint8Array;
  private readonly tags: (string[] | null)[];
  private readonly hourlyRate: Float64Array;
  private readonly salaryLow: Float64Array;
  private readonly salaryHigh: Float64Array;
  /** The facet cell (combination of the five dimensions) of each job. */
  private readonly cell: Int32Array;
  private readonly cells: Omit<CubeCell, 'count' | 'professionName'>[] = [];
  private readonly cellKeys: string[] = [];
  private readonly orders: Record<JobSort, Int32Array>;
  private readonly topOrder: Int32Array;
  private readonly publishedAt: Float64Array;
  private readonly dayRate: Float64Array;
  private readonly netBest: Float64Array;
  private readonly cards: (JobCardRow | undefined)[];
  /**
   * What the match score reads of each row (ADR 125): the rows of equal technologies, levels,
   * profession and language share one entry of `matchJobs`, so "best match first" scores each
   * distinct job once and the rows by a lookup. -1 for a row without a card.
   */
  private readonly matchSignature: Int32Array;
  private readonly matchJobs: MatchJob[] = [];
  /** Position of each job id. */
  readonly positions = new Map<number, number>();
  private readonly words: string[];
  private readonly postings: Int32Array[];
  private readonly expertise = new Map<number, Int32Array>();
  /** Position of each row in each order, for sorting a few matches without walking a whole order. */
  private readonly ranks: Record<JobSort, Int32Array>;
  /**
   * Scratch marks reused by every search (searches run one at a time): a row is marked when its
   * entry equals the search's own stamp, so nothing is allocated or cleared per search.
   */
  private readonly okMark: Int32Array;
  private readonly termMark: Int32Array;
  private readonly techMark: Int32Array;
  private stamp = 0;
  /** The cube of every row, as long as it holds (see allRows). */
  private allRowsCube:
    | { hidden: Uint8Array | undefined; from: number; until: number; matches: number; cellCounts: Int32Array }
    | undefined;

  constructor(
    jobs: readonly IndexedJob[],
    /** Profession names by code and locale, for the facet. */
    private readonly professionNames: ReadonlyMap<string, Partial<Record<Locale, string>>>,
    /** The highest `seq` of the rows read: later changes are loaded on top (SearchIndexLayers). */
    readonly seq: number,
  ) {
    const n = jobs.length;
    this.size = n;
    this.ids = new Int32Array(n);
    this.validThrough = new Float64Array(n);
    this.profession = new Uint16Array(n);
    this.city = new Uint16Array(n);
    this.legal = new Uint16Array(n);
    this.language = new Uint16Array(n);
    this.workplace = new Uint16Array(n);
    this.levels = new Uint8Array(n);
    this.tags = new Array<string[] | null>(n);
    this.cards = new Array<JobCardRow | undefined>(n);
    this.hourlyRate = new Float64Array(n);
    this.salaryLow = new Float64Array(n);
    this.salaryHigh = new Float64Array(n);
    this.cell = new Int32Array(n);
    this.topOrder = new Int32Array(n);
    this.publishedAt = new Float64Array(n);
    this.dayRate = new Float64Array(n);
    this.netBest = new Float64Array(n);
    this.matchSignature = new Int32Array(n);
    const signatures = new Map<string, number>();
    const refs = new Map<object, number>();
    const refOf = (value: object) => {
      let r = refs.get(value);
      if (r === undefined) refs.set(value, (r = refs.size));
      return r;
    };
    this.okMark = new Int32Array(n);
    this.termMark = new Int32Array(n);
    this.techMark = new Int32Array(n);
    const cellIndex = new Map<string, number>();
    const postings = new Map<string, number[]>();
    const expertise = new Map<number, number[]>();
    const nan = (v: number | null) => (v === null ? NaN : v);
    jobs.forEach((job, i) => {
      this.ids[i] = job.id;
      this.cards[i] = job.card;
      this.positions.set(job.id, i);
      this.topOrder[i] = job.topOrder;
      this.publishedAt[i] = nan(job.publishedAt);
      this.dayRate[i] = nan(job.dayRate);
      this.netBest[i] = nan(job.netBest);
      this.validThrough[i] = job.validThrough ?? Infinity;
      const p = (this.profession[i] = this.dims.profession.code(job.profession));
      const c = (this.city[i] = this.dims.city.code(job.city));
      const l = (this.legal[i] = this.dims.legal.code(job.legal));
      const g = (this.language[i] = this.dims.language.code(job.language));
      const w = (this.workplace[i] = this.dims.workplace.code(job.workplace));
      const key = `${p}:${c}:${l}:${g}:${w}`;
      let cell = cellIndex.get(key);
      if (cell === undefined) {
        cell = this.cells.length;
        cellIndex.set(key, cell);
        const value = {
          profession: job.profession,
          city: job.city,
          legal: job.legal,
          language: job.language,
          workplace: job.workplace,
        };
        this.cells.push(value);
        this.cellKeys.push(cellKey(value));
      }
      this.cell[i] = cell;
      this.levels[i] = levelMask(job.levels);
      const card = job.card;
      if (card) {
        // Cards of one load share their frozen technology and level lists (load-search-index.ts).
        const sig = `${refOf(card.expertise_names)}:${refOf(card.required_levels)}:${card.profession_code}:${card.language}`;
        let at = signatures.get(sig);
        if (at === undefined) {
          signatures.set(sig, (at = this.matchJobs.length));
          this.matchJobs.push({
            technologies: card.expertise_names,
            profession: card.profession_code,
            requiredLevels: card.required_levels,
            language: card.language,
          });
        }
        this.matchSignature[i] = at;
      } else this.matchSignature[i] = -1;
      this.tags[i] = job.tags.length ? job.tags : null;
      this.hourlyRate[i] = nan(job.hourlyRate);
      this.salaryLow[i] = nan(job.salaryLow);
      this.salaryHigh[i] = nan(job.salaryHigh);
      // Each list names a row once (in ascending order), even for a word given twice.
      for (const word of job.words) {
        const list = postings.get(word);
        if (!list) postings.set(word, [i]);
        else if (list.at(-1) !== i) list.push(i);
      }
      for (const e of job.expertiseIds) {
        const list = expertise.get(e);
        if (list) list.push(i);
        else expertise.set(e, [i]);
      }
    });
    this.words = [...postings.keys()].sort();
    this.postings = this.words.map((w) => Int32Array.from(postings.get(w)!));
    for (const [e, list] of expertise) this.expertise.set(e, Int32Array.from(list));

    const rows = jobs.map((_, i) => i);
    this.orders = {
      default: Int32Array.from([...rows].sort((a, b) => compareRows('default', this, a, this, b))),
      newest: Int32Array.from([...rows].sort((a, b) => compareRows('newest', this, a, this, b))),
      rate: Int32Array.from([...rows].sort((a, b) => compareRows('rate', this, a, this, b))),
      net: Int32Array.from([...rows].sort((a, b) => compareRows('net', this, a, this, b))),
    };
    const rank = (order: Int32Array) => {
      const r = new Int32Array(n);
      order.forEach((row, at) => (r[row] = at));
      return r;
    };
    this.ranks = {
      default: rank(this.orders.default),
      newest: rank(this.orders.newest),
      rate: rank(this.orders.rate),
      net: rank(this.orders.net),
    };
  }

  /**
   * Makes room for the `count` stamps one search takes, clearing every mark when the stamps run out:
   * before the search, never between two of its stamps (that would clear marks it still reads).
   */
  private reserveStamps(count: number) {
    if (this.stamp + count >= 0x3fffffff) {
      this.okMark.fill(0);
      this.termMark.fill(0);
      this.techMark.fill(0);
      this.stamp = 0;
    }
  }

  /** A stamp no scratch mark holds yet, `count` consecutive ones reserved (see reserveStamps). */
  private nextStamp(count = 1): number {
    const first = this.stamp + 1;
    this.stamp += count;
    return first;
  }

  /**
   * One search over this index: the first `limit` matching rows in the requested order (positions)
   * and the counts of the facet cells over every row matching all but the facet conditions. Rows
   * marked in `hidden` (changed since this index was built) are left out.
   */
  collect({ filter, terms, expertiseIds, sort, limit, now, hidden }: CollectOptions): {
    rows: number[];
    cube: Map<string, { cell: Omit<CubeCell, 'count' | 'professionName'>; count: number }>;
  } {
    const n = this.size;
    this.reserveStamps(terms.length + 2);
    // With words typed or technologies chosen, only the rows their posting lists name can match:
    // the pass below visits those instead of every row.
    const technologies = expertiseIds ? this.markExpertise(expertiseIds) : null;
    const tech = technologies?.stamp ?? 0;
    const candidates = terms.length ? this.matchTerms(terms) : (technologies?.rows ?? null);
    const levels = filter.requiredLevels?.length ? levelMask(filter.requiredLevels) : 0;
    const tags = filter.tags?.length ? new Set(filter.tags) : null;
    const { rateMin, rateMax, salaryMin, salaryMax } = filter;
    const netMin = filter.netMin === undefined ? undefined : filter.netMin * 100;
    const pay =
      rateMin !== undefined ||
      rateMax !== undefined ||
      salaryMin !== undefined ||
      salaryMax !== undefined ||
      netMin !== undefined;
    const nowMs = now.getTime();
    const { validThrough, techMark, okMark: ok } = this;

    // Without any condition but the facets, every listed row counts: the cube of all rows is kept
    // (until the next row ends) and the page is walked checking each row as it comes.
    const everyRow = !candidates && !levels && !tags && !pay;
    const okStamp = everyRow ? 0 : this.nextStamp();
    let matches = 0;
    let cellCounts: Int32Array;
    if (everyRow) ({ matches, cellCounts } = this.allRows(nowMs, hidden));
    else {
      cellCounts = new Int32Array(this.cells.length);
      const count = candidates ? candidates.length : n;
      for (let k = 0; k < count; k++) {
        const i = candidates ? candidates[k]! : k;
        if (hidden?.[i] || validThrough[i]! <= nowMs) continue;
        if (tech && techMark[i] !== tech) continue;
        if (levels && !(this.levels[i]! & levels)) continue;
        if (tags && !this.tags[i]?.some((t) => tags.has(t))) continue;
        if (pay) {
          if (rateMin !== undefined && !(this.hourlyRate[i]! >= rateMin)) continue;
          if (rateMax !== undefined && !(this.hourlyRate[i]! <= rateMax)) continue;
          if (salaryMin !== undefined && !(this.salaryHigh[i]! >= salaryMin)) continue;
          if (salaryMax !== undefined && !(this.salaryLow[i]! <= salaryMax)) continue;
          if (netMin !== undefined && !(this.netBest[i]! >= netMin)) continue;
        }
        ok[i] = okStamp;
        matches++;
        cellCounts[this.cell[i]!]!++;
      }
    }

    const profession = this.dims.profession.allowed(filter.professions);
    const legal = this.dims.legal.allowed(filter.legalRelationTypes);
    const language = this.dims.language.allowed(filter.languages);
    const workplace = this.dims.workplace.allowed(filter.workplaces);
    const city = this.dims.city.allowed(filter.cities);
    const remoteCode = filter.cities?.includes(REMOTE_CITY) ? this.dims.workplace.code('remote') : -1;
    const facets = !!(profession || legal || language || workplace || city);
    const selected = (i: number) =>
      (everyRow ? !hidden?.[i] && validThrough[i]! > nowMs : ok[i] === okStamp) &&
      !(
        facets &&
        ((profession && !profession[this.profession[i]!]) ||
          (legal && !legal[this.legal[i]!]) ||
          (language && !language[this.language[i]!]) ||
          (workplace && !workplace[this.workplace[i]!]) ||
          (city && !city[this.city[i]!] && this.workplace[i] !== remoteCode))
      );
    const rows: number[] = [];
    if (limit > 0 && candidates && matches * 16 < n) {
      // Few matches: take the first by their place in the order rather than walk the whole order.
      const rank = this.ranks[sort];
      const order = this.orders[sort];
      const ranks = new Int32Array(matches);
      let found = 0;
      for (let k = 0; k < candidates.length; k++)
        if (selected(candidates[k]!)) ranks[found++] = rank[candidates[k]!]!;
      const first = ranks.subarray(0, found).sort();
      for (let k = 0; k < Math.min(found, limit); k++) rows.push(order[first[k]!]!);
    } else if (limit > 0)
      for (const i of this.orders[sort]) {
        if (!selected(i)) continue;
        rows.push(i);
        if (rows.length >= limit) break;
      }

    const cube = new Map<string, { cell: Omit<CubeCell, 'count' | 'professionName'>; count: number }>();
    cellCounts.forEach((count, c) => {
      if (!count) return;
      const cell = this.cells[c]!;
      cube.set(this.cellKeys[c]!, { cell, count });
    });
    return { rows, cube };
  }

  /**
   * The cube of every listed row not hidden at `nowMs`. It holds until the next of those rows ends,
   * so it is counted again only then (or for another `hidden`, or a time before it was counted).
   */
  private allRows(
    nowMs: number,
    hidden: Uint8Array | undefined,
  ): { matches: number; cellCounts: Int32Array } {
    const kept = this.allRowsCube;
    if (kept && kept.hidden === hidden && nowMs >= kept.from && nowMs < kept.until) return kept;
    const cellCounts = new Int32Array(this.cells.length);
    let matches = 0;
    let until = Infinity;
    for (let i = 0; i < this.size; i++) {
      const end = this.validThrough[i]!;
      if (hidden?.[i] || end <= nowMs) continue;
      if (end < until) until = end;
      matches++;
      cellCounts[this.cell[i]!]!++;
    }
    this.allRowsCube = { hidden, from: nowMs, until, matches, cellCounts };
    return this.allRowsCube;
  }

  idAt(position: number): number {
    return this.ids[position]!;
  }

  cardAt(position: number): JobCardRow | undefined {
    return this.cards[position];
  }

  /**
   * The score of each row of `rows` (-1 where `score` gives none), each distinct job scored once:
   * a score from 0 to 100, as "best match first" buckets them.
   */
  scoreRows(rows: readonly number[], score: (job: MatchJob) => number): Int8Array {
    const known = new Int16Array(this.matchJobs.length).fill(-2);
    const scores = new Int8Array(rows.length);
    for (let k = 0; k < rows.length; k++) {
      const sig = this.matchSignature[rows[k]!]!;
      if (sig < 0) {
        scores[k] = -1;
        continue;
      }
      let value = known[sig]!;
      if (value === -2) known[sig] = value = score(this.matchJobs[sig]!);
      scores[k] = value;
    }
    return scores;
  }

  professionName(code: string, locale: Locale): string {
    return this.professionNames.get(code)?.[locale] ?? code;
  }

  /** Sort keys of a row, for comparing rows of two indexes. */
  keysAt(position: number) {
    return {
      topOrder: this.topOrder[position]!,
      publishedAt: this.publishedAt[position]!,
      dayRate: this.dayRate[position]!,
      netBest: this.netBest[position]!,
      id: this.ids[position]!,
    };
  }

  /**
   * The rows matching every term (a term matches when one of its words does). A row carries the
   * stamp of the last term it matched in order; only rows that matched the previous term advance.
   */
  private matchTerms(terms: readonly SearchTerm[]): ArrayLike<number> {
    const first = this.nextStamp(terms.length);
    const mark = this.termMark;
    let rows: number[] = [];
    for (let t = 0; t < terms.length; t++) {
      const { word, prefix } = terms[t]!;
      const stamp = first + t;
      const from = lowerBound(this.words, word);
      let to = from;
      while (to < this.words.length && (prefix ? this.words[to]!.startsWith(word) : this.words[to] === word))
        to++;
      // One word of one term: its posting list is the answer (rows in ascending order, each once).
      if (terms.length === 1 && to - from === 1) return this.postings[from]!;
      for (let w = from; w < to; w++) {
        const list = this.postings[w]!;
        for (let k = 0; k < list.length; k++) {
          const i = list[k]!;
          if (mark[i] === stamp) continue;
          if (t === 0) {
            mark[i] = stamp;
            rows.push(i);
          } else if (mark[i] === stamp - 1) mark[i] = stamp;
        }
      }
    }
    const last = first + terms.length - 1;
    if (terms.length > 1) rows = rows.filter((i) => mark[i] === last);
    return rows;
  }

  /** Marks the rows with any of the technologies; returns the stamp they carry. */
  private markExpertise(ids: readonly number[]): { stamp: number; rows: number[] } {
    const stamp = this.nextStamp();
    const rows: number[] = [];
    for (const id of ids)
      for (const i of this.expertise.get(id) ?? []) {
        if (this.techMark[i] === stamp) continue;
        this.techMark[i] = stamp;
        rows.push(i);
      }
    return { stamp, rows };
  }
}

export interface CollectOptions {
  filter: JobFilter;
  terms: readonly SearchTerm[];
  expertiseIds: readonly number[] | null;
  sort: JobSort;
  limit: number;
  now: Date;
  hidden?: Uint8Array | undefined;
}

const cellKey = (c: Omit<CubeCell, 'count' | 'professionName'>) =>
  `${c.profession}\u0000${c.city}\u0000${c.legal}\u0000${c.language}\u0000${c.workplace}`;

/**
 * The order of the list: top order, then newest; newest; highest day rate, then newest; highest net
 * pay (ADR 120), then newest (missing values last).
 */
export function compareRows(sort: JobSort, a: SearchIndex, i: number, b: SearchIndex, j: number): number {
  const x = a.keysAt(i);
  const y = b.keysAt(j);
  const newest = byDesc(x.publishedAt, y.publishedAt) || y.id - x.id;
  if (sort === 'default') return x.topOrder - y.topOrder || newest;
  if (sort === 'rate') return byDesc(x.dayRate, y.dayRate) || newest;
  if (sort === 'net') return byDesc(x.netBest, y.netBest) || newest;
  return newest;
}

/**
 * A base index and the rows changed since it was built (a small index of their own): what one
 * instance searches. Changed rows are hidden in the base; pages merge both in order; cubes add up.
 */
export class SearchIndexLayers {
  private readonly hidden: Uint8Array | undefined;
  constructor(
    readonly base: SearchIndex,
    readonly changes: SearchIndex | null,
    changedIds: readonly number[],
  ) {
    if (changedIds.length) {
      this.hidden = new Uint8Array(base.size);
      for (const id of changedIds) {
        const at = base.positions.get(id);
        if (at !== undefined) this.hidden[at] = 1;
      }
    }
  }

  /**
   * One search: the ids of the requested page with their cards, and the facet cube of every match but
   * the facets.
   */
  search(options: Omit<CollectOptions, 'limit' | 'hidden'> & { page: number; size: number; locale: Locale }) {
    const { page, size, sort } = options;
    const limit = (page + 1) * size;
    const fromBase = this.base.collect({ ...options, limit, hidden: this.hidden });
    const fromChanges = this.changes?.collect({ ...options, limit });
    const merged: [SearchIndex, number][] = fromBase.rows.map((r) => [this.base, r]);
    if (fromChanges?.rows.length) {
      merged.push(...fromChanges.rows.map((r): [SearchIndex, number] => [this.changes!, r]));
      merged.sort(([a, i], [b, j]) => compareRows(sort, a, i, b, j));
    }
    return this.answer(merged.slice(page * size, limit), fromBase.cube, fromChanges?.cube, options.locale);
  }

  /**
   * One search in the order of a score of each job, highest first, the list's default order among
   * equal scores ("best match first", ADR 125): every matching row is scored (each distinct job once)
   * and bucketed by its score; only the page's cards are read.
   */
  searchByScore(
    options: Omit<CollectOptions, 'limit' | 'hidden' | 'sort'> & {
      page: number;
      size: number;
      locale: Locale;
    },
    /** A whole number from 0 to 100, or -1 for none (last). */
    score: (job: MatchJob) => number,
  ) {
    const { page, size } = options;
    const limit = (page + 1) * size;
    const all = { ...options, sort: 'default' as const, limit: Infinity };
    const fromBase = this.base.collect({ ...all, hidden: this.hidden });
    const fromChanges = this.changes?.collect(all);
    const buckets = (index: SearchIndex, rows: number[]) => {
      const scores = index.scoreRows(rows, score);
      const out = Array.from({ length: 102 }, () => [] as number[]);
      for (let k = 0; k < rows.length; k++) out[100 - scores[k]!]!.push(rows[k]!);
      return out;
    };
    const base = buckets(this.base, fromBase.rows);
    const changes = fromChanges?.rows.length ? buckets(this.changes!, fromChanges.rows) : null;
    const taken: [SearchIndex, number][] = [];
    for (let b = 0; b < 102 && taken.length < limit; b++) {
      const x = base[b]!;
      const y = changes?.[b] ?? [];
      // Both in the default order: merged as they come.
      let i = 0;
      let j = 0;
      while ((i < x.length || j < y.length) && taken.length < limit) {
        if (
          j >= y.length ||
          (i < x.length && compareRows('default', this.base, x[i]!, this.changes!, y[j]!) <= 0)
        )
          taken.push([this.base, x[i++]!]);
        else taken.push([this.changes!, y[j++]!]);
      }
    }
    return this.answer(taken.slice(page * size, limit), fromBase.cube, fromChanges?.cube, options.locale);
  }

  /** The page's ids and cards, and the facet cube of both layers. */
  private answer(
    pageRows: [SearchIndex, number][],
    baseCube: ReturnType<SearchIndex['collect']>['cube'],
    changesCube: ReturnType<SearchIndex['collect']>['cube'] | undefined,
    locale: Locale,
  ) {
    const ids = pageRows.map(([index, row]) => index.idAt(row));
    const cards = pageRows.map(([index, row]) => index.cardAt(row));
    const cells = new Map(baseCube);
    for (const [key, value] of changesCube ?? []) {
      const had = cells.get(key);
      cells.set(key, had ? { cell: had.cell, count: had.count + value.count } : value);
    }
    const cube: CubeCell[] = [...cells.values()].map(({ cell, count }) => ({
      ...cell,
      professionName: this.base.professionName(cell.profession, locale),
      count,
    }));
    return { ids, cards, cube };
  }
}

function levelMask(levels: readonly string[]): number {
  let mask = 0;
  for (const l of levels) {
    const bit = requiredLevels.indexOf(l as never);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
