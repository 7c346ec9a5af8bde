import { ArrowRight, Boxes, Database, Handshake, Layers, ShieldCheck, Timer, Users } from 'lucide-react';
import { useActionData, useLoaderData } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { ContactForm } from '../../features/contact/contact-form.tsx';
import { SentPanel } from '../../lib/public-forms/sent-panel.tsx';
import type { RouteHandle } from '../../features/layout/page-shell.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { replyOf } from '../../lib/form-helpers.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './new-projects.server.ts';

export { action, loader } from './new-projects.server.ts';
export const meta = routeMeta;
export const handle: RouteHandle = { appBar: 'transparent-light' };

/** Facts of the spec: 12,000 contractors in the database, a rail database of about 5 TB, teams of 35+. */
const CONTRACTORS = 12000;
const TEAM_SIZE = 35;
const RAIL_DB_TB = 5;

const OFFERS = [
  { key: 'team', Icon: Users },
  { key: 'speed', Icon: Timer },
  { key: 'roles', Icon: Layers },
  { key: 'vetted', Icon: ShieldCheck },
  { key: 'forms', Icon: Handshake },
  { key: 'delivery', Icon: Boxes },
] as const;
const STEPS = ['call', 'shortlist', 'start', 'care'] as const;
const CASES = ['rail', 'android', 'biometric', 'documents'] as const;

/** The promo page for companies that need a whole team (35 people or more), with a contact form. */
export default function NewProjectsPage() {
  const { sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('forms');
  const { locale } = useLocale();
  const number = new Intl.NumberFormat(locale).format;
  const facts = { contractors: number(CONTRACTORS), team: TEAM_SIZE, tb: RAIL_DB_TB };
  return (
    <>
      <section
        aria-labelledby="promo-title"
        className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 pt-16 text-white"
      >
        <Container className="py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-wider text-teal-200 uppercase">
            {t('promo.eyebrow', facts)}
          </p>
          <h1 id="promo-title" className="mt-3 max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl">
            {t('promo.title', facts)}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{t('promo.lead', facts)}</p>
          <a
            href="#contact"
            className="mt-8 inline-flex h-12 items-center justify-center gap-2 rounded-md bg-teal-500 px-6 font-semibold text-brand-950 no-underline hover:bg-teal-400"
          >
            {t('promo.cta')} <ArrowRight className="size-5" aria-hidden />
          </a>
          <dl className="mt-12 grid max-w-3xl grid-cols-1 gap-6 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-brand-100">{t('promo.facts.contractors')}</dt>
              <dd className="mt-1 text-3xl font-bold tabular-nums">{facts.contractors}</dd>
            </div>
            <div>
              <dt className="text-sm text-brand-100">{t('promo.facts.team')}</dt>
              <dd className="mt-1 text-3xl font-bold tabular-nums">{t('promo.facts.teamValue', facts)}</dd>
            </div>
            <div>
              <dt className="text-sm text-brand-100">{t('promo.facts.data')}</dt>
              <dd className="mt-1 text-3xl font-bold tabular-nums">{t('promo.facts.dataValue', facts)}</dd>
            </div>
          </dl>
        </Container>
      </section>

      <Container className="py-14">
        <section aria-labelledby="offer-title">
          <SectionTitle id="offer-title">{t('promo.offer.title')}</SectionTitle>
          <p className="mt-2 max-w-3xl text-slate-600">{t('promo.offer.lead', facts)}</p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {OFFERS.map(({ key, Icon }) => (
              <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{t(`promo.offer.${key}.title`)}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{t(`promo.offer.${key}.text`, facts)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="experience-title"
          className="mt-16 grid gap-8 lg:grid-cols-[1fr_1.2fr] lg:items-start"
        >
          <div>
            <SectionTitle id="experience-title">{t('promo.experience.title')}</SectionTitle>
            <p className="mt-3 leading-relaxed text-slate-600">{t('promo.experience.lead', facts)}</p>
            <div className="mt-6 flex items-center gap-4 rounded-2xl bg-brand-900 p-6 text-white">
              <Database className="size-10 shrink-0 text-teal-200" aria-hidden />
              <p>
                <span className="block text-3xl font-bold">{t('promo.facts.dataValue', facts)}</span>
                <span className="text-brand-100">{t('promo.experience.railFact')}</span>
              </p>
            </div>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {CASES.map((key) => (
              <li key={key} className="rounded-2xl border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-ink">{t(`promo.experience.cases.${key}.title`)}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-600">
                  {t(`promo.experience.cases.${key}.text`, facts)}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="process-title" className="mt-16">
          <SectionTitle id="process-title">{t('promo.process.title')}</SectionTitle>
          <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((key, i) => (
              <li key={key} className="border-l-4 border-teal-500 pl-4">
                <p className="text-sm font-semibold text-brand-700">
                  {t('promo.process.step', { n: i + 1 })}
                </p>
                <h3 className="mt-1 font-semibold text-ink">{t(`promo.process.${key}.title`)}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-600">
                  {t(`promo.process.${key}.text`)}
                </p>
              </li>
            ))}
          </ol>
        </section>

        <section
          id="contact"
          aria-labelledby="contact-title"
          className="mt-16 scroll-mt-24 grid gap-10 rounded-3xl bg-slate-100 p-6 sm:p-10 lg:grid-cols-[1fr_1.3fr]"
        >
          <div>
            <SectionTitle id="contact-title">{t('promo.contact.title')}</SectionTitle>
            <p className="mt-3 leading-relaxed text-slate-700">{t('promo.contact.lead', facts)}</p>
            <ul className="mt-6 space-y-2 text-slate-700">
              {(['reply', 'nda', 'free'] as const).map((key) => (
                <li key={key} className="flex items-start gap-2">
                  <ShieldCheck className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden />
                  {t(`promo.contact.points.${key}`)}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
            {sent ? (
              <SentPanel title={t('promo.sent.title')}>
                <p>{t('promo.sent.text')}</p>
              </SentPanel>
            ) : (
              <ContactForm lastResult={replyOf(actionData)} />
            )}
          </div>
        </section>
      </Container>
    </>
  );
}

/** The heading of one of the page's sections (the section names it in `aria-labelledby`). */
function SectionTitle({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
      {children}
    </h2>
  );
}
