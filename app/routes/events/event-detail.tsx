import {
  ArrowLeft,
  Ban,
  CalendarDays,
  Download,
  ExternalLink,
  Eye,
  Globe,
  MapPin,
  Ticket,
} from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { eventPriceText } from '../../../core/events/event-price.ts';
import { eventTimeRange } from '../../features/events/event-time.ts';
import { useLocale } from '../../features/layout/use-locale.ts';
import { SaveButton } from '../../features/saved/save-button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './event-detail.server.ts';

export { loader } from './event-detail.server.ts';
export const handle = { appBar: 'solid' };
export const meta = routeMeta;

/** An event (docs/product/screens-and-routes.md event-detail): when and where, description, organiser, tickets, add to calendar. */
export default function EventDetailPage() {
  const { event, saved, ended, calendar } = useLoaderData<typeof loader>();
  const { t } = useTranslation('events');
  const { locale, href } = useLocale();
  const foreign = event.language !== locale ? event.language : undefined;
  const canceled = Boolean(event.canceledAt);
  const external = 'inline-flex items-center gap-1.5 font-medium';
  const price = eventPriceText(event.price, locale, t);
  return (
    <article aria-labelledby="event-title">
      {canceled || ended ? (
        <div
          role="status"
          className={
            canceled
              ? 'border-b border-rose-200 bg-rose-50 text-rose-900'
              : 'border-b border-slate-200 bg-slate-100 text-slate-800'
          }
        >
          <Container className="flex items-center gap-2 py-3 text-sm font-medium">
            <Ban className="size-4 shrink-0" aria-hidden />
            {canceled ? t('detail.canceledNotice') : t('detail.endedNotice')}
          </Container>
        </div>
      ) : null}
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-950 to-brand-900 text-white">
        <Container className="py-8 sm:py-10">
          <Link
            to={href('/events')}
            className="inline-flex items-center gap-1 text-sm text-brand-100 no-underline hover:text-white"
          >
            <ArrowLeft className="size-4" aria-hidden /> {t('detail.back')}
          </Link>
          <h1
            id="event-title"
            lang={foreign}
            className={`mt-4 max-w-4xl text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl ${
              canceled ? 'line-through decoration-2' : ''
            }`}
          >
            {event.name}
          </h1>
          <dl className="mt-6 grid gap-3 text-brand-50 sm:grid-cols-2 lg:max-w-4xl">
            <div className="flex gap-2">
              <dt>
                <CalendarDays className="mt-0.5 size-5" aria-hidden />
                <span className="sr-only">{t('detail.when')}</span>
              </dt>
              <dd>
                <time dateTime={event.startAt}>{eventTimeRange(locale, event.startAt, event.endAt)}</time>
              </dd>
            </div>
            <div className="flex gap-2">
              <dt>
                {event.isOnline ? (
                  <Globe className="mt-0.5 size-5" aria-hidden />
                ) : (
                  <MapPin className="mt-0.5 size-5" aria-hidden />
                )}
                <span className="sr-only">{t('detail.where')}</span>
              </dt>
              <dd>{event.isOnline ? t('detail.online') : event.locationName}</dd>
            </div>
            {price ? (
              <div className="flex gap-2">
                <dt>
                  <Ticket className="mt-0.5 size-5" aria-hidden />
                  <span className="sr-only">{t('price.label')}</span>
                </dt>
                <dd data-event-price>{price}</dd>
              </div>
            ) : null}
          </dl>
          <div className="mt-6 flex flex-wrap items-center gap-3 [&_button]:border-white/30 [&_button]:bg-white/10 [&_button]:text-white [&_button:hover]:bg-white/20">
            {event.ticketUrl && !canceled && !ended ? (
              <a
                href={event.ticketUrl}
                rel="noopener noreferrer external"
                target="_blank"
                className="inline-flex items-center gap-2 rounded-md border border-white bg-white px-4 py-2.5 text-sm font-semibold text-brand-900 no-underline shadow-sm hover:bg-brand-50"
              >
                <Ticket className="size-4" aria-hidden /> {t('detail.tickets')}
              </a>
            ) : null}
            <SaveButton type="event" id={event.uid} title={event.name} saved={saved} variant="full" />
          </div>
        </Container>
      </header>
      <Container className="py-8">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            {event.imageUrl ? (
              <img
                src={event.imageUrl}
                alt=""
                width={1200}
                height={675}
                decoding="async"
                className="mb-8 aspect-[16/9] w-full rounded-xl object-cover"
              />
            ) : null}
            <h2 className="text-xl font-bold tracking-tight">{t('detail.description')}</h2>
            <div
              lang={foreign}
              className="mt-3 space-y-4 text-[1.0625rem] leading-8 whitespace-pre-line text-slate-800"
            >
              {event.description}
            </div>
            <p className="mt-6">
              <a href={event.url} rel="noopener noreferrer external" target="_blank" className={external}>
                {t('detail.website')} <ExternalLink className="size-4" aria-hidden />
              </a>
            </p>
            <p className="mt-6 flex items-center gap-1.5 text-sm text-slate-600">
              <Eye className="size-4" aria-hidden /> {t('detail.visits', { count: event.stats.visits })}
            </p>
          </div>
          <aside className="space-y-6">
            {canceled || ended ? null : (
              <section
                aria-labelledby="calendar-heading"
                className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <h2 id="calendar-heading" className="font-semibold">
                  {t('detail.addToCalendar')}
                </h2>
                <ul className="mt-3 space-y-2 text-sm">
                  <li>
                    <a href={calendar.ics} download={`${event.uid}.ics`} className={external}>
                      <Download className="size-4" aria-hidden /> {t('detail.downloadIcs')}
                    </a>
                  </li>
                  <li>
                    <a href={calendar.google} rel="noopener noreferrer" target="_blank" className={external}>
                      <ExternalLink className="size-4" aria-hidden /> {t('detail.google')}
                    </a>
                  </li>
                  <li>
                    <a href={calendar.outlook} rel="noopener noreferrer" target="_blank" className={external}>
                      <ExternalLink className="size-4" aria-hidden /> {t('detail.outlook')}
                    </a>
                  </li>
                </ul>
              </section>
            )}
            <section
              aria-labelledby="organizer-heading"
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2
                id="organizer-heading"
                className="text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {t('detail.organizer')}
              </h2>
              <div className="mt-3 flex items-center gap-3">
                {event.organizer.imageUrl ? (
                  <img
                    src={event.organizer.imageUrl}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 rounded-lg border border-slate-200 object-contain"
                  />
                ) : null}
                <p className="font-semibold text-ink">{event.organizer.name}</p>
              </div>
              {event.organizer.description ? (
                <p lang={foreign} className="mt-3 text-sm leading-relaxed text-slate-700">
                  {event.organizer.description}
                </p>
              ) : null}
              <p className="mt-3 text-sm">
                <a
                  href={event.organizer.url}
                  rel="noopener noreferrer external"
                  target="_blank"
                  className={external}
                >
                  {t('detail.organizerWebsite')} <ExternalLink className="size-4" aria-hidden />
                </a>
              </p>
            </section>
          </aside>
        </div>
      </Container>
    </article>
  );
}
