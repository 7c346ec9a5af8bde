import { Sparkles } from 'lucide-react';
import { Form } from 'react-router';
import { JOB_ALERT_MATCH_SCORES } from '../../../contracts/job-alert-frequencies.ts';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { AlertConsent, AlertFormError, AlertFrequency } from './alert-fields.tsx';
import { AddTechnologiesPrompt } from './add-technologies-prompt.tsx';
import type { JobAlertReply } from './alert-fields.tsx';

/**
 * "Jobs that match my CV" (ADR 126): a signed-in candidate's alert by the match score of their CV
 * (ADR 121) instead of a search, with the least score they pick. A CV without technologies gets what
 * to add instead of the form. A plain form: the profile's action answers it, with or without JavaScript.
 */
export function MatchAlertForm({
  hasTechnologies,
  reply,
  submitting,
}: {
  hasTechnologies: boolean;
  reply?: JobAlertReply | undefined;
  submitting: boolean;
}) {
  const { t } = useTranslation('newsletter');
  const { locale } = useLocale();
  const errors = (name: string) => reply?.fieldErrors?.[name];
  const score = JOB_ALERT_MATCH_SCORES.find((s) => String(s) === reply?.values?.minScore) ?? 70;
  return (
    <section
      aria-labelledby="match-alert-heading"
      className="mt-10 rounded-xl border border-brand-200 bg-brand-50/60 px-4 py-4 sm:px-5"
    >
      <h2 id="match-alert-heading" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <Sparkles className="size-5 shrink-0" aria-hidden />
        {t('alert.matchTitle')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">{t('alert.matchIntro')}</p>
      {reply?.sent ? (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
          {t('alert.matchSent')}
        </p>
      ) : !hasTechnologies ? (
        <AddTechnologiesPrompt />
      ) : (
        <Form noValidate method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="match-alert" />
          <input type="hidden" name="language" value={locale} />
          <AlertFormError reply={reply} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              id="match-alert-score"
              name="minScore"
              label={t('alert.matchScore')}
              defaultValue={String(score)}
              options={JOB_ALERT_MATCH_SCORES.map((s) => ({
                value: String(s),
                label: t('alert.matchScoreOption', { score: s }),
              }))}
              errors={errors('minScore')}
            />
            <AlertFrequency id="match-alert-frequency" reply={reply} />
          </div>
          <AlertConsent id="match-alert-consent" reply={reply} />
          <Button type="submit" pending={submitting} pendingLabel={t('sending')}>
            {t('alert.matchSubmit')}
          </Button>
        </Form>
      )}
    </section>
  );
}
