import { eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';
import * as s from '../schema/index.ts';
import { RECRUITER_JOB_ID, recruiterJob, recruiterJobTitle } from '../../core/jobs/recruiter-job.ts';
import { bestNetCents, computeNetPay, currentTaxYear } from '../../core/jobs/net-pay.ts';
import { jobs } from './data/jobs.ts';
import { blogAuthors, blogPosts } from './data/blog.ts';
import { events } from './data/events.ts';
import { newsfeedLinks } from './data/newsfeed.ts';
import type { JobSeed } from './data/types.ts';
import { professions } from './professions.ts';
import { recruiterJobText } from './recruiter-job-text.ts';

const DAY = 86_400_000;
const COUNTRY_OF_CITY: Record<string, string> = { Praha: 'CZ', Wien: 'AT' };

/** The app setting that records when the demo data was loaded (ADR 130). */
const DEMO_MARKER = 'demo_data';

/** Empties every table of the portal (`npm run db:seed -- --reset`); the migrations stay applied. */
export async function emptyDatabase(db: Db): Promise<void> {
  await db.execute(sql`
    do $$ declare r record; begin
      for r in select tablename from pg_tables where schemaname = 'public' loop
        execute 'truncate table ' || quote_ident(r.tablename) || ' restart identity cascade';
      end loop;
    end $$;`);
}

/** Whether the database is new: no release has loaded its reference data (nor any data) yet. */
export async function isNewDatabase(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select (select count(*) from reference_row) + (select count(*) from profession) as n`,
  );
  return Number(row?.n ?? 0) === 0;
}

/** Whether the demo data was loaded (recorded since ADR 130; before that, its blog posts tell). */
export async function hasDemoData(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select (select count(*) from app_setting where key = ${DEMO_MARKER})
      + (select count(*) from blog_post where slug = ${blogPosts[0]?.slug ?? ''}) as n`,
  );
  return Number(row?.n ?? 0) > 0;
}

/**
 * Loads the demo data — jobs, blog authors, posts and tags, events and newsfeed links — over the
 * reference data (loadReferenceData), and records that it did. The portal's own recruiter job takes
 * RECRUITER_JOB_ID when that id is free.
 */
export async function seedDemoData(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const techId = new Map(
      (await tx.select({ id: s.expertise.id, name: s.expertise.name }).from(s.expertise)).map((t) => [
        t.name,
        t.id,
      ]),
    );
    const recruiterIdFree =
      (await tx.select({ id: s.job.id }).from(s.job).where(eq(s.job.id, RECRUITER_JOB_ID))).length === 0;
    const professionNames = new Map(professions.map((p) => [p.code, Object.values(p.name).join(' ')]));

    const recruiter = recruiterJob('sk', new Date(now.getTime() - 2 * DAY).toISOString());
    const allJobs: (JobSeed & { id?: number })[] = [
      {
        ...(recruiterIdFree ? { id: RECRUITER_JOB_ID } : {}),
        name: recruiterJobTitle.sk,
        language: 'sk',
        description: recruiterJobText.description,
        requirements: recruiterJobText.requirements,
        benefits: recruiterJobText.benefits,
        city: 'Bratislava',
        partner: recruiter.partner,
        profession: 'OTHER',
        requiredLevels: ['medior'],
        legalRelationType: 'contract',
        remoteOfficePercentage: recruiter.remoteOfficePercentage,
        hourlyRate: recruiter.hourlyRate ?? undefined,
        mdBudgetFrom: recruiter.mdBudgetFrom ?? undefined,
        mdBudgetTo: recruiter.mdBudgetTo ?? undefined,
        expertises: recruiter.expertises.map((e) => e.name),
        tags: recruiter.tags,
        publishedDaysAgo: 2,
        startInDays: 14,
        projectLengthInMonths: recruiter.projectLengthInMonths ?? undefined,
        extensionPossible: true,
        available: true,
        topOffer: true,
        topOrder: 5,
        responsibleHr: 'Zuzana Kováčová',
      },
      ...jobs,
    ];
    const taxYear = currentTaxYear(now);
    for (const [index, j] of allJobs.entries()) {
      const netPay = computeNetPay(
        {
          legalRelationType: j.legalRelationType,
          hourlyRate: j.hourlyRate ?? null,
          mdBudgetFrom: j.mdBudgetFrom ?? null,
          mdBudgetTo: j.mdBudgetTo ?? null,
          monthlySalaryFrom: j.monthlySalaryFrom ?? null,
          monthlySalaryTo: j.monthlySalaryTo ?? null,
        },
        taxYear,
      );
      const publishedAt = new Date(now.getTime() - j.publishedDaysAgo * DAY);
      const start = new Date(now.getTime() + j.startInDays * DAY);
      const [row] = await tx
        .insert(s.job)
        .values({
          ...(j.id ? { id: j.id } : {}),
          name: j.name,
          description: j.description,
          requirements: j.requirements,
          benefits: j.benefits,
          language: j.language,
          city: j.city,
          countryCode: COUNTRY_OF_CITY[j.city] ?? 'SK',
          partner: j.partner,
          professionCode: j.profession,
          requiredLevels: j.requiredLevels,
          tags: j.tags,
          legalRelationType: j.legalRelationType,
          remoteOfficePercentage: j.remoteOfficePercentage,
          hourlyRate: j.hourlyRate ?? null,
          mdBudgetFrom: j.mdBudgetFrom ?? null,
          mdBudgetTo: j.mdBudgetTo ?? null,
          monthlySalaryFrom: j.monthlySalaryFrom ?? null,
          monthlySalaryTo: j.monthlySalaryTo ?? null,
          status: 'published',
          available: j.available,
          publishedAt,
          validThrough: new Date(publishedAt.getTime() + 180 * DAY),
          jobStartDate: start.toISOString().slice(0, 10),
          projectLengthInMonths: j.projectLengthInMonths ?? null,
          extensionPossible: j.extensionPossible,
          topOffer: j.topOffer,
          topOrder: j.topOrder,
          responsibleHrName: j.responsibleHr,
          views: 40 + ((index * 37) % 400),
          candidatesCount: (index * 7) % 23,
          searchTerms: [...j.expertises, ...j.tags, professionNames.get(j.profession) ?? ''].join(' '),
          netPay,
          netPayBest: bestNetCents(netPay),
        })
        .returning({ id: s.job.id });
      if (j.id)
        await tx.execute(sql`select setval(pg_get_serial_sequence('job', 'id'), (select max(id) from job))`);
      const ids = j.expertises.map((name) => techId.get(name)).filter((id): id is number => id !== undefined);
      if (row && ids.length) {
        await tx.insert(s.jobExpertise).values(ids.map((expertiseId) => ({ jobId: row.id, expertiseId })));
      }
    }

    const authors = await tx.insert(s.blogAuthor).values(blogAuthors).returning();
    const categories = await tx.select().from(s.blogCategory);
    const tagNames = [...new Set(blogPosts.flatMap((p) => p.tags))];
    // A database that has lived may have some of the tags already.
    await tx
      .insert(s.blogTag)
      .values(tagNames.map((name) => ({ name })))
      .onConflictDoNothing();
    const tags = await tx.select().from(s.blogTag).where(inArray(s.blogTag.name, tagNames));
    for (const p of blogPosts) {
      const [post] = await tx
        .insert(s.blogPost)
        .values({
          slug: p.slug,
          language: p.language,
          title: p.title,
          excerpt: p.excerpt,
          content: p.content,
          authorId: authors.find((a) => a.slug === p.authorSlug)?.id ?? null,
          categoryId: categories.find((c) => c.slug === p.categorySlug)?.id ?? null,
          draft: p.draft,
          accessKey: p.draft ? `preview-${p.slug}` : null,
          publishedAt: new Date(now.getTime() - p.publishedDaysAgo * DAY),
        })
        .returning({ id: s.blogPost.id });
      const tagIds = tags.filter((t) => p.tags.includes(t.name)).map((t) => t.id);
      if (post && tagIds.length)
        await tx.insert(s.blogPostTag).values(tagIds.map((tagId) => ({ postId: post.id, tagId })));
    }
    for (const p of blogPosts.filter((b) => b.translationOf))
      await tx.execute(
        sql`update blog_post set translation_of = (select id from blog_post where slug = ${p.translationOf}) where slug = ${p.slug}`,
      );

    await tx.insert(s.event).values(
      events.map((e) => {
        const day = new Date(now.getTime() + e.startInDays * DAY);
        day.setUTCHours(e.startHour - 1, 0, 0, 0);
        return {
          uid: e.uid,
          language: e.language,
          name: e.name,
          description: e.description,
          isOnline: e.isOnline,
          url: e.url,
          ticketUrl: e.ticketUrl ?? null,
          priceCents: e.price === undefined ? null : Math.round(e.price * 100),
          startAt: day,
          endAt: new Date(day.getTime() + e.durationHours * 3_600_000),
          organizerName: e.organizer.name,
          organizerUrl: e.organizer.url,
          organizerDescription: e.organizer.description,
          locationName: e.location?.name ?? null,
          canceledAt: e.canceled ? new Date(now.getTime() - DAY) : null,
        };
      }),
    );

    await tx.insert(s.newsfeedLink).values(
      newsfeedLinks.map((l) => ({
        url: l.url,
        title: l.title,
        siteName: l.siteName,
        language: l.language,
        published: true,
        publishedAt: new Date(now.getTime() - l.publishedDaysAgo * DAY),
      })),
    );
    await tx.insert(s.appSetting).values({ key: DEMO_MARKER, value: { loadedAt: now.toISOString() } });
  });
}
