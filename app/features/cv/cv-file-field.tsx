import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { CV_ACCEPT, CV_MAX_BYTES } from '../../../contracts/applications-values.ts';
import type { CvFile } from '../../../contracts/cv.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { SaveStatus } from './save-status.tsx';
import { useCvUpload } from './use-cv-upload.ts';

const FILE_URL = '/api/candidates/my/cv/file';

/**
 * The candidate's own CV document next to the builder's CV: choosing a file uploads it at once (the
 * server checks it like an application's CV), it can be downloaded, replaced and removed; docs/product/states.md
 * states, translated refusals.
 */
export function CvFileField({ initial }: { initial: CvFile | null }) {
  const { t } = useTranslation('cv');
  const [file, setFile] = useState<CvFile | null>(initial);
  const { action, done, upload, remove } = useCvUpload<CvFile>({
    url: FILE_URL,
    maxBytes: CV_MAX_BYTES,
    tooLarge: t('common:validation.documentSize'),
    onStored: setFile,
    onRemoved: () => setFile(null),
  });

  const busy = action.status === 'loading';
  return (
    <div className="space-y-4">
      {file ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
          <FileText className="size-6 shrink-0 text-brand-700" aria-hidden />
          <p className="min-w-40 flex-1 text-sm">
            <span className="block text-slate-600">{t('editor.file.current')}</span>
            <span className="block font-medium break-words text-ink">{file.name}</span>
            <span className="block text-slate-600">
              {t('editor.file.size', { size: Math.max(1, Math.round(file.size / 1024)) })}
            </span>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <a
              href={FILE_URL}
              download={file.name}
              className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'gap-1.5' })}
            >
              <Download className="size-4" aria-hidden />
              {t('editor.file.download')}
            </a>
            <Button type="button" variant="ghost" size="sm" onClick={() => void remove()} disabled={busy}>
              {t('editor.file.remove')}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('editor.file.none')}</p>
      )}
      <div className="space-y-2">
        <label htmlFor="cv-file-upload" className="block text-sm font-medium text-slate-800">
          {file ? t('editor.file.replace') : t('editor.file.label')}
        </label>
        <input
          id="cv-file-upload"
          type="file"
          accept={CV_ACCEPT}
          aria-describedby="cv-file-upload-hint"
          disabled={busy}
          className="block w-full rounded-lg border border-dashed border-slate-300 bg-white p-3 text-sm text-slate-700 file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800 hover:file:bg-brand-100"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (chosen) void upload(chosen);
          }}
        />
        <p id="cv-file-upload-hint" className="text-sm text-slate-600">
          {t('editor.file.hint')}
        </p>
        <SaveStatus
          state={{ status: busy ? 'loading' : action.status, error: action.error }}
          done={t(`editor.file.${done}`)}
          working={t('editor.saving')}
          failed={t('editor.saveFailed')}
          focus
        />
      </div>
    </div>
  );
}
