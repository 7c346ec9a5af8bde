import { useState } from 'react';
import type { CvDocument, CvLanguage, CvSection, CvSectionVersions } from '../../../contracts/cv.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { CvImport } from './cv-import.tsx';
import { BasicSection } from './sections/basic.tsx';
import { CertificatesSection } from './sections/certificates.tsx';
import { CvEditorContext, type CvEditorState } from './sections/cv-section-state.tsx';
import { EducationsSection } from './sections/educations.tsx';
import { EmploymentsSection } from './sections/employments.tsx';
import { LanguagesSection } from './sections/languages.tsx';
import { ReferencesSection } from './sections/references.tsx';
import { TechnologiesSection } from './sections/technologies.tsx';

/**
 * The CV editor (docs/product/screens-and-routes.md CV data): one section per part of the CV, each
 * checked with the API's schema and saved on its own with the version it was loaded at (ADR 115).
 * Free texts are edited per language in two tabs (Slovak, English), each field labelled with its
 * language; the CV's primary language only chooses the tab shown first (ADR 110). Imports fill the
 * sections, which are then saved as usual.
 */
export function CvEditor({
  initial,
  versions: initialVersions,
  technologyNames,
  cvLanguage,
  hasPhoto,
}: {
  initial: CvDocument;
  /** The sections' versions when the page was loaded. */
  versions: CvSectionVersions;
  technologyNames: readonly string[];
  cvLanguage: CvLanguage;
  /** Whether the CV has a photo (it is uploaded and removed on its own, not with the save button). */
  hasPhoto: boolean;
}) {
  const { t } = useTranslation('cv');
  const [cv, setCv] = useState<CvDocument>(initial);
  const [versions, setVersions] = useState(initialVersions);
  const [lang, setLang] = useState<CvLanguage>(cvLanguage);
  const state: CvEditorState = {
    cv,
    lang,
    versions,
    change: (fields) => setCv((current) => ({ ...current, ...fields })),
    saved: (section: CvSection, version: number, fields: Partial<CvDocument>) => {
      setVersions((current) => ({ ...current, [section]: version }));
      setCv((current) => ({ ...current, ...fields }));
    },
  };

  return (
    <div className="space-y-6">
      <noscript>
        <p className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          {t('editor.needsScript')}
        </p>
      </noscript>
      <CvImport cv={cv} onChange={setCv} language={lang} />
      <div className="z-10 rounded-2xl border border-slate-200 bg-white/95 p-3 shadow-sm backdrop-blur sm:sticky sm:top-2 sm:p-4">
        <p id="cv-texts-language" className="text-sm font-medium text-slate-800">
          {t('editor.textsLanguage')}
        </p>
        <div role="tablist" aria-labelledby="cv-texts-language" className="mt-2 flex flex-wrap gap-2">
          {(['sk', 'en'] as const).map((language) => (
            <button
              key={language}
              type="button"
              role="tab"
              id={`cv-tab-${language}`}
              aria-selected={lang === language}
              aria-controls="cv-texts"
              lang={language}
              onClick={() => setLang(language)}
              className={
                lang === language
                  ? 'rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white'
                  : 'rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600'
              }
            >
              {t(`editor.tabs.${language}`)}
            </button>
          ))}
        </div>
        <p className="mt-2 text-xs leading-relaxed text-slate-600">{t('editor.tabsHint')}</p>
      </div>
      <div id="cv-texts" role="tabpanel" aria-labelledby={`cv-tab-${lang}`} className="space-y-6">
        <CvEditorContext value={state}>
          <BasicSection hasPhoto={hasPhoto} />
          <EmploymentsSection />
          <EducationsSection />
          <TechnologiesSection technologyNames={technologyNames} />
          <LanguagesSection />
          <CertificatesSection />
          <ReferencesSection />
        </CvEditorContext>
      </div>
    </div>
  );
}
