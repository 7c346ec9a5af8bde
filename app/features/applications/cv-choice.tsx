import { clsx } from 'clsx';
import { FileText, FileUser, Upload } from 'lucide-react';
import { useState } from 'react';
import { CV_MAX_BYTES } from '../../../contracts/applications-values.ts';
import { describedBy, FieldError, FieldHint } from '../../components/ui/field.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useDocumentRules, useFileCheck } from '../../lib/file-field.tsx';

/**
 * The CV of an application: one of the CVs uploaded before, or a new file. Without JavaScript the
 * file input is always there (it is used when "new" is chosen); with it, it shows only then.
 */
export function CvChoice({
  portal = [],
  cvs: stored,
  defaultChoice,
  errors,
}: {
  /** The CV builder's CVs (its generated PDF, its uploaded document), offered first. */
  portal?: { id: string; label: string }[];
  /** The candidate's stored CVs with their labels (name and upload date). */
  cvs: { id: string; label: string }[];
  defaultChoice: string;
  /** Translated errors of the file or the choice. */
  errors?: string[] | undefined;
}) {
  const { t } = useTranslation('jobs');
  const hydrated = useHydrated();
  const cvs = [...portal, ...stored];
  const known = defaultChoice === 'new' || cvs.some((cv) => cv.id === defaultChoice);
  const [choice, setChoice] = useState(known ? defaultChoice : (cvs[0]?.id ?? 'new'));
  // A file over the limit or of another type is refused before the application is sent (ADR 141).
  const file = useFileCheck(useDocumentRules(CV_MAX_BYTES), errors);
  const a11y = describedBy('cv', { hint: t('apply.cvHint'), errors: file.errors });
  const option = (value: string, label: React.ReactNode, Icon: typeof FileText) => (
    <label
      key={value}
      className={clsx(
        'flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-sm transition',
        choice === value
          ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
          : 'border-slate-300 bg-white hover:border-slate-400',
      )}
    >
      <input
        type="radio"
        name="cvChoice"
        value={value}
        checked={choice === value}
        onChange={() => setChoice(value)}
        className="size-4 accent-brand-700"
      />
      <Icon className="size-5 shrink-0 text-slate-500" aria-hidden />
      <span className="min-w-0 break-words text-slate-800">{label}</span>
    </label>
  );
  return (
    <fieldset aria-describedby={a11y.describedBy} className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{t('apply.cv')}</legend>
      {cvs.length ? (
        <div className="space-y-2">
          {portal.map((cv) => option(cv.id, cv.label, FileUser))}
          {stored.map((cv) => option(cv.id, cv.label, FileText))}
          {option('new', t('apply.cvNew'), Upload)}
        </div>
      ) : (
        <input type="hidden" name="cvChoice" value="new" />
      )}
      {!hydrated || choice === 'new' || !cvs.length ? (
        <div>
          <label htmlFor="cv-file" className={cvs.length ? 'sr-only' : 'text-sm font-medium text-slate-800'}>
            {t('apply.file')}
          </label>
          <input
            id="cv-file"
            name="file"
            type="file"
            accept={file.accept}
            onChange={file.onChange}
            aria-invalid={file.errors ? true : undefined}
            aria-describedby={a11y.describedBy}
            className="mt-1.5 block w-full rounded-lg border border-dashed border-slate-300 bg-white p-3 text-sm text-slate-700 file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800 hover:file:bg-brand-100"
          />
        </div>
      ) : null}
      <FieldHint id={a11y.hintId}>{t('apply.cvHint')}</FieldHint>
      <FieldError id={a11y.errorId} errors={file.errors} />
    </fieldset>
  );
}
