import type ICALModule from 'ical.js';

/**
 * The portal's one iCalendar (RFC 5545) encoder. Calendars are built as ical.js components
 * (`ICAL.Component`, `ICAL.Property`), whose serialiser escapes TEXT values (`\\`, `\;`, `\,`, `\n`)
 * and parameter values (quoted, RFC 6868 `^` escapes). What ical.js lets through is closed here
 * before a value reaches it: a lone CR, other control characters and line separators in text and
 * parameters, and URIs that are not plain http(s) addresses. Content lines are folded here too, at 75
 * octets including the leading space of a continuation line, never inside a UTF-8 sequence or a
 * surrogate pair (ical.js's own folding allows 76 octets on continuation lines).
 *
 * ical.js is loaded on the first calendar, not at start-up: most processes never write one.
 */

export type Ical = typeof ICALModule;

let loading: Promise<Ical> | undefined;

/** The extension properties the portal writes, with their value type, so that their text is escaped. */
const TEXT_EXTENSIONS = ['x-wr-calname', 'x-wr-timezone', 'x-lic-location'];

/** ical.js, loaded once. */
export const loadIcal = (): Promise<Ical> =>
  (loading ??= import('ical.js').then((m) => {
    const ICAL = (m as unknown as { default?: Ical }).default ?? (m as unknown as Ical);
    const properties = ICAL.design.icalendar.property as Record<string, { defaultType: string }>;
    for (const name of TEXT_EXTENSIONS) properties[name] ??= { defaultType: 'text' };
    return ICAL;
  }));

const CRLF = '\r\n';
const MAX_OCTETS = 75;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROLS_BUT_LF = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const SPACE_OR_CONTROL = /[\s\u0000-\u001F\u007F-\u009F]/;

/**
 * A TEXT value as ical.js should receive it: CRLF, CR and the Unicode line and paragraph separators
 * become one LF (written `\n`), tabs a space, every other control character is removed.
 */
export function icalText(value: string): string {
  return value
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROLS_BUT_LF, '');
}

/** A parameter value (CN, ALTREP…): a single line; ical.js then quotes it and `^`-escapes `"` (RFC 6868). */
export function icalParameter(value: string): string {
  return icalText(value).replace(/\n+/g, ' ').trim();
}

/**
 * An http(s) URI value, or null when `value` is not one: anything with whitespace or a control
 * character (which the WHATWG URL parser would silently drop), another scheme, or no host. The
 * parsed, normalised form is returned (with the characters RFC 3986 does not allow percent-encoded),
 * so nothing the parser reinterpreted is written.
 */
export function icalUri(value: string): string | null {
  if (SPACE_OR_CONTROL.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
  // Characters RFC 3986 does not allow (and the URL parser keeps in a fragment or query) are escaped.
  const href = url.href.replace(/["<>\\^`{|}]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return SPACE_OR_CONTROL.test(href) ? null : href;
}

/** Folds a content line into lines of at most 75 octets; continuation lines start with a space. */
export function foldContentLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // `for…of` walks code points: a surrogate pair is never split.
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = parts.length ? MAX_OCTETS - 1 : MAX_OCTETS;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

type JCalComponent = [string, unknown[][], JCalComponent[]];

function contentLines(ICAL: Ical, [name, properties, components]: JCalComponent, out: string[]): void {
  const design = ICAL.design.getDesignSet(name);
  out.push(`BEGIN:${name.toUpperCase()}`);
  for (const property of properties) {
    out.push(foldContentLine(ICAL.stringify.property(property as never, design, true)));
  }
  for (const component of components) contentLines(ICAL, component, out);
  out.push(`END:${name.toUpperCase()}`);
}

/** The iCalendar text of a component (a VCALENDAR): CRLF line ends, folded lines. */
export function serializeCalendar(ICAL: Ical, component: InstanceType<Ical['Component']>): string {
  const out: string[] = [];
  contentLines(ICAL, component.toJSON() as JCalComponent, out);
  return out.join(CRLF) + CRLF;
}
