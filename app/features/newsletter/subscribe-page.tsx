import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useActionData, useLoaderData } from 'react-router';
import type { SubmissionResult } from '../../lib/form-helpers.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { replyOf } from '../../lib/form-helpers.ts';
import { useLocale } from '../layout/use-locale.ts';
import { SubscribeForm } from './subscribe-form.tsx';

/** What the loader of `/newsletter` and `/newsletter-mobile` gives the page. */
export interface SubscribePageData {
  sent: boolean;
  email: string | undefined;
  topics: string[];
  signedIn: boolean;
}

/** The newsletter's page: the form, or after sending "check your inbox" (the same answer for everyone). */
export function SubscribePage({ compact = false }: { compact?: boolean }) {
  const loaded = useLoaderData() as SubscribePageData;
  const lastResult = replyOf(useActionData()) as SubmissionResult<string[]> | undefined;
  const { t } = useTranslation('newsletter');
  const { href } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (loaded.sent) heading.current?.focus();
  }, [loaded.sent]);
  return (
    <div className={compact ? 'mx-auto max-w-xl px-4 py-6' : 'mx-auto max-w-2xl px-4 py-10 sm:py-16'}>
      <div className="rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-xl shadow-brand-900/5 sm:px-10 sm:py-10">
        {loaded.sent ? (
          <div role="status" className="text-center">
            <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
              <MailCheck className="size-7" aria-hidden />
            </span>
            <h1
              ref={heading}
              tabIndex={-1}
              className="mt-4 text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl"
            >
              {t('sent.title')}
            </h1>
            <p className="mt-3 leading-relaxed text-slate-700">{t('sent.text')}</p>
          </div>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('title')}</h1>
            <p className="mt-3 mb-6 leading-relaxed text-slate-700">{t('intro')}</p>
            <SubscribeForm
              lastResult={lastResult}
              defaultEmail={loaded.email}
              defaultTopics={loaded.topics}
            />
            {loaded.signedIn && !compact ? (
              <p className="mt-6 text-sm text-slate-600">
                {t('profileHint')}{' '}
                <Link to={href('/profile/newsletter')} className="font-medium">
                  {t('profileLink')}
                </Link>
              </p>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
