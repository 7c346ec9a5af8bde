import { Building2, GraduationCap, HeartHandshake, MapPin, ShieldCheck, UsersRound } from 'lucide-react';
import { Link, useActionData, useLoaderData } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { PageHero } from '../../features/company/page-hero.tsx';
import { ContactForm } from '../../features/contact/contact-form.tsx';
import { SentPanel } from '../../lib/public-forms/sent-panel.tsx';
import type { RouteHandle } from '../../features/layout/page-shell.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { replyOf } from '../../lib/form-helpers.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './about-us.server.ts';

export { action, loader } from './about-us.server.ts';
export const meta = routeMeta;
export const handle: RouteHandle = { appBar: 'transparent-dark' };

/** Facts stated in the spec's content. */
const CONTRACTORS = 12000;
const OFFICES = ['Bratislava', 'Košice', 'Žilina'];

const PILLARS = [
  { key: 'candidates', Icon: GraduationCap, to: '/jobs' },
  { key: 'companies', Icon: Building2, to: '/services' },
  { key: 'community', Icon: HeartHandshake, to: '/dictionary' },
] as const;

/** Who runs the portal, what it offers whom, and the contact form (docs/product/screens-and-routes.md, docs/product/validation.md). */
export default function AboutUsPage() {
  const { sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('company');
  const { locale, href } = useLocale();
  const contractors = new Intl.NumberFormat(locale).format(CONTRACTORS);
  return (
    <>
      <PageHero
        eyebrow={t('about.eyebrow')}
        title={t('about.title')}
        lead={t('about.lead', { contractors })}
      />
      <Container className="py-10">
        <section aria-labelledby="about-story" className="grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:items-start">
          <div className="space-y-4 leading-relaxed text-slate-700">
            <h2 id="about-story" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {t('about.storyTitle')}
            </h2>
            <p>{t('about.story1')}</p>
            <p>{t('about.story2', { contractors })}</p>
            <p>
              {t('about.story3')}{' '}
              <Link to={href('/kariera-it')} className="underline">
                {t('about.productLink')}
              </Link>
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            <div className="col-span-2 flex flex-col rounded-2xl bg-brand-900 p-6 text-white">
              <dt className="text-brand-100">{t('about.facts.contractors')}</dt>
              <dd className="order-first text-4xl font-bold tabular-nums">{contractors}</dd>
            </div>
            <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5">
              <dt className="text-sm text-slate-600">{t('about.facts.team')}</dt>
              <dd className="order-first text-2xl font-bold text-ink">35+</dd>
            </div>
            <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5">
              <dt className="text-sm text-slate-600">{t('about.facts.languages')}</dt>
              <dd className="order-first text-2xl font-bold text-ink">SK · EN · DE</dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="about-pillars" className="mt-14">
          <h2 id="about-pillars" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('about.pillarsTitle')}
          </h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {PILLARS.map(({ key, Icon, to }) => (
              <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{t(`about.pillars.${key}.title`)}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{t(`about.pillars.${key}.text`)}</p>
                <Link to={href(to)} className="mt-3 inline-flex min-h-6 items-center font-semibold">
                  {t(`about.pillars.${key}.link`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section
          id="contact"
          aria-labelledby="contact-title"
          className="mt-14 grid scroll-mt-24 gap-10 rounded-3xl bg-slate-100 p-6 sm:p-10 lg:grid-cols-[1fr_1.3fr]"
        >
          <div>
            <h2 id="contact-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('about.contactTitle')}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">{t('about.contactLead')}</p>
            <ul className="mt-6 space-y-3 text-slate-700">
              <li className="flex items-start gap-2">
                <MapPin className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden />
                <span>
                  <span className="font-medium text-ink">{t('about.offices')}</span> {OFFICES.join(' · ')}
                </span>
              </li>
              <li className="flex items-start gap-2">
                <UsersRound className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden />
                {t('about.reply')}
              </li>
              <li className="flex items-start gap-2">
                <ShieldCheck className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden />
                <span>
                  {t('about.privacy')}{' '}
                  <Link to={href('/privacy-policy')} className="underline">
                    {t('about.privacyLink')}
                  </Link>
                </span>
              </li>
            </ul>
          </div>
          <div className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
            {sent ? (
              <SentPanel title={t('about.sentTitle')}>
                <p>{t('about.sentText')}</p>
              </SentPanel>
            ) : (
              <ContactForm
                lastResult={replyOf(actionData)}
                source="about-us"
                texts={{
                  message: t('about.form.message'),
                  messageHint: t('about.form.messageHint'),
                  submit: t('about.form.submit'),
                }}
              />
            )}
          </div>
        </section>
      </Container>
    </>
  );
}
