import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CvInLanguage, CvLanguage, SharedCv } from '../../../contracts/cv.ts';
import { cvSheetLabels, formatCvPeriod, type CvSheetCatalog } from '../../../contracts/cv-sheet.ts';
import { ExperienceChart } from './experience-chart.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`cv-${id}`} className="border-t border-slate-200 pt-6">
      <h2 id={`cv-${id}`} className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Paragraphs({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <>
      {text.split(/\n{2,}/).map((p, i) => (
        <p key={i} className="mt-2 leading-relaxed whitespace-pre-line text-slate-700">
          {p}
        </p>
      ))}
    </>
  );
}

/** A CV as a sheet in its own language: headings, periods, levels and the chart (docs/product/screens-and-routes.md cv-show). */
export function CvSheet({
  shared,
  cv,
  language,
  labels,
}: {
  shared: Omit<SharedCv, 'cv'>;
  cv: CvInLanguage;
  language: CvLanguage;
  /** The sheet's labels in the CV's language (`locales/<language>/cv-sheet.json`, from the loader). */
  labels: CvSheetCatalog;
}) {
  const l = cvSheetLabels(language, labels);
  const { person } = shared;
  const specializations = cv.technologies.filter((t) => t.specialization);
  const others = cv.technologies.filter((t) => !t.specialization);
  return (
    <article lang={language} aria-labelledby="cv-name" className="space-y-6">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
        {shared.photoUrl ? (
          <img
            src={shared.photoUrl}
            alt=""
            width={112}
            height={112}
            className="size-28 shrink-0 rounded-full object-cover"
          />
        ) : null}
        <div>
          <h1 id="cv-name" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {person.firstName} {person.lastName}
          </h1>
          {cv.position ? <p className="mt-1 text-lg text-slate-700">{cv.position}</p> : null}
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600" aria-label={l.contact}>
            {person.city ? (
              <li className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden /> {person.city}
              </li>
            ) : null}
            {person.email ? (
              <li className="inline-flex items-center gap-1">
                <Mail className="size-4" aria-hidden /> <a href={`mailto:${person.email}`}>{person.email}</a>
              </li>
            ) : null}
            {person.phone ? (
              <li className="inline-flex items-center gap-1">
                <Phone className="size-4" aria-hidden />{' '}
                <a href={`tel:${person.phone.replace(/\s/g, '')}`}>{person.phone}</a>
              </li>
            ) : null}
          </ul>
        </div>
      </header>
      {cv.bio ? (
        <Section id="profile" title={l.profile}>
          <Paragraphs text={cv.bio} />
        </Section>
      ) : null}
      {cv.employments.length ? (
        <Section id="employments" title={l.employments}>
          <ol className="space-y-5">
            {cv.employments.map((e, i) => (
              <li key={i}>
                <h3 className="font-semibold text-ink">
                  {e.position} · {e.company}
                </h3>
                <p className="text-sm text-slate-600">{formatCvPeriod(language, e.from, e.to, l.present)}</p>
                <Paragraphs text={e.description} />
                {e.technologies.length ? (
                  <p className="mt-2 text-sm text-slate-600">{e.technologies.join(', ')}</p>
                ) : null}
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      {shared.experience?.length ? (
        <Section id="experience" title={l.experience}>
          <ExperienceChart
            rows={shared.experience}
            labels={{
              title: l.experience,
              caption: l.experienceCaption,
              technology: l.technology,
              years: l.yearsColumn,
              format: l.yearsShort,
            }}
          />
        </Section>
      ) : null}
      {cv.educations.length ? (
        <Section id="educations" title={l.educations}>
          <ol className="space-y-5">
            {cv.educations.map((e, i) => (
              <li key={i}>
                <h3 className="font-semibold text-ink">
                  {e.diploma} · {e.school}
                </h3>
                {e.faculty ? <p className="text-sm text-slate-700">{e.faculty}</p> : null}
                <p className="text-sm text-slate-600">{formatCvPeriod(language, e.from, e.to, l.present)}</p>
                <Paragraphs text={e.description} />
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      {cv.technologies.length ? (
        <Section id="technologies" title={l.technologies}>
          {specializations.length ? (
            <>
              <h3 className="text-sm font-semibold text-slate-700">{l.specializations}</h3>
              <ul className="mt-2 mb-4 flex flex-wrap gap-2">
                {specializations.map((t) => (
                  <li key={t.name} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
                    {t.name} · {l.years[t.years]}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <ul className="flex flex-wrap gap-2">
            {others.map((t) => (
              <li key={t.name} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {t.name} · {l.years[t.years]}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {cv.languages.length ? (
        <Section id="languages" title={l.languages}>
          <ul className="space-y-1">
            {cv.languages.map((x, i) => (
              <li key={i}>
                <span className="font-medium text-ink">{x.language}</span> – {l.levels[x.level]}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {cv.certificates.length ? (
        <Section id="certificates" title={l.certificates}>
          <ul className="space-y-3">
            {cv.certificates.map((c, i) => (
              <li key={i}>
                <span className="font-medium text-ink">{c.name}</span>
                <Paragraphs text={c.description} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {cv.references.length ? (
        <Section id="references" title={l.references}>
          <ul className="space-y-3">
            {cv.references.map((r, i) => (
              <li key={i}>
                <a href={r.link} rel="nofollow noopener noreferrer" className="break-all">
                  {r.link}
                </a>
                <Paragraphs text={r.description} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </article>
  );
}
