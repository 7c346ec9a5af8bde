import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { newsIssueSchema, releaseSuppressionSchema } from '../../../contracts/newsletter.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { askFirst } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-newsletter';

/** Subscribers per topic, job alerts, sends per issue and unsubscribes. */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { t } = context;
  return {
    overview: await context.services.newsletter.admin.getNewsletterOverview(),
    suppressed: (await context.services.newsletter.admin.listSuppressedAddresses()).map((row) => ({
      email: row.email,
      reason: row.reason,
      count: row.count,
      since: (row.suppressedAt ?? row.lastAt).toISOString(),
    })),
    seo: adminSeo(t, t('newsletter:admin.metaTitle')),
  };
}

/**
 * The news composer and the sender: `preview` renders the Markdown, `test` mails the issue to the
 * admin only, `queue` stores it for the sender's next run, `run` runs the sender now, `release` lets a
 * suppressed address receive list mail again (ADR 133).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAdmin(context);
  const form = await request.formData();
  const intent = form.get('intent');
  // Sending to subscribers is confirmed first (ADR 140).
  if (intent === 'run') {
    const ask = askFirst(form, 'run');
    if (ask) return ask;
    return { run: await context.services.newsletter.runNewsletter() };
  }
  if (intent === 'release') {
    const release = releaseSuppressionSchema.safeParse({ email: form.get('email') });
    if (!release.success) throw data(null, { status: 400 });
    // An address released meanwhile (another admin, a second click) is no error: it is released.
    await context.services.newsletter.admin.releaseSuppression(release.data.email).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    });
    return { released: release.data.email };
  }
  const submission = parseWithZod(form, { schema: newsIssueSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const input = submission.value;
  if (intent === 'preview')
    return {
      result: submission.reply(),
      preview: context.services.newsletter.admin.renderMarkdown(input.content),
    };
  if (intent === 'test') {
    await context.services.newsletter.admin.sendTestNews(input, session.user.email, context.locale);
    return { result: submission.reply(), tested: session.user.email };
  }
  if (intent === 'queue') {
    const ask = askFirst(form, 'queue', ['subject', 'content']);
    if (ask) return { result: submission.reply(), ...ask };
    const queued = await context.services.newsletter.admin.queueNewsIssue(input, session.user.id);
    return { result: submission.reply({ resetForm: true }), queued: queued.id };
  }
  throw data(null, { status: 400 });
}
