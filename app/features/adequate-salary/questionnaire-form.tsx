import { getFormProps, type FormView, type SubmissionResult } from '../../lib/form-helpers.ts';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { ErrorSummary } from '../../lib/error-summary.tsx';
import { useSubmitting } from '../../lib/form-helpers.ts';
import { FieldCheckbox, type Field } from './bound-fields.tsx';
import { ContactFields } from './contact-fields.tsx';
import { FormSection } from './form-kit.tsx';

/** What the questionnaire page's action answers: Conform's reply. */
export type QuestionnaireReply = SubmissionResult<string[]> | null | undefined;

/** A control named in the error summary: the field's name, the id its link jumps to, its label. */
export interface SummaryEntry {
  name: string;
  id: string;
  label: string;
}

/** A summary entry for a field whose control carries the field's id. */
export const summaryEntry = (field: { name: string; id: string }, label: string): SummaryEntry => ({
  name: field.name,
  id: field.id,
  label,
});

/**
 * The frame of every variant of the questionnaire (docs/product/entities.md, docs/product/validation.md), which works without JavaScript: the
 * error summary, the contact section (name, e-mail and `contactExtra`), the variant's own sections
 * (`children`), then the consent box and the submit button.
 */
export function QuestionnaireForm({
  variant,
  form,
  fields,
  summary = [],
  contactExtra,
  children,
  encType,
  onSubmit,
  submitLabel,
  sendingLabel,
}: {
  /** Prefixes the ids of the sections. */
  variant: 'programmer' | 'tester' | 'cv';
  form: FormView;
  fields: { name: Field; email: Field; gdpr: Field };
  /** The variant's own controls in the error summary, in the order of the page. */
  summary?: readonly SummaryEntry[];
  contactExtra?: React.ReactNode;
  children?: React.ReactNode;
  encType?: 'multipart/form-data';
  /** Replaces Conform's submit handler (which it must call to send the form). */
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
  submitLabel?: string;
  sendingLabel?: string;
}) {
  const { t } = useTranslation('questionnaire');
  const sending = useSubmitting();
  const entries = [
    summaryEntry(fields.name, t('form.name')),
    summaryEntry(fields.email, t('form.email')),
    ...summary,
    summaryEntry(fields.gdpr, t('form.sections.consent')),
  ];
  return (
    <Form
      method="post"
      encType={encType}
      {...getFormProps(form)}
      {...(onSubmit ? { onSubmit } : {})}
      className="space-y-7"
    >
      <ErrorSummary
        focus
        className=""
        form={form}
        fields={Object.fromEntries(entries.map(({ name, id, label }) => [name, { id, label }]))}
      />
      <FormSection id={`${variant}-contact`} title={t('form.sections.contact')}>
        <ContactFields name={fields.name} email={fields.email} />
        {contactExtra}
      </FormSection>
      {children}
      <FormSection id={`${fields.gdpr.id}-section`} title={t('form.sections.consent')} columns={1}>
        <FieldCheckbox field={fields.gdpr} required label={t('form.gdpr')} hint={t('form.gdprHint')} />
      </FormSection>
      <div className="flex justify-end border-t border-slate-200 pt-6">
        <Button
          type="submit"
          size="lg"
          pending={sending}
          pendingLabel={sendingLabel ?? t('form.submitting')}
          className="w-full sm:w-auto"
        >
          {submitLabel ?? t('form.submit')}
        </Button>
      </div>
    </Form>
  );
}
