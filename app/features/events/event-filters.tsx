import { CalendarPlus, Rss } from 'lucide-react';
import { Form, Link } from 'react-router';
import { locales } from '../../../contracts/enums.ts';
import type { EventListQuery } from '../../../contracts/events.ts';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { ALL_LANGUAGES, type WithListLanguage } from '../../lib/list-language.ts';
import { useLocale } from '../layout/use-locale.ts';

/** The list's address with `query` (empty values left out). */
export function eventsHref(
  href: (path: string) => string,
  query: Partial<Record<keyof EventListQuery, unknown>>,
) {
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '' && v !== false)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return href(search ? `/events?${search}` : '/events');
}

/** Upcoming or past events, as two links; keeps the other filters. */
export function EventTabs({ query }: { query: WithListLanguage<EventListQuery> }) {
  const { t } = useTranslation('events');
  const { locale, href } = useLocale();
  const base = { online: query.online, language: query.language === locale ? undefined : query.language };
  const tab = (past: boolean, label: string) => {
    const current = Boolean(query.past) === past;
    return (
      <Link
        to={eventsHref(href, { ...base, past: past || undefined })}
        aria-current={current ? 'page' : undefined}
        className={`rounded-full px-4 py-1.5 text-sm font-medium no-underline ${
          current ? 'bg-white text-brand-900 shadow' : 'text-white hover:bg-white/10'
        }`}
      >
        {label}
      </Link>
    );
  };
  return (
    <nav aria-label={t('index.tabsLabel')} className="mt-6 inline-flex gap-1 rounded-full bg-white/10 p-1">
      {tab(false, t('index.upcoming'))}
      {tab(true, t('index.past'))}
    </nav>
  );
}

/** Format (online / on site) and language of the events, as a GET form that works without scripts. */
export function EventFilters({ query }: { query: WithListLanguage<EventListQuery> }) {
  const { t } = useTranslation('events');
  const { locale, href } = useLocale();
  const filtered = query.online !== undefined || query.language !== locale;
  return (
    <Form
      noValidate
      method="get"
      action={href('/events')}
      role="search"
      aria-label={t('filters.label')}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      {query.past ? <input type="hidden" name="past" value="true" /> : null}
      <Select
        id="filter-online"
        name="online"
        label={t('filters.format')}
        placeholder={t('filters.anyFormat')}
        defaultValue={query.online === undefined ? '' : String(query.online)}
        options={[
          { value: 'true', label: t('filters.onlineOnly') },
          { value: 'false', label: t('filters.onsiteOnly') },
        ]}
      />
      <Select
        id="filter-language"
        name="language"
        label={t('filters.language')}
        defaultValue={query.language}
        options={[
          { value: ALL_LANGUAGES, label: t('filters.allLanguages') },
          ...locales.map((l) => ({ value: l, label: t(`languageName.${l}`) })),
        ]}
      />
      <Button type="submit">{t('filters.submit')}</Button>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm sm:col-span-3">
        {filtered ? <Link to={eventsHref(href, { past: query.past })}>{t('filters.reset')}</Link> : null}
        <Link
          to={href('/events/new')}
          className="inline-flex items-center gap-1.5 font-medium text-brand-800 no-underline hover:underline"
        >
          <CalendarPlus className="size-4" aria-hidden /> {t('index.submitCta')}
        </Link>
        <a
          href={locale === 'sk' ? '/events.ics' : `/${locale}/events.ics`}
          className="inline-flex items-center gap-1.5 text-slate-700 no-underline hover:text-brand-800 sm:ml-auto"
          type="text/calendar"
        >
          <Rss className="size-4 text-orange-600" aria-hidden /> {t('index.subscribe')}
        </a>
      </div>
    </Form>
  );
}
