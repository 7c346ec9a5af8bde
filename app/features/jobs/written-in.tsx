import { Languages } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import type { Locale } from '../../../core/shared/locale.ts';
import { useLocale } from '../layout/use-locale.ts';

/** "in Slovak": says that a job's text is in another language than the page's. */
export function WrittenIn({ language, tone = 'light' }: { language: Locale; tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('jobs');
  const { locale } = useLocale();
  if (language === locale) return null;
  return (
    <span
      className={
        tone === 'dark'
          ? 'inline-flex items-center gap-1 rounded-full bg-white/10 px-2 py-0.5 text-xs font-medium text-white ring-1 ring-white/30'
          : 'inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700'
      }
    >
      <Languages className="size-3.5" aria-hidden />
      {t(`writtenIn.${language}`)}
    </span>
  );
}
