import { Check, Copy, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type { BlogPostStatus } from '../../../contracts/blog.ts';
import type { Locale } from '../../../contracts/enums.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { useTranslation } from '../../i18n/react.tsx';

const TONE = { draft: 'neutral', scheduled: 'amber', published: 'green' } as const;

export function BlogStatusBadge({ status }: { status: BlogPostStatus }) {
  const { t } = useTranslation('blog');
  return (
    <Badge tone={TONE[status]} className="whitespace-nowrap">
      {t(`admin.status.${status}`)}
    </Badge>
  );
}

/** The address of a post's draft preview: its page with the access key. */
export const previewUrl = (origin: string, post: { slug: string; language: Locale; accessKey: string }) =>
  `${origin}${localizePath(post.language, `/blog/${post.slug}`)}?accessKey=${encodeURIComponent(post.accessKey)}`;

/**
 * The draft preview link: opens the post as anyone holding the link sees it, and (with JavaScript)
 * copies the address to send it to a reviewer.
 */
export function PreviewLink({
  origin,
  post,
  compact = false,
}: {
  origin: string;
  post: { slug: string; language: Locale; accessKey: string; title: string };
  compact?: boolean;
}) {
  const { t } = useTranslation('blog');
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const url = previewUrl(origin, post);
  const open = (
    <a href={url} target="_blank" rel="noopener" className="inline-flex items-center gap-1">
      {t('admin.preview.open')}
      <ExternalLink className="size-3.5" aria-hidden />
      <span className="sr-only">{t('admin.preview.of', { title: post.title })}</span>
    </a>
  );
  if (compact) return open;
  return (
    // The address above its buttons, the whole width of the card and wrapped: in the editor's
    // narrow side column a row left it a few characters wide.
    <div className="flex flex-col gap-2">
      <textarea
        readOnly
        value={url}
        rows={3}
        aria-label={t('admin.preview.label')}
        onFocus={(e) => e.currentTarget.select()}
        className="block w-full resize-none rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs break-all text-slate-700"
      />
      <div className="flex items-center gap-3">
        {hydrated ? (
          <Button
            variant="secondary"
            size="sm"
            icon={copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
          >
            {copied ? t('admin.preview.copied') : t('admin.preview.copy')}
          </Button>
        ) : null}
        {open}
      </div>
      <p className="sr-only" aria-live="polite">
        {copied ? t('admin.preview.copied') : ''}
      </p>
    </div>
  );
}
