import { jobAlertFrequencies } from '../../../contracts/job-alert-frequencies.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useTranslation } from '../../i18n/react.tsx';

/** What the job-alert resource route answers: field errors (translated), or that it was sent. */
export interface JobAlertReply {
  sent?: boolean;
  fieldErrors?: Record<string, string[]>;
  formError?: string;
  /** What was typed, for the form rendered again after a POST without JavaScript. */
  values?: { email: string; frequency: string; minScore?: string };
}

/** The error of a job alert form as a whole (translated), where the reply has one. */
export function AlertFormError({ reply }: { reply?: JobAlertReply | undefined }) {
  return reply?.formError ? (
    <p role="alert" className="text-sm text-rose-700">
      {reply.formError}
    </p>
  ) : null;
}

/** How often a job alert writes: what was sent before a POST without JavaScript, else daily. */
export function AlertFrequency({ id, reply }: { id: string; reply?: JobAlertReply | undefined }) {
  const { t } = useTranslation('newsletter');
  const frequency = jobAlertFrequencies.find((f) => f === reply?.values?.frequency) ?? 'daily';
  return (
    <Select
      id={id}
      name="frequency"
      label={t('alert.frequency')}
      defaultValue={frequency}
      options={jobAlertFrequencies.map((f) => ({ value: f, label: t(`alert.frequencies.${f}`) }))}
      errors={reply?.fieldErrors?.frequency}
    />
  );
}

/** The consent a job alert needs. */
export function AlertConsent({ id, reply }: { id: string; reply?: JobAlertReply | undefined }) {
  const { t } = useTranslation('newsletter');
  return <Checkbox id={id} name="consent" label={t('alert.consent')} errors={reply?.fieldErrors?.consent} />;
}
