import type { ExperienceRow } from '../../contracts/cv.ts';

/** What the chart needs of an employment: its period and technologies. */
export interface ExperiencePeriod {
  from: string;
  /** null: "present". */
  to: string | null;
  technologies: readonly string[];
}

const DAY = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The first day of a period (`YYYY-MM` and `YYYY` are their first day). */
const startOf = (from: string) =>
  dayOf(from.length === 4 ? `${from}-01-01` : from.length === 7 ? `${from}-01` : from);
/** The day after a period ends: a year or a month runs to its last day, a day includes itself. */
function endOf(to: string): number {
  if (to.length === 4) return Date.UTC(Number(to) + 1, 0, 1);
  if (to.length === 7) {
    const [year, month] = to.split('-').map(Number) as [number, number];
    return Date.UTC(year, month, 1);
  }
  return dayOf(to) + DAY;
}

/**
 * Years of practice per technology from employment periods (docs/product/overview-and-users.md, docs/product/screens-and-routes.md): overlapping periods with
 * the same technology count once, "present" runs up to `today`, and nothing counts after today.
 * Technologies are matched case-insensitively (the first spelling is kept); rows are sorted by
 * years, longest first, with one decimal.
 */
export function computeExperience(periods: readonly ExperiencePeriod[], today: string): ExperienceRow[] {
  const limit = dayOf(today) + DAY;
  const byTechnology = new Map<string, { name: string; spans: [number, number][] }>();
  for (const period of periods) {
    const start = startOf(period.from);
    const end = Math.min(period.to ? endOf(period.to) : limit, limit);
    if (!(end > start)) continue;
    for (const raw of period.technologies) {
      const name = raw.trim();
      if (!name) continue;
      const key = name.toLocaleLowerCase('en');
      const entry = byTechnology.get(key) ?? { name, spans: [] };
      entry.spans.push([start, end]);
      byTechnology.set(key, entry);
    }
  }
  const rows: ExperienceRow[] = [];
  for (const { name, spans } of byTechnology.values()) {
    spans.sort((a, b) => a[0] - b[0]);
    let days = 0;
    let [from, to] = spans[0]!;
    for (const [start, end] of spans.slice(1)) {
      if (start <= to) to = Math.max(to, end);
      else {
        days += (to - from) / DAY;
        [from, to] = [start, end];
      }
    }
    days += (to - from) / DAY;
    rows.push({ technology: name, years: Math.round((days / 365.25) * 10) / 10 });
  }
  return rows.sort((a, b) => b.years - a.years || a.technology.localeCompare(b.technology, 'en'));
}
