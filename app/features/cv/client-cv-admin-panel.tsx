import { Download, MailQuestion } from 'lucide-react';
import { Form, useLocation } from 'react-router';
import type { ClientCvConsentState } from '../../../contracts/client-cv-values.ts';
import { formatDate, formatDateTime } from '../../../contracts/dates.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { AdminCard } from '../admin/admin-page.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';

/** What the admin's client CV panel shows: the consent and the log of files made. */
export interface ClientCvAdminView {
  consent: {
    state: ClientCvConsentState;
    requestedAt: string;
    answeredAt: string | null;
    withdrawnAt: string | null;
  } | null;
  generations: {
    createdAt: string;
    admin: string | null;
    jobId: number | null;
    jobName: string | null;
    format: 'pdf' | 'docx';
    language: 'sk' | 'en';
  }[];
}

/**
 * The anonymised client CV of a candidate for admins (ADR 112): the consent's state, "request
 * consent" (a plain form post), the four downloads once the candidate agreed, and the log.
 */
export function ClientCvAdminPanel({
  userId,
  jobId,
  view,
  requested,
}: {
  userId: string;
  /** The job the CV is made for (an application's), recorded in the log. */
  jobId?: number | undefined;
  view: ClientCvAdminView;
  /** After "request consent": whether the e-mail went out (false: consent was given already). */
  requested?: 'sent' | 'given' | undefined;
}) {
  const { t } = useTranslation('admin');
  const { locale, href } = useLocale();
  const location = useLocation();
  const { consent } = view;
  const state = consent?.state ?? 'none';
  const when = consent?.withdrawnAt ?? consent?.answeredAt ?? consent?.requestedAt;
  const given = state === 'given';
  const api = (format: 'pdf' | 'docx', language: 'sk' | 'en') =>
    `/api/admin/candidates/${encodeURIComponent(userId)}/client-cv?format=${format}&language=${language}${
      jobId ? `&jobId=${jobId}` : ''
    }`;
  return (
    <AdminCard id="client-cv" title={t('clientCv.title')} description={t('clientCv.intro')}>
      <p className="text-sm font-medium text-ink" data-testid="client-cv-state">
        {t(`clientCv.state.${state}`, { date: when ? formatDate(locale, when, 'long') : '' })}
      </p>
      {/* Said once, on the page the request returned to: not after the candidate answered. */}
      {(requested === 'sent' && state === 'requested') || (requested === 'given' && given) ? (
        <FormAlert tone="success" className="mt-3">
          {t(requested === 'sent' ? 'clientCv.requested' : 'clientCv.alreadyGiven')}
        </FormAlert>
      ) : null}
      {given ? null : (
        <Form
          method="post"
          noValidate
          action={href(`/admin/candidates/${encodeURIComponent(userId)}/client-cv-consent`)}
          className="mt-4"
        >
          <input type="hidden" name="redirectTo" value={location.pathname} />
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            icon={<MailQuestion className="size-4" aria-hidden />}
          >
            {t(state === 'none' ? 'clientCv.request' : 'clientCv.requestAgain')}
          </Button>
        </Form>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {(['pdf', 'docx'] as const).flatMap((format) =>
          (['sk', 'en'] as const).map((language) =>
            given ? (
              <a
                key={`${format}-${language}`}
                href={api(format, language)}
                download
                className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'gap-1.5' })}
              >
                <Download className="size-4" aria-hidden />
                {t('clientCv.download')} {t(`clientCv.${format}`)} ({t(`clientCv.${language}`)})
              </a>
            ) : null,
          ),
        )}
        {given ? null : <p className="text-sm text-slate-600">{t('clientCv.needsConsent')}</p>}
      </div>
      <h3 className="mt-5 border-t border-slate-200 pt-4 text-sm font-semibold text-ink">
        {t('clientCv.log')}
      </h3>
      {view.generations.length ? (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-1 pr-3 font-medium">{t('clientCv.logWhen')}</th>
                <th className="py-1 pr-3 font-medium">{t('clientCv.logWho')}</th>
                <th className="py-1 pr-3 font-medium">{t('clientCv.logJob')}</th>
                <th className="py-1 font-medium">{t('clientCv.logFile')}</th>
              </tr>
            </thead>
            <tbody>
              {view.generations.map((g, i) => (
                <tr key={i} className="border-t border-slate-100">
                  <td className="py-1 pr-3 whitespace-nowrap">{formatDateTime(locale, g.createdAt)}</td>
                  <td className="py-1 pr-3">{g.admin ?? '—'}</td>
                  <td className="py-1 pr-3">{g.jobName ?? t('clientCv.noJob')}</td>
                  <td className="py-1 whitespace-nowrap">
                    {t(`clientCv.${g.format}`)} · {g.language.toUpperCase()}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('clientCv.logEmpty')}</p>
      )}
    </AdminCard>
  );
}
