import { useState } from 'react';
import type { CvDocument, CvLanguage } from '../../../contracts/cv.ts';
import { sectionLimit, type CvImportPreview } from '../../../contracts/cv-import.ts';
import { textIn } from '../../../contracts/cv-sheet.ts';
import { formatDate } from '../../../contracts/dates.ts';
import { useLocale } from '../layout/use-locale.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { useAsyncStatus } from '../../components/ui/use-async-status.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useApiFetch } from '../../lib/use-api.ts';

const SECTIONS = [
  'employments',
  'educations',
  'technologies',
  'languages',
  'certificates',
  'references',
] as const;
type Section = (typeof SECTIONS)[number];

/**
 * Import from a LinkedIn data export (ZIP) or a JSON Resume: the server reads it, the preview shows
 * what it found per section, and each section is added to or replaces the editor's (then saved as usual).
 * The imported texts become versions in `language`, the editor's language tab.
 */
export function CvImport({
  cv,
  onChange,
  language,
}: {
  cv: CvDocument;
  onChange: (cv: CvDocument) => void;
  language: CvLanguage;
}) {
  const { t } = useTranslation('cv');
  const apiFetch = useApiFetch();
  const read = useAsyncStatus<string>();
  const [preview, setPreview] = useState<CvImportPreview | null>(null);

  const load = (file: File, kind: 'linkedin' | 'json-resume') =>
    read.run(async () => {
      try {
        if (kind === 'linkedin') {
          const body = new FormData();
          body.append('file', file);
          setPreview(
            await apiFetch<CvImportPreview>(`/api/candidates/my/cv/import/linkedin?language=${language}`, {
              method: 'POST',
              body,
            }),
          );
        } else {
          let json: unknown;
          try {
            json = JSON.parse(await file.text());
          } catch {
            throw t('import.notJson');
          }
          setPreview(
            await apiFetch<CvImportPreview>(`/api/candidates/my/cv/import/json-resume?language=${language}`, {
              method: 'POST',
              json,
            }),
          );
        }
      } catch (error) {
        throw isApiError(error)
          ? (Object.values(error.fieldErrors ?? {}).flat()[0] ?? error.message)
          : typeof error === 'string'
            ? error
            : t('editor.saveFailed');
      }
    });

  const apply = (section: Section, mode: 'merge' | 'replace') => {
    if (!preview) return;
    // A language without a level gets an empty one: the editor asks for it before the section saves.
    const entries: unknown[] =
      section === 'languages'
        ? preview.languages.map((l) => ({ ...l, level: l.level ?? '' }))
        : preview[section];
    const merged =
      section === 'technologies' && mode === 'merge'
        ? [
            ...cv.technologies,
            ...preview.technologies.filter(
              (x) => !cv.technologies.some((y) => y.name.toLowerCase() === x.name.toLowerCase()),
            ),
          ]
        : mode === 'merge'
          ? [...(cv[section] as unknown[]), ...entries]
          : entries;
    onChange({ ...cv, [section]: merged });
  };
  /** Profile.csv's headline and summary, JSON Resume's label and summary: offered for position and bio. */
  const takeText = (field: 'position' | 'bio') => {
    if (preview?.[field][language])
      onChange({ ...cv, [field]: { ...cv[field], [language]: preview[field][language] } });
  };

  return (
    <section
      aria-labelledby="cv-import-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="cv-import-title" className="text-lg font-semibold text-ink">
        {t('import.title')}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-slate-600">{t('import.intro')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-medium text-slate-800">
          {t('import.linkedin')}
          <input
            type="file"
            accept=".zip,application/zip"
            className="mt-1.5 block w-full text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void load(file, 'linkedin');
            }}
          />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {t('import.jsonResume')}
          <input
            type="file"
            accept=".json,application/json"
            className="mt-1.5 block w-full text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void load(file, 'json-resume');
            }}
          />
        </label>
      </div>
      <p role="status" aria-live="polite" className="mt-2 text-sm text-slate-600">
        {read.status === 'loading' ? t('import.reading') : null}
      </p>
      {read.status === 'fail' ? <FormAlert tone="error">{read.error}</FormAlert> : null}
      {preview ? (
        <div className="mt-4 space-y-3" data-testid="cv-import-preview">
          <h3 className="font-semibold text-ink">{t('import.previewTitle')}</h3>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {(['position', 'bio'] as const)
              .filter((field) => preview[field][language])
              .map((field) => (
                <li key={field} className="space-y-2 p-3">
                  <span className="font-medium text-ink">{t(`import.${field}`)}</span>
                  <p className="line-clamp-4 text-sm break-words whitespace-pre-line text-slate-700">
                    {preview[field][language]}
                  </p>
                  <Button type="button" size="sm" variant="secondary" onClick={() => takeText(field)}>
                    {t('import.use')}
                  </Button>
                </li>
              ))}
            {SECTIONS.filter((s) => preview[s].length > 0).map((section) => (
              <li key={section} className="space-y-2 p-3">
                <span className="block">
                  <span className="font-medium text-ink">{t(`editor.${section}.title`)}</span>{' '}
                  <span className="text-sm text-slate-600">
                    {t('import.found', { count: preview[section].length })}
                  </span>
                  {preview.omitted?.[section] ? (
                    <span className="block text-sm text-amber-900">
                      {t('import.omitted', {
                        count: preview.omitted[section],
                        max: sectionLimit(section),
                      })}
                    </span>
                  ) : null}
                </span>
                <PreviewEntries preview={preview} section={section} language={language} />
                <span className="flex flex-wrap gap-2">
                  <Button type="button" size="sm" variant="secondary" onClick={() => apply(section, 'merge')}>
                    {t('import.merge')}
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => apply(section, 'replace')}>
                    {t('import.replace')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          {preview.notImported.length ? (
            <p className="text-sm text-slate-700">
              <span className="font-medium">{t('import.notImported')}</span>{' '}
              {preview.notImported
                .map((n) =>
                  n.count
                    ? `${t(`import.sections.${n.section}`)} (${n.count})`
                    : t(`import.sections.${n.section}`),
                )
                .join(', ')}
            </p>
          ) : null}
          <p className="text-sm text-slate-600">{t('import.thenSave')}</p>
        </div>
      ) : null}
    </section>
  );
}

/** The entries of one section of a preview, each on a line as the candidate will recognise it. */
function PreviewEntries({
  preview,
  section,
  language,
}: {
  preview: CvImportPreview;
  section: Section;
  language: CvLanguage;
}) {
  const { t } = useTranslation('cv');
  const text = (value: Parameters<typeof textIn>[0]) => textIn(value, language) ?? '';
  const { locale } = useLocale();
  // In the reader's interface language; a year alone stays a year.
  const when = (value: string) =>
    value.length === 4 ? value : formatDate(locale, value.slice(0, 7), 'monthYear');
  const period = (from: string | null, to: string | null) =>
    from ? `${when(from)} – ${to ? when(to) : t('import.present')}` : to ? when(to) : '';
  const lines: { key: string; main: string; detail?: string | undefined; warn?: string | undefined }[] =
    section === 'employments'
      ? preview.employments.map((e, i) => ({
          key: `${i}`,
          main: `${text(e.position)} · ${e.company}`,
          detail: period(e.from, e.to),
        }))
      : section === 'educations'
        ? preview.educations.map((e, i) => ({
            key: `${i}`,
            main: [text(e.diploma), text(e.school), text(e.faculty)].filter(Boolean).join(' · '),
            detail: period(e.from, e.to) || undefined,
          }))
        : section === 'certificates'
          ? preview.certificates.map((c, i) => ({
              key: `${i}`,
              main: text(c.name),
              detail: text(c.description) || undefined,
            }))
          : section === 'languages'
            ? preview.languages.map((l, i) => ({
                key: `${i}`,
                main: l.language,
                detail: l.level ? t(`editor.levels.${l.level}`) : undefined,
                warn: l.level ? undefined : t('import.levelMissing'),
              }))
            : section === 'references'
              ? preview.references.map((r, i) => ({
                  key: `${i}`,
                  main: r.link,
                  detail: text(r.description) || undefined,
                }))
              : [];
  if (section === 'technologies')
    return (
      <div className="space-y-1">
        <ul className="flex flex-wrap gap-1.5" aria-label={t('editor.technologies.title')}>
          {preview.technologies.map((x) => (
            <li key={x.name} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
              {x.name}
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-600">{t('import.yearsMissing')}</p>
      </div>
    );
  return (
    <ul className="space-y-1 text-sm">
      {lines.map((line) => (
        <li key={line.key} className="break-words">
          <span className="text-ink">{line.main}</span>
          {line.detail ? <span className="text-slate-600"> · {line.detail}</span> : null}
          {line.warn ? <span className="block text-amber-900">{line.warn}</span> : null}
        </li>
      ))}
    </ul>
  );
}
