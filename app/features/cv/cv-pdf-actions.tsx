import { Braces, Download, FileText, Mail } from 'lucide-react';
import { useState } from 'react';
import type { CvLanguage } from '../../../contracts/cv.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useAsyncStatus } from '../../components/ui/use-async-status.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useApiFetch } from '../../lib/use-api.ts';
import { SaveStatus } from './save-status.tsx';

/** docs/product/states.md, docs/product/constants.md: PDF generation shows success 5 s after it was triggered; the PDF then arrives by e-mail. */
export const PDF_SUCCESS_AFTER_MS = 5000;

/**
 * E-mail the CV as a PDF (docs/product/states.md async states), or download it at once, in the
 * language chosen here (either of the CV's two, whatever its primary language: ADR 110).
 */
export function CvPdfActions({ token, language: primary }: { token: string; language: CvLanguage }) {
  const { t } = useTranslation('cv');
  const apiFetch = useApiFetch();
  const pdf = useAsyncStatus<string>();
  const [language, setLanguage] = useState<CvLanguage>(primary);
  return (
    <div className="space-y-3">
      <div className="max-w-xs">
        <Select
          id="cv-files-language"
          label={t('settings.pdf.language')}
          value={language}
          options={[
            { value: 'sk', label: t('editor.languageNames.sk') },
            { value: 'en', label: t('editor.languageNames.en') },
          ]}
          onChange={(e) => setLanguage(e.target.value as CvLanguage)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={pdf.status === 'loading'}
          onClick={() =>
            void pdf.run(async () => {
              const started = Date.now();
              try {
                await apiFetch(`/api/cv/${token}/pdf`, { method: 'POST', json: { language } });
              } catch (error) {
                throw isApiError(error) ? error.message : t('editor.saveFailed');
              }
              await new Promise((resolve) =>
                setTimeout(resolve, Math.max(0, PDF_SUCCESS_AFTER_MS - (Date.now() - started))),
              );
            })
          }
          icon={<Mail className="size-4" aria-hidden />}
        >
          {t('settings.pdf.email')}
        </Button>
        {[
          { href: `/api/cv/${token}/pdf`, label: t('settings.pdf.download'), Icon: Download },
          { href: `/api/cv/${token}/docx`, label: t('settings.pdf.word'), Icon: FileText },
          { href: '/api/candidates/my/cv/resume.json', label: t('settings.pdf.jsonResume'), Icon: Braces },
        ].map(({ href, label, Icon }) => (
          <a
            key={href}
            href={`${href}?language=${language}`}
            hrefLang={language}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            download
          >
            <Icon className="size-4" aria-hidden /> {label}
          </a>
        ))}
      </div>
      <SaveStatus state={pdf} done={t('settings.pdf.sent')} working={t('settings.pdf.working')} />
    </div>
  );
}
