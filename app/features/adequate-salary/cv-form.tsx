import { questionnaireCv as constraint } from '../../lib/form-constraints/questionnaire-cv.ts';
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { QUESTIONNAIRE_CV_MAX_BYTES } from '../../../contracts/questionnaire-values.ts';
import { describedBy, FieldError, FieldHint, FieldLabel } from '../../components/ui/field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useErrorText, useSchemaForm } from '../../lib/form-helpers.ts';
import { QuestionnaireForm, type QuestionnaireReply } from './questionnaire-form.tsx';

export const CV_FILE_FIELD = 'file';
const ACCEPT =
  '.pdf,.doc,.docx,.odt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text';
/** The CV variant: name, e-mail, a CV file and consent; HR answers by e-mail. */
export function CvForm({ lastResult }: { lastResult: QuestionnaireReply }) {
  const { t } = useTranslation('questionnaire');
  const errorText = useErrorText();
  const [tooBig, setTooBig] = useState(false);
  const [form, fields] = useSchemaForm({
    id: 'cv-questionnaire',
    schema: () => import('../../../contracts/questionnaire.ts').then((m) => m.questionnaireCvFormSchema),
    constraint,
    lastResult,
  });
  const fileId = `${form.id}-${CV_FILE_FIELD}`;
  const fileErrors = errorText(tooBig ? ['validation.documentSize'] : form.allErrors[CV_FILE_FIELD]);
  const a11y = describedBy(fileId, { hint: t('cv.fileHint'), errors: fileErrors });

  return (
    <QuestionnaireForm
      variant="cv"
      form={form}
      fields={fields}
      summary={[{ name: CV_FILE_FIELD, id: fileId, label: t('cv.file') }]}
      encType="multipart/form-data"
      onSubmit={(event) => {
        if (tooBig) {
          // Refused before sending 10 MB; the message is already under the field.
          event.preventDefault();
          document.getElementById(fileId)?.focus();
          return;
        }
        form.onSubmit(event);
      }}
      submitLabel={t('cv.submit')}
      sendingLabel={t('cv.submitting')}
      contactExtra={
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
      }
    />
  );
}
