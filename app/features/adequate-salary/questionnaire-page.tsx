import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';

/** The band at the top of every questionnaire page: breadcrumb, eyebrow, title and lead text. */
export function QuestionnaireHeader({
  eyebrow,
  title,
  intro,
  crumbs = [],
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Links between "Adequate salary" and this page. */
  crumbs?: { label: string; to: string }[];
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('questionnaire');
  const { href } = useLocale();
  const trail = [{ label: t('breadcrumb.home'), to: href('/adequate-salary') }, ...crumbs];
  return (
    <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-8 sm:py-12">
        {crumbs.length ? (
          <nav aria-label={t('breadcrumb.label')} className="mb-5 text-sm">
            <ol className="flex flex-wrap items-center gap-1 text-slate-600">
              {trail.map((c, i) => (
                <li key={c.to} className="flex items-center gap-1">
                  {i > 0 ? <ChevronRight className="size-4 text-slate-400" aria-hidden /> : null}
                  <Link
                    to={c.to}
                    aria-current={i === trail.length - 1 ? 'page' : undefined}
                    className="font-medium text-brand-700 hover:text-brand-800"
                  >
                    {c.label}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-1 max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 max-w-2xl text-lg leading-relaxed text-slate-700">{intro}</p> : null}
        {children}
      </Container>
    </div>
  );
}

/** A white card around a form or a result. */
export function Card({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 ${className}`}>
      {children}
    </div>
  );
}
