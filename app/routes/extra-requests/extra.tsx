import { Clock, Search, Target } from 'lucide-react';
import { Link, useActionData, useLoaderData } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/container.tsx';
import { ExtraRequestForm } from '../../features/extra-requests/extra-request-form.tsx';
import { FormCard } from '../../lib/public-forms/form-kit.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { replyOf } from '../../lib/form-helpers.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './extra.server.ts';

export { action, loader } from './extra.server.ts';
export const meta = routeMeta;

const POINTS = [
  { key: 'describe', Icon: Target },
  { key: 'search', Icon: Search },
  { key: 'time', Icon: Clock },
] as const;

/** The extra request: describe the project you wish for, and recruiters search for it. */
export default function ExtraRequestPage() {
  const { sent, signedIn, defaults, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('forms');
  const { href } = useLocale();
  return (
    <Container className="py-10 sm:py-14">
      <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
        <FormCard
          className="min-w-0"
          sent={
            sent && {
              title: t('extra.sent.title'),
              text: <p>{t('extra.sent.text')}</p>,
              actions: (
                <>
                  <Link to={href('/jobs')} className={buttonClasses({})}>
                    {t('extra.sent.jobs')}
                  </Link>
                  {signedIn ? (
                    <Link to={href('/profile/added')} className={buttonClasses({ variant: 'secondary' })}>
                      {t('extra.sent.mine')}
                    </Link>
                  ) : null}
                </>
              ),
            }
          }
          heading={
            <>
              <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
                {t('extra.eyebrow')}
              </p>
              <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                {t('extra.title')}
              </h1>
            </>
          }
          lead={t('extra.lead')}
        >
          <ExtraRequestForm lastResult={replyOf(actionData)} defaults={defaults} today={today} />
        </FormCard>
        <aside aria-labelledby="extra-how" className="lg:pt-4">
          <h2 id="extra-how" className="text-lg font-semibold text-ink">
            {t('extra.how.title')}
          </h2>
          <ul className="mt-4 space-y-5">
            {POINTS.map(({ key, Icon }) => (
              <li key={key} className="flex gap-3">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon className="size-4.5" aria-hidden />
                </span>
                <div>
                  <p className="font-semibold text-ink">{t(`extra.how.${key}.title`)}</p>
                  <p className="mt-0.5 text-sm leading-relaxed text-slate-600">
                    {t(`extra.how.${key}.text`)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </Container>
  );
}
