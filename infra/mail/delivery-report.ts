import { simpleParser } from 'mailparser';

/**
 * What a report to a bounce address says about the one recipient its VERP token names: `hard` (a
 * permanent failure, RFC 3464 `Action: failed` with a `5.x.x` status), `soft` (a delay or a transient
 * failure: `Action: delayed`, or a `4.x.x` status), `complaint` (an abuse feedback report, RFC 5965),
 * `none` (a report of success: delivered, relayed, expanded), or `malformed` (no report we can read).
 */
export type DeliveryReport = 'hard' | 'soft' | 'complaint' | 'none' | 'malformed';

/** The fields of a `message/delivery-status` body: the per-message group, then one group per recipient. */
function recipientGroups(body: string): Map<string, string>[] {
  const groups = body
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split(/\n\s*\n/)
    .map(
      (group) =>
        new Map(
          group
            .split('\n')
            .map((line) => /^([A-Za-z-]+)[ \t]*:[ \t]*(.*)$/.exec(line))
            .filter((m) => m !== null)
            .map((m) => [m[1]!.toLowerCase(), m[2]!.trim()] as const),
        ),
    )
    .filter((fields) => fields.size > 0);
  return groups.filter((fields) => fields.has('action') || fields.has('final-recipient'));
}

/** The verdict of one recipient group, or undefined when its Action/Status is unreadable. */
function groupVerdict(fields: Map<string, string>): 'hard' | 'soft' | 'none' | undefined {
  const action = fields.get('action')?.toLowerCase();
  const status = /^([245])\.\d{1,3}\.\d{1,3}\b/.exec(fields.get('status') ?? '')?.[1];
  if (action === 'failed') return status === '4' ? 'soft' : status === '5' ? 'hard' : undefined;
  if (action === 'delayed') return 'soft';
  if (action === 'delivered' || action === 'relayed' || action === 'expanded') return 'none';
  return undefined;
}

/**
 * Reads a raw message sent to a bounce address: a `multipart/report` whose `report-type` is
 * `delivery-status` (the worst recipient's verdict counts: VERP names one recipient per message) or
 * `feedback-report` (a complaint, when its `message/feedback-report` part is present). Everything
 * else — a plain auto-reply, a report without its machine-readable part, unreadable fields — is
 * `malformed` and changes nothing.
 */
export async function readDeliveryReport(raw: Buffer): Promise<DeliveryReport> {
  let parsed;
  try {
    parsed = await simpleParser(raw, { keepDeliveryStatus: true, skipHtmlToText: true, skipTextLinks: true });
  } catch {
    return 'malformed';
  }
  const type = parsed.headers.get('content-type') as
    { value?: string; params?: Record<string, string> } | undefined;
  if (type?.value?.toLowerCase() !== 'multipart/report') return 'malformed';
  const reportType = type.params?.['report-type']?.toLowerCase();
  const part = (contentType: string) =>
    parsed.attachments.find((a) => a.contentType.toLowerCase() === contentType);
  if (reportType === 'feedback-report') {
    const report = part('message/feedback-report');
    return report && /^feedback-type\s*:/im.test(report.content.toString('utf8')) ? 'complaint' : 'malformed';
  }
  if (reportType !== 'delivery-status') return 'malformed';
  const status = part('message/delivery-status');
  if (!status) return 'malformed';
  const verdicts = recipientGroups(status.content.toString('utf8')).map(groupVerdict);
  if (!verdicts.length || verdicts.some((v) => v === undefined)) return 'malformed';
  return verdicts.includes('hard') ? 'hard' : verdicts.includes('soft') ? 'soft' : 'none';
}
