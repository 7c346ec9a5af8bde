import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { controlClass, describedBy, FieldError, FieldHint, FieldLabel } from '../../components/ui/field.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { useTranslation } from '../../i18n/react.tsx';

/**
 * The post's Markdown beside its live preview: the text is rendered by the server's one pipeline
 * (`POST /api/admin/blog/preview`, the HTML readers will get) a moment after typing stops. Without
 * JavaScript it is a plain text area. On phones the preview is a tab.
 */
export function MarkdownEditor({
  id,
  name,
  label,
  hint,
  defaultValue,
  errors,
  required,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  defaultValue?: string | undefined;
  errors?: string[] | undefined;
  required?: boolean | undefined;
}) {
  const { t } = useTranslation('blog');
  const hydrated = useHydrated();
  const [text, setText] = useState(defaultValue ?? '');
  const [html, setHtml] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const { hintId, errorId, invalid, describedBy: described } = describedBy(id, { hint, errors });

  useEffect(() => {
    if (!hydrated) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch('/api/admin/blog/preview', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: text }),
        signal: controller.signal,
      })
        .then((r) =>
          r.ok ? (r.json() as Promise<{ html: string }>) : Promise.reject(new Error(String(r.status))),
        )
        .then((answer) => {
          setHtml(answer.html);
          setFailed(false);
        })
        .catch((error: unknown) => {
          if ((error as Error).name !== 'AbortError') setFailed(true);
        });
    }, 350);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, hydrated]);

  return (
    <div>
      <div className="flex items-end justify-between gap-3">
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        {hydrated ? (
          <div role="tablist" aria-label={t('admin.editor.modes')} className="flex gap-1 lg:hidden">
            {(['write', 'preview'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                role="tab"
                aria-selected={tab === mode}
                onClick={() => setTab(mode)}
                className={clsx(
                  'rounded-md px-3 py-1 text-sm font-medium',
                  tab === mode ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {t(`admin.editor.${mode}`)}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <div className={clsx('mt-2 grid gap-4', hydrated && 'lg:grid-cols-2')}>
        <textarea
          id={id}
          name={name}
          rows={22}
          required={required}
          defaultValue={defaultValue}
          aria-invalid={invalid || undefined}
          aria-describedby={described}
          onChange={(event) => setText(event.target.value)}
          spellCheck
          className={clsx(
            controlClass,
            'font-mono text-[0.8125rem] leading-6',
            tab === 'preview' && 'max-lg:hidden',
          )}
        />
        {hydrated ? (
          <section
            aria-label={t('admin.editor.preview')}
            aria-live="polite"
            aria-busy={html === undefined}
            className={clsx(
              'max-h-[36rem] min-h-48 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 px-5 py-3 text-sm leading-7 text-slate-800',
              '[&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-200 [&_code]:px-1',
              '[&_h2]:mt-5 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-3 [&_pre]:overflow-x-auto [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-slate-100 [&_ul]:list-disc',
              tab === 'write' && 'max-lg:hidden',
            )}
          >
            {failed ? (
              <p className="text-rose-700">{t('admin.editor.previewFailed')}</p>
            ) : html === undefined ? (
              <p className="text-slate-600">{t('admin.editor.previewLoading')}</p>
            ) : html ? (
              <div dangerouslySetInnerHTML={{ __html: html }} />
            ) : (
              <p className="text-slate-600">{t('admin.editor.previewEmpty')}</p>
            )}
          </section>
        ) : null}
      </div>
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}
