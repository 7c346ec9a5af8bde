import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { applicationStatuses, type ApplicationStatus } from '../../../contracts/applications.ts';
import { useTranslation } from '../../i18n/react.tsx';

/** The application pipeline as steps: done, current, still to come ("closed" ends it at any point). */
export function PipelineSteps({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('admin');
  const current = applicationStatuses.indexOf(status);
  return (
    <ol className="flex flex-wrap gap-y-3" aria-label={t('application.pipeline')}>
      {applicationStatuses.map((step, i) => {
        const done = i < current && status !== 'closed';
        const active = i === current;
        return (
          <li key={step} className="flex items-center" aria-current={active ? 'step' : undefined}>
            <span
              className={clsx(
                'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
                active && 'bg-brand-700 text-white ring-brand-700',
                done && 'bg-brand-50 text-brand-800 ring-brand-200',
                !active && !done && 'bg-white text-slate-600 ring-slate-200',
              )}
            >
              {done ? <Check className="size-3.5" aria-hidden /> : null}
              {t(`status.application.${step}`)}
            </span>
            {i < applicationStatuses.length - 1 ? (
              <span className="mx-1.5 h-px w-4 bg-slate-300" aria-hidden />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
