import { formatDate, formatDateTime, formatTime, toPortalLocalInput } from '../../../contracts/dates.ts';

export { formatDateTile as calendarTile } from '../../../contracts/dates.ts';

/**
 * When an event takes place, in the reader's language and Bratislava time: "10. decembra 2026,
 * 18:00 – 21:00" on one day, both dates and times when it spans days.
 */
export function eventTimeRange(locale: string, startAt: string, endAt: string): string {
  const sameDay = toPortalLocalInput(startAt).slice(0, 10) === toPortalLocalInput(endAt).slice(0, 10);
  if (sameDay)
    return `${formatDate(locale, startAt, 'long')}, ${formatTime(locale, startAt)} – ${formatTime(locale, endAt)}`;
  return `${formatDateTime(locale, startAt, 'long')} – ${formatDateTime(locale, endAt, 'long')}`;
}
