/**
 * Whether a request for a shared CV comes from a person's browser, for the link statistics (ADR 116).
 * Decided from the request's headers only and never stored. Counted: a `User-Agent` that starts with
 * `Mozilla/` (every browser's does) and names none of the robots below. Not counted: no user agent,
 * command-line and library clients (curl, Wget, python-requests, Go, Java, okhttp, axios, node-fetch,
 * undici, Postman…), crawlers and link previews (`bot`, `crawler`, `spider`, `slurp`, Googlebot,
 * bingbot, facebookexternalhit, WhatsApp, Slackbot, Discordbot, TelegramBot, LinkedInBot (not LinkedIn's in-app browser), Twitterbot,
 * Embedly, Skype's preview…), headless and audit browsers (HeadlessChrome, Lighthouse, PhantomJS) and
 * prefetches (`Sec-Purpose`/`Purpose: prefetch`).
 */
const ROBOT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|curl|wget|python|go-http|java\/|okhttp|axios|node-fetch|undici|libwww|httpclient|postman|insomnia|facebookexternalhit|facebookcatalog|whatsapp|slackbot|slack-imgproxy|discordbot|telegrambot|linkedinbot|embedly|skypeuripreview|preview|headless|lighthouse|chrome-lighthouse|pagespeed|phantomjs|monitor|pingdom|uptime|validator|feedfetcher|mediapartners|google-inspectiontool|adsbot|apis-google|bingpreview|yandex|baidu|duckduckgo|petalbot|ahrefs|semrush|mj12/i;

export function isPersonVisit(headers: { get(name: string): string | null | undefined }): boolean {
  const agent = headers.get('user-agent')?.trim() ?? '';
  if (!agent.startsWith('Mozilla/') || agent.length > 1000) return false;
  if (ROBOT.test(agent)) return false;
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`.toLowerCase();
  return !purpose.includes('prefetch') && !purpose.includes('prerender');
}
