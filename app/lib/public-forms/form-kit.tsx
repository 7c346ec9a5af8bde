import type { SubmissionResult } from '../form-helpers.ts';
import { clsx } from 'clsx';
import { Send } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { type FieldLike, useSubmitting } from '../form-helpers.ts';
import { ConsentField } from './consent-field.tsx';
import { SentPanel } from './sent-panel.tsx';

/** What a public form's action answers: the Conform reply. */
export type FormReply = SubmissionResult<string[]> | null | undefined;

/** A titled group of fields in a long form. */
export function FormSection({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-8 first:border-t-0 first:pt-0">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className={clsx('mt-5 grid gap-5 sm:grid-cols-2', className)}>{children}</div>
    </section>
  );
}

/** The end of a long public form: the consent it needs and its submit button, busy while it is sent. */
export function ConsentAndSubmit({
  field,
  consent,
  submit,
}: {
  field: FieldLike;
  /** The consent's text (the privacy-policy link is added). */
  consent: string;
  /** The submit button's label. */
  submit: string;
}) {
  const { t } = useTranslation('forms');
  const submitting = useSubmitting();
  return (
    <div className="space-y-6 border-t border-slate-200 pt-8">
      <ConsentField field={field} text={consent} />
      <div className="flex justify-end">
        <Button
          type="submit"
          size="lg"
          pending={submitting}
          pendingLabel={t('common.sending')}
          icon={<Send className="size-4" aria-hidden />}
        >
          {submit}
        </Button>
      </div>
    </div>
  );
}

/** What a public form's page says once the form was sent (a `SentPanel`). */
export interface SentNote {
  title: string;
  /** The next steps, in paragraphs. */
  text: React.ReactNode;
  actions?: React.ReactNode;
}

/**
 * The card of a public form's page: once the form was sent, the confirmation as the page's only
 * heading; before, the page's heading, its lead and the form.
 */
export function FormCard({
  sent,
  heading,
  lead,
  className,
  children,
}: {
  /** The confirmation, or nothing while the form is still to be sent. */
  sent: SentNote | false;
  /** The page's `h1` with what stands above it. */
  heading: React.ReactNode;
  lead: string;
  className?: string;
  /** The form. */
  children: React.ReactNode;
}) {
  return (
    <div
      className={clsx(
        'rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-xl shadow-brand-900/5 sm:px-10 sm:py-10',
        className,
      )}
    >
      {sent ? (
        <SentPanel level={1} title={sent.title} actions={sent.actions}>
          {sent.text}
        </SentPanel>
      ) : (
        <>
          {heading}
          <p className="mt-2 leading-relaxed text-slate-600">{lead}</p>
          <div className="mt-8">{children}</div>
        </>
      )}
    </div>
  );
}
