import { Ban, Globe, MapPin, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import type { EventSummary } from '../../../contracts/events.ts';
import { eventPriceText } from '../../../core/events/event-price.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { calendarTile, eventTimeRange } from './event-time.ts';

/** An event in a list: a calendar tile, the name (the link), time, venue or "online", organiser, badges. */
export function EventCard({
  event,
  actions,
  headingLevel = 2,
}: {
  event: EventSummary;
  /** Controls in the card's corner above its link (the save button). */
  actions?: React.ReactNode;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('events');
  const { locale, href } = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tile = calendarTile(locale, event.startAt);
  const foreign = event.language !== locale ? event.language : undefined;
  const canceled = Boolean(event.canceledAt);
  const price = eventPriceText(event.price, locale, t);
  return (
    <article
      data-event-uid={event.uid}
      className="relative flex min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md sm:gap-4 sm:p-5"
    >
      <div
        aria-hidden
        className={`flex w-14 shrink-0 flex-col items-center justify-center self-start rounded-lg py-2 text-center sm:w-16 ${
          canceled ? 'bg-slate-100 text-slate-600' : 'bg-brand-50 text-brand-900'
        }`}
      >
        <span className="text-xs font-medium uppercase">{tile.weekday}</span>
        <span className="text-2xl leading-none font-bold">{tile.day}</span>
        <span className="text-xs font-medium uppercase">{tile.month}</span>
      </div>
      <div className="min-w-0 flex-1 pr-10">
        <p className="flex flex-wrap gap-2">
          {canceled ? (
            <Badge tone="red">
              <Ban className="size-3.5" aria-hidden /> {t('card.canceled')}
            </Badge>
          ) : null}
          {event.isOnline ? <Badge tone="brand">{t('card.online')}</Badge> : null}
          {foreign ? <Badge tone="neutral">{t(`languageName.${event.language}`)}</Badge> : null}
        </p>
        <Heading lang={foreign} className="mt-1 text-lg leading-snug font-semibold text-ink">
          <Link
            to={href(`/events/${event.uid}`)}
            className={`no-underline after:absolute after:inset-0 after:rounded-xl hover:text-brand-800 ${
              canceled ? 'text-slate-600 line-through decoration-1' : 'text-ink'
            }`}
          >
            {event.name}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-slate-700">
          <time dateTime={event.startAt}>{eventTimeRange(locale, event.startAt, event.endAt)}</time>
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          {event.isOnline ? (
            <Globe className="size-4 shrink-0 self-start sm:self-center mt-0.5 sm:mt-0" aria-hidden />
          ) : (
            <MapPin className="size-4 shrink-0 self-start sm:self-center mt-0.5 sm:mt-0" aria-hidden />
          )}
          <span className="min-w-0 sm:truncate">
            {event.isOnline ? t('card.online') : event.locationName}
          </span>
        </p>
        {price ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700" data-event-price>
            <Ticket className="size-4 shrink-0" aria-hidden />
            <span className="sr-only">{t('price.label')}: </span>
            {price}
          </p>
        ) : null}
        <p className="mt-1 text-sm text-slate-600">{t('card.organizer', { name: event.organizerName })}</p>
      </div>
      {actions ? <div className="absolute top-3 right-3">{actions}</div> : null}
    </article>
  );
}
