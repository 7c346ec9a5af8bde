import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/**
 * A backend developer's CV for the match tests (ADR 121): Kotlin 5–10 years (six years of
 * employment), PostgreSQL 1 year, native Slovak. Jobs asking for Kotlin match it well, PostgreSQL
 * alone less, other technologies hardly.
 */
export const KOTLIN_CV = {
  employments: [
    {
      company: 'Firma s. r. o.',
      position: { sk: 'Vývojár' },
      from: '2018-01',
      to: '2023-12-31',
      technologies: ['Kotlin'],
    },
  ],
  languages: [{ language: 'Slovenčina', level: 'native' }],
  technologies: [
    { name: 'Kotlin', years: '5-10', specialization: true },
    { name: 'PostgreSQL', years: '1', specialization: false },
  ],
};

/**
 * A CV of the two technologies the most published jobs ask for (5–10 and 2 years) and English at C1:
 * one that the seeded jobs recommend to.
 */
export async function commonTechnologiesCv(db: Db) {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select e.name from job_expertise je join expertise e on e.id = je.expertise_id
      join job j on j.id = je.job_id where j.status = 'published'
      group by e.name order by count(*) desc, e.name limit 2`,
  );
  return {
    languages: [{ language: 'English', level: 'C1' }],
    technologies: rows.map((r, i) => ({ name: r.name, years: i ? '2' : '5-10', specialization: !i })),
  };
}
