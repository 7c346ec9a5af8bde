import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { requiredLevels } from '../../../contracts/enums.ts';
import type { Facet, JobSearchRequest, JobSearchResponse } from '../../../contracts/jobs.ts';
import { JOB_NET_MIN_MAX } from '../../../contracts/job-constants.ts';
import { P, jobSearchToParams, matchSortOptions, sortOptions } from './search-params.ts';

/** Pay range inputs: hourly rate and monthly salary, each from and to (EUR). */
const PAY_FIELDS = [
  { name: 'rateMin', max: 1000, step: 1 },
  { name: 'rateMax', max: 1000, step: 1 },
  { name: 'salaryMin', max: 100000, step: 100 },
  { name: 'salaryMax', max: 100000, step: 100 },
] as const;

const fieldset = 'border-t border-slate-200 pt-4';
const legend = 'mb-2 text-sm font-semibold text-ink';
const input =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-500 focus:border-brand-500';

/**
 * A facet's choices as checkboxes: a list with counts in the filter panel, or (`pills`) a row of
 * toggle pills for short choices that stay visible on every screen, also on phones.
 */
function CheckboxGroup({
  name,
  title,
  facet,
  selected,
  pills = false,
}: {
  name: string;
  title: string;
  facet: Facet;
  selected: readonly string[];
  pills?: boolean;
}) {
  const values = [...facet.map((f) => f.value), ...selected.filter((s) => !facet.some((f) => f.value === s))];
  if (!values.length) return null;
  return (
    <fieldset className={pills ? undefined : fieldset}>
      <legend className={legend}>{title}</legend>
      <ul className={pills ? 'flex flex-wrap gap-2' : 'space-y-1.5'}>
        {values.map((value, index) => {
          const f = facet.find((x) => x.value === value);
          // Values such as city names carry spaces and diacritics, which ids may not.
          const id = `f-${name}-${index}`;
          const box = (
            <input
              id={id}
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={selected.includes(value)}
              className="size-4 rounded border-slate-400 accent-brand-700"
            />
          );
          const count =
            f && f.count >= 0 ? <span className="text-slate-600 tabular-nums">{f.count}</span> : null;
          return pills ? (
            <li key={value}>
              <label
                htmlFor={id}
                className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800 hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900"
              >
                {box}
                {f?.displayString ?? value}
                {count}
              </label>
            </li>
          ) : (
            <li key={value} className="flex items-center gap-2 text-sm">
              {box}
              <label htmlFor={id} className="flex flex-1 justify-between gap-2 text-slate-800">
                <span>{f?.displayString ?? value}</span>
                {count}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** Search and filters as a GET form: works without JavaScript; with it, every change applies at once. */
export function JobFilters({
  search,
  result,
  canMatch = false,
}: {
  search: JobSearchRequest;
  result: JobSearchResponse;
  /** A signed-in candidate: "best match first" is offered (ADR 121). */
  canMatch?: boolean;
}) {
  const { t } = useTranslation('jobs');
  const { t: ts, i18n } = useTranslation('search');
  const locale = i18n.language;
  const submit = useSubmit();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  // Whether the filters disclosure is open on small screens; kept while the form re-mounts per search.
  const [open, setOpen] = useState(false);
  const f = search.filter;
  const key = jobSearchToParams({ ...search, page: 0 }).toString();
  // Every narrowing filter the drawer holds (the sort order narrows nothing): its summary shows the number.
  const active =
    (f.workplaces?.length ?? 0) +
    (f.languages?.length ?? 0) +
    (f.netMin !== undefined ? 1 : 0) +
    (f.professions?.length ?? 0) +
    (f.cities?.length ?? 0) +
    (f.legalRelationTypes?.length ?? 0) +
    (f.requiredLevels?.length ?? 0) +
    (f.expertises?.length ?? 0) +
    PAY_FIELDS.filter((field) => f[field.name] !== undefined).length;

  useEffect(() => {
    // Keep the typed query in the box when the URL changes through the back button.
    const q = formRef.current?.elements.namedItem(P.query);
    if (q instanceof HTMLInputElement) q.value = f.query ?? '';
  }, [f.query]);

  const onChange = (event: React.ChangeEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    if (target.type === 'text' || target.type === 'search' || target.type === 'number') return;
    submit(event.currentTarget, { preventScrollReset: true });
  };
  const loadSuggestions = async (value: string) => {
    if (value.trim().length < 1) return;
    const response = await fetch(`/api/expertises?name=${encodeURIComponent(value)}`);
    if (response.ok) setSuggestions(((await response.json()) as { name: string }[]).map((e) => e.name));
  };
  const removeExpertise = (name: string) => {
    const params = jobSearchToParams({
      ...search,
      page: 0,
      filter: { ...f, expertises: f.expertises?.filter((e) => e !== name) },
    });
    return `${location.pathname}?${params.toString()}`;
  };

  return (
    <Form
      noValidate
      ref={formRef}
      method="get"
      role="search"
      aria-label={t('filters.label')}
      onChange={onChange}
      key={key}
      className="space-y-4"
      preventScrollReset
    >
      <div>
        <label htmlFor="job-query" className={legend}>
          {t('filters.query')}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id="job-query"
            type="search"
            name={P.query}
            defaultValue={f.query ?? ''}
            placeholder={t('filters.queryPlaceholder')}
            className={input}
            maxLength={200}
          />
          <button
            type="submit"
            className="inline-flex items-center rounded-md bg-brand-700 px-3 text-white hover:bg-brand-800"
            aria-label={t('filters.submit')}
          >
            <Search className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      {/* On a phone or tablet the results come first: everything but the search box is in this drawer
          (a disclosure, so it opens without JavaScript too), its summary naming the active filters. */}
      <details className="filters-panel" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink">
          <span className="inline-flex items-center gap-2">
            <SlidersHorizontal className="size-4" aria-hidden />
            {t('filters.more')}
          </span>
          {active ? (
            <span
              className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white"
              data-testid="active-filters"
            >
              <span aria-hidden>{active}</span>
              <span className="sr-only">{t('filters.active', { count: active })}</span>
            </span>
          ) : null}
        </summary>
        <div className="space-y-4 pt-4 lg:pt-0">
          <div>
            <label htmlFor="job-sort" className={legend}>
              {t('filters.sort')}
            </label>
            <select id="job-sort" name={P.sort} defaultValue={search.sort} className={`${input} mt-2`}>
              {(canMatch ? matchSortOptions : sortOptions).map((s) => (
                <option key={s} value={s}>
                  {t(`sort.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="job-netMin" className={legend}>
              {t('filters.netMin')}
            </label>
            <input
              id="job-netMin"
              name={P.netMin}
              type="number"
              min={0}
              max={JOB_NET_MIN_MAX}
              step={100}
              defaultValue={f.netMin ?? ''}
              className={`${input} mt-2`}
            />
          </div>
          <CheckboxGroup
            pills
            name={P.workplace}
            title={ts('filters.workplace')}
            facet={result.filters.workplaces}
            selected={f.workplaces ?? []}
          />
          <CheckboxGroup
            pills
            name={P.language}
            title={ts('filters.language')}
            facet={result.filters.languages}
            selected={f.languages ?? []}
          />
          <CheckboxGroup
            name={P.profession}
            title={t('filters.profession')}
            facet={result.filters.professions}
            selected={f.professions ?? []}
          />
          <CheckboxGroup
            name={P.city}
            title={t('filters.city')}
            facet={result.filters.cities}
            selected={f.cities ?? []}
          />
          <CheckboxGroup
            name={P.type}
            title={t('filters.legalRelationType')}
            facet={result.filters.legalRelationTypes}
            selected={f.legalRelationTypes ?? []}
          />
          <CheckboxGroup
            name={P.level}
            title={t('filters.level')}
            facet={requiredLevels.map((l) => ({ value: l, displayString: t(`level.${l}`), count: -1 }))}
            selected={f.requiredLevels ?? []}
          />
          <fieldset className={fieldset}>
            <legend className={legend}>{t('filters.expertise')}</legend>
            {f.expertises?.length ? (
              <ul className="mb-2 flex flex-wrap gap-1.5">
                {f.expertises.map((e) => (
                  <li key={e}>
                    <input type="hidden" name={P.expertise} value={e} />
                    <Link
                      to={removeExpertise(e)}
                      preventScrollReset
                      className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800 no-underline ring-1 ring-brand-200"
                      aria-label={t('filters.removeExpertise', { name: e })}
                    >
                      {e}
                      <X className="size-3" aria-hidden />
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {result.expertiseMatches?.length ? (
              <ul className="mb-2 space-y-1 text-xs text-slate-700" aria-live="polite">
                {result.expertiseMatches.map((m) => (
                  <li key={m.typed}>
                    {m.matched.length
                      ? ts('filters.expertiseMatched', {
                          typed: m.typed,
                          names: new Intl.ListFormat(locale, { type: 'disjunction' }).format(m.matched),
                        })
                      : ts('filters.expertiseUnmatched', { typed: m.typed })}
                  </li>
                ))}
              </ul>
            ) : null}
            <label htmlFor="job-expertise" className="sr-only">
              {t('filters.addExpertise')}
            </label>
            <input
              id="job-expertise"
              type="text"
              name={P.expertise}
              list="expertise-suggestions"
              placeholder={t('filters.expertisePlaceholder')}
              className={input}
              autoComplete="off"
              onInput={(e) => void loadSuggestions(e.currentTarget.value)}
            />
            <datalist id="expertise-suggestions">
              {suggestions.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          </fieldset>
          <fieldset className={fieldset}>
            <legend className={legend}>{t('filters.pay')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {PAY_FIELDS.map((field) => (
                <div key={field.name}>
                  <label htmlFor={`job-${field.name}`} className="text-xs text-slate-700">
                    {t(`filters.${field.name}`)}
                  </label>
                  <input
                    id={`job-${field.name}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={field.max}
                    step={field.step}
                    name={P[field.name]}
                    defaultValue={f[field.name] ?? ''}
                    className={input}
                  />
                </div>
              ))}
            </div>
          </fieldset>
          <div className="flex items-center gap-3 border-t border-slate-200 pt-4">
            <button
              type="submit"
              // On a phone the drawer closes on apply, so the results it brings are in view.
              onClick={() => setOpen(false)}
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('filters.apply')}
            </button>
            <Link to={location.pathname} className="text-sm font-medium">
              {t('filters.reset')}
            </Link>
          </div>
        </div>
      </details>
    </Form>
  );
}
