import { clsx } from 'clsx';
import { ImageUp, UserRound, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { describedBy, FieldError, FieldHint, FieldLabel } from '../../components/ui/field.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { avatarProblem } from './avatar.ts';

/**
 * Optional profile photo: a file input with a preview. The browser check (type, 5 MB) reports
 * through `onProblem`, so the form can refuse to submit; the server checks again by content.
 */
export function AvatarField({
  id,
  name,
  errors,
  onProblem,
  className,
}: {
  id: string;
  name: string;
  /** Translated messages (the client check's and the server's). */
  errors?: string[] | undefined;
  onProblem: (problem: string | null) => void;
  className?: string;
}) {
  const { t } = useTranslation('account');
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  // The browser's own file button speaks the browser's language; after hydration a translated
  // button (a label of the visually hidden input) replaces it.
  const hydrated = useHydrated();
  const a11y = describedBy(id, { hint: true, errors });

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    const problem = avatarProblem(file);
    onProblem(problem);
    setPreview(null);
    setFileName(file?.name ?? null);
    if (!file || problem) return;
    // A data: URL, which the Content-Security-Policy allows for images (blob: is not).
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
  };
  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    setPreview(null);
    setFileName(null);
    onProblem(null);
    inputRef.current?.focus();
  };

  return (
    <div className={className}>
      <FieldLabel htmlFor={id} optional={t('fields.optional')}>
        {t('fields.avatar')}
      </FieldLabel>
      <div className="mt-2 flex items-center gap-4">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 text-slate-500 ring-1 ring-slate-200">
          {preview ? (
            <img src={preview} alt="" width={64} height={64} className="size-16 object-cover" />
          ) : (
            <UserRound className="size-8" aria-hidden />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          <input
            ref={inputRef}
            id={id}
            name={name}
            type="file"
            accept="image/*"
            onChange={onChange}
            aria-invalid={a11y.invalid || undefined}
            aria-describedby={a11y.describedBy}
            className={clsx(
              hydrated
                ? 'peer sr-only'
                : 'block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 sm:w-auto',
            )}
          />
          {hydrated ? (
            <>
              <label
                htmlFor={id}
                className={buttonClasses({
                  variant: 'secondary',
                  size: 'sm',
                  className:
                    'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
                })}
              >
                <ImageUp className="size-4" aria-hidden />
                {fileName ? t('fields.avatarChange') : t('fields.avatarChoose')}
              </label>
              <span className="min-w-0 truncate text-sm text-slate-600">
                {fileName ?? t('fields.avatarNone')}
              </span>
            </>
          ) : null}
          {fileName ? (
            <button
              type="button"
              onClick={clear}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              <X className="size-4" aria-hidden />
              {t('fields.avatarRemove')}
            </button>
          ) : null}
        </div>
      </div>
      <FieldError id={a11y.errorId} errors={errors} />
      <FieldHint id={a11y.hintId}>{t('fields.avatarHint')}</FieldHint>
    </div>
  );
}
