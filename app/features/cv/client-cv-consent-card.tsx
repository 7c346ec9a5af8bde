import { Form } from 'react-router';
import type { ClientCvConsentState } from '../../../contracts/client-cv-values.ts';
import { formatDate } from '../../../contracts/dates.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';

/**
 * The candidate's consent to anonymised client CVs on their CV page (ADR 112): its state and, while
 * given, "withdraw" (a plain form post). Shown once the candidate has been asked, inside the page's card.
 */
export function ClientCvConsentStatus({
  consent,
  withdrawn,
}: {
  consent: {
    state: ClientCvConsentState;
    requestedAt: string;
    answeredAt: string | null;
    withdrawnAt: string | null;
  };
  /** Just withdrawn (the page after the form's redirect). */
  withdrawn: boolean;
}) {
  const { t } = useTranslation('cv');
  const { locale, href } = useLocale();
  const when = consent.withdrawnAt ?? consent.answeredAt ?? consent.requestedAt;
  return (
    <>
      {withdrawn ? (
        <FormAlert tone="success" className="mb-3">
          {t('clientCv.profile.withdrawnNow')}
        </FormAlert>
      ) : null}
      <p className="text-sm text-slate-700">
        {t(`clientCv.profile.${consent.state}`, { date: formatDate(locale, when, 'long') })}
      </p>
      {consent.state === 'given' ? (
        <Form method="post" noValidate action={href('/profile/cv/client-cv-consent')} className="mt-4">
          <Button type="submit" variant="secondary" size="sm">
            {t('clientCv.profile.withdraw')}
          </Button>
        </Form>
      ) : null}
    </>
  );
}
