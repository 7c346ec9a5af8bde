import type { ClientCvBranding } from '../../../contracts/client-cv-values.ts';
import type { CvInLanguage, CvLanguage, SharedCv } from '../../../contracts/cv.ts';
import type { CvSheetCatalog } from '../../../contracts/cv-sheet.ts';
import { CvSheet } from './cv-sheet.tsx';

/**
 * The anonymised client CV as a client gets it (ADR 112): the portal's band (logo, name, contact)
 * above the sheet without the person. The consent page shows it before the candidate answers.
 */
export function ClientCvPreview({
  preview,
  labels,
  branding,
}: {
  preview: { shared: Omit<SharedCv, 'cv'>; cv: CvInLanguage; language: CvLanguage };
  labels: CvSheetCatalog;
  branding: ClientCvBranding;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10">
      <div className="mb-6 flex flex-wrap items-center gap-3 border-b-2 border-brand-700 pb-3">
        <img src="/logo.png" alt="" width={36} height={36} className="size-9" />
        <span className="text-lg font-bold text-brand-800">{branding.portal}</span>
        <span className="ml-auto text-right text-sm break-all text-slate-600">
          {branding.contact.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </span>
      </div>
      <CvSheet shared={preview.shared} cv={preview.cv} language={preview.language} labels={labels} />
    </div>
  );
}
