import { getFormProps } from '@conform-to/react';
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-router';
import { QUESTIONNAIRE_CV_MAX_BYTES, questionnaireCvFormSchema } from '../../../contracts/questionnaire.ts';
import { describedBy, FieldError, FieldHint, FieldLabel } from '../../components/ui/field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { ContactFields } from './contact-fields.tsx';
import { FormSection } from './form-kit.tsx';
import { useErrorText, constraintOf, useSchemaForm, useSubmitting } from '../../lib/form-helpers.ts';
import { ErrorSummary } from '../../lib/error-summary.tsx';
import type { SubmissionResult } from '@conform-to/react';
import { ConsentAndSubmit } from './programmer-form.tsx';

export const CV_FILE_FIELD = 'file';
const ACCEPT =
  '.pdf,.doc,.docx,.odt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text';

/** The CV variant: name, e-mail, a CV file and consent; HR answers by e-mail. */
export function CvForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null | undefined }) {
  const { t } = useTranslation('questionnaire');
  const errorText = useErrorText();
  const sending = useSubmitting();
  const [tooBig, setTooBig] = useState(false);
  const [form, fields] = useSchemaForm({
    id: 'cv-questionnaire',
    schema: questionnaireCvFormSchema,
    constraint: constraintOf(questionnaireCvFormSchema),
    lastResult,
  });
  const fileId = `${form.id}-${CV_FILE_FIELD}`;
  const fileErrors = errorText(tooBig ? ['validation.documentSize'] : form.allErrors[CV_FILE_FIELD]);
  const a11y = describedBy(fileId, { hint: t('cv.fileHint'), errors: fileErrors });

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      onSubmit={(event) => {
        if (tooBig) {
          // Refused before sending 10 MB; the message is already under the field.
          event.preventDefault();
          document.getElementById(fileId)?.focus();
          return;
        }
        form.onSubmit(event);
      }}
      className="space-y-7"
    >
      <ErrorSummary
        focus
        className=""
        form={form}
        fields={{
          [fields.name.name]: { id: fields.name.id, label: t('form.name') },
          [fields.email.name]: { id: fields.email.id, label: t('form.email') },
          [CV_FILE_FIELD]: { id: fileId, label: t('cv.file') },
          [fields.gdpr.name]: { id: fields.gdpr.id, label: t('form.sections.consent') },
        }}
      />
      <FormSection id="cv-contact" title={t('form.sections.contact')}>
        <ContactFields name={fields.name} email={fields.email} />
        <div className="sm:col-span-2">
          <FieldLabel htmlFor={fileId}>{t('cv.file')}</FieldLabel>
          <label
            htmlFor={fileId}
            className="mt-1.5 flex cursor-pointer items-center gap-3 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-5 hover:border-brand-400 hover:bg-brand-50/40"
          >
            <FileUp className="size-6 shrink-0 text-brand-700" aria-hidden />
            <input
              id={fileId}
              name={CV_FILE_FIELD}
              type="file"
              required
              accept={ACCEPT}
              aria-invalid={a11y.invalid || undefined}
              aria-describedby={a11y.describedBy}
              onChange={(e) =>
                setTooBig((e.currentTarget.files?.[0]?.size ?? 0) > QUESTIONNAIRE_CV_MAX_BYTES)
              }
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800"
            />
          </label>
          <FieldError id={a11y.errorId} errors={fileErrors} />
          <FieldHint id={a11y.hintId}>{t('cv.fileHint')}</FieldHint>
        </div>
      </FormSection>
      <ConsentAndSubmit
        id={fields.gdpr.id}
        name={fields.gdpr.name}
        fieldKey={fields.gdpr.key}
        defaultChecked={fields.gdpr.initialValue === 'on'}
        errors={errorText(fields.gdpr.errors)}
        sending={sending}
        submitLabel={t('cv.submit')}
        sendingLabel={t('cv.submitting')}
      />
    </Form>
  );
}
