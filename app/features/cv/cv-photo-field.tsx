import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { IMAGE_MAX_BYTES } from '../../../contracts/media.ts';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { SaveStatus } from './save-status.tsx';
import { useCvUpload } from './use-cv-upload.ts';

const PHOTO_URL = '/api/candidates/my/cv/photo';

/**
 * The CV photo in the editor's basic information: choosing a file uploads it at once (the server
 * sniffs, re-encodes and strips it), "Remove" deletes it; docs/product/states.md states, translated refusals.
 */
export function CvPhotoField({ initialHasPhoto }: { initialHasPhoto: boolean }) {
  const { t } = useTranslation('cv');
  /** Changes with every upload so the browser shows the new photo; null without a photo. */
  const [version, setVersion] = useState<number | null>(initialHasPhoto ? 0 : null);
  const { action, done, upload, remove } = useCvUpload<unknown>({
    url: PHOTO_URL,
    maxBytes: IMAGE_MAX_BYTES,
    tooLarge: t('common:validation.imageSize'),
    onStored: () => setVersion(Date.now()),
    onRemoved: () => setVersion(null),
  });

  return (
    <div className="flex flex-wrap items-start gap-4">
      <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
        {version === null ? (
          <ImageOff className="size-8 text-slate-400" aria-hidden />
        ) : (
          <img
            src={`${PHOTO_URL}?v=${version}`}
            alt={t('editor.photo.alt')}
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <label htmlFor="cv-photo" className="block text-sm font-medium text-slate-800">
          {t('editor.photo.label')}
        </label>
        <input
          id="cv-photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby="cv-photo-hint"
          disabled={action.status === 'loading'}
          className="block w-full text-sm"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
        <p id="cv-photo-hint" className="text-sm text-slate-600">
          {t('editor.photo.hint')}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {version !== null ? (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => void remove()}
              disabled={action.status === 'loading'}
            >
              {t('editor.photo.remove')}
            </Button>
          ) : null}
          <SaveStatus
            state={action}
            done={t(`editor.photo.${done}`)}
            working={t('editor.saving')}
            failed={t('editor.saveFailed')}
            focus
          />
        </div>
      </div>
    </div>
  );
}
