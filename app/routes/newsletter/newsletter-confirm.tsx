import { CircleCheck, Link2Off, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useAlertSearchWords } from '../../features/newsletter/alert-search-words.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useSubmitting } from '../../lib/form-helpers.ts';
import { tokenPageHeaders } from '../../lib/token-page.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './newsletter-confirm.server.ts';

export { action, loader } from './newsletter-confirm.server.ts';
export const meta = routeMeta;
export const headers = tokenPageHeaders;

/** The round icon, heading and text every state of the page starts with. */
function Outcome({
  icon,
  tone,
  title,
  text,
}: {
  icon: ReactNode;
  tone: string;
  title: string;
  text: string;
}) {
  return (
    <>
      <span className={`mx-auto inline-flex size-12 items-center justify-center rounded-full ${tone}`}>
        {icon}
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      <p className="mt-3 leading-relaxed text-slate-700">{text}</p>
    </>
  );
}

const DONE_TONE = 'bg-emerald-50 text-emerald-700';

/** The link of the confirmation e-mail: one button confirms (a POST), then what will be sent. */
export default function NewsletterConfirmPage() {
  const { token, kind } = useLoaderData<typeof loader>();
  const words = useAlertSearchWords();
  const done = useActionData<typeof action>();
  const { t } = useTranslation('newsletter');
  const { href } = useLocale();
  const submitting = useSubmitting();
  const browse = (
    <Link to={href('/jobs')} className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}>
      {t('confirm.browse')}
    </Link>
  );
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white px-5 py-8 text-center shadow-xl shadow-brand-900/5 sm:px-10 sm:py-10">
        {done?.used ? (
          <div role="status">
            <Outcome
              icon={<Link2Off className="size-6" aria-hidden />}
              tone="bg-slate-100 text-slate-700"
              title={t('confirm.usedTitle')}
              text={t('confirm.usedText')}
            />
            {browse}
          </div>
        ) : done?.confirmed && done.confirmed.jobAlert !== null ? (
          <div role="status">
            <Outcome
              icon={<CircleCheck className="size-7" aria-hidden />}
              tone={DONE_TONE}
              title={t('confirm.alertTitle')}
              text={
                done.confirmed.alertSearch?.minScore
                  ? t('confirm.alertTextMatch', {
                      score: done.confirmed.alertSearch.minScore,
                      email: done.confirmed.email,
                    })
                  : t('confirm.alertText', {
                      summary: done.confirmed.alertSearch
                        ? words(done.confirmed.alertSearch)
                        : done.confirmed.jobAlert || t('allJobs'),
                      email: done.confirmed.email,
                    })
              }
            />
            {browse}
          </div>
        ) : done?.confirmed ? (
          <div role="status">
            <Outcome
              icon={<CircleCheck className="size-7" aria-hidden />}
              tone={DONE_TONE}
              title={t('confirm.doneTitle')}
              text={t('confirm.doneText', { email: done.confirmed.email })}
            />
            <ul className="mx-auto mt-3 inline-block list-disc text-left text-slate-800">
              {done.confirmed.topics.map((topic) => (
                <li key={topic}>{t(`topics.${topic}`)}</li>
              ))}
            </ul>
            <div>{browse}</div>
          </div>
        ) : (
          <>
            <Outcome
              icon={<MailCheck className="size-6" aria-hidden />}
              tone="bg-brand-50 text-brand-700"
              title={t(kind === 'alert' ? 'confirm.alertTitleAsk' : 'confirm.title')}
              text={t(kind === 'alert' ? 'confirm.alertTextAsk' : 'confirm.textNoEmail')}
            />
            <Form noValidate method="post" className="mt-6">
              <input type="hidden" name="token" value={token} />
              <Button type="submit" size="lg" block pending={submitting} pendingLabel={t('sending')}>
                {t(kind === 'alert' ? 'confirm.alertAction' : 'confirm.action')}
              </Button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
