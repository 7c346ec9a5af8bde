import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';

type Outcome = 'idle' | 'copied' | 'failed';

/**
 * Shares the page: the phone's native share sheet where the browser has one, else the address is
 * copied to the clipboard and the button says so (read out by screen readers).
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation('jobs');
  const [outcome, setOutcome] = useState<Outcome>('idle');

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is not an error worth a message.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <div>
      <button
        type="button"
        onClick={() => void share()}
        className="inline-flex w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-ink hover:bg-slate-50"
      >
        <Share2 className="size-4" aria-hidden />
        {t('detail.share')}
      </button>
      <p role="status" className="mt-1 min-h-5 text-center text-sm text-slate-700">
        {outcome === 'copied' ? t('detail.linkCopied') : outcome === 'failed' ? t('detail.copyFailed') : ''}
      </p>
    </div>
  );
}
