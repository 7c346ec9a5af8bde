import { ArrowLeft, CalendarPlus } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useActionData, useLoaderData, useNavigate } from 'react-router';
import { EVENT_SUCCESS_RESET_MS } from '../../../contracts/events-values.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/container.tsx';
import { EventForm } from '../../features/events/event-form.tsx';
import { FormCard } from '../../lib/public-forms/form-kit.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { replyOf } from '../../lib/form-helpers.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './event-new.server.ts';
import { keepFormWhenTooLarge } from '../../lib/upload-action.ts';

export { action, loader } from './event-new.server.ts';
/** A file the server or a proxy refuses as too large comes back as the field's error (ADR 141). */
export const clientAction = keepFormWhenTooLarge({
  image: 'validation.imageSize',
  organizerImage: 'validation.imageSize',
});
export const meta = routeMeta;

/**
 * `/events/new`: a signed-in user submits an event. After sending, the confirmation stays for 6 s
 * (docs/product/states.md) and the empty form comes back; without JavaScript a link leads to it.
 */
export default function EventNewPage() {
  const { sent, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('events');
  const { href } = useLocale();
  const navigate = useNavigate();
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(
      () => navigate(href('/events/new'), { replace: true, preventScrollReset: true }),
      EVENT_SUCCESS_RESET_MS,
    );
    return () => clearTimeout(timer);
  }, [sent, navigate, href]);
  return (
    <Container className="py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <Link to={href('/events')} className="inline-flex items-center gap-1.5 text-sm font-semibold">
          <ArrowLeft className="size-4" aria-hidden />
          {t('detail.back')}
        </Link>
        <FormCard
          className="mt-4"
          sent={
            sent && {
              title: t('form.successTitle'),
              text: <p>{t('form.success')}</p>,
              actions: (
                <>
                  <Link to={href('/profile/added')} className={buttonClasses({})}>
                    {t('added.title')}
                  </Link>
                  <Link to={href('/events/new')} className={buttonClasses({ variant: 'secondary' })}>
                    {t('index.submitCta')}
                  </Link>
                </>
              ),
            }
          }
          heading={
            <>
              <div className="mb-5 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <CalendarPlus className="size-6" aria-hidden />
              </div>
              <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('form.title')}</h1>
            </>
          }
          lead={t('form.lead')}
        >
          <EventForm
            id="event-form"
            lastResult={replyOf(actionData)}
            defaultValue={defaults}
            submitLabel={t('form.submit')}
          />
        </FormCard>
      </div>
    </Container>
  );
}
