import { useId, useState } from 'react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useTranslation } from '../../i18n/react.tsx';

/** The preferences dialog: what each category is for, one switch for analytics. */
export default function Preferences({
  analytics,
  onChoose,
  onClose,
}: {
  analytics: boolean;
  onChoose: (analytics: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(analytics);
  const necessaryId = useId();
  const analyticsId = useId();
  const row = 'mt-4 rounded-lg border border-slate-200 p-3';
  return (
    <Dialog open title={t('cookie.preferencesTitle')} closeLabel={t('cookie.close')} onClose={onClose}>
      <p className="text-sm text-slate-700">
        <strong className="block font-semibold text-ink">{t('cookie.usageTitle')}</strong>
        {t('cookie.usage')}
      </p>
      <div className={row}>
        <label className="flex items-center gap-2 font-semibold">
          <input type="checkbox" checked disabled aria-describedby={necessaryId} className="size-4" />
          {t('cookie.necessaryTitle')}
        </label>
        <p id={necessaryId} className="mt-1 text-sm text-slate-700">
          {t('cookie.necessary')}
        </p>
      </div>
      <div className={row}>
        <label className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
            aria-describedby={analyticsId}
            className="size-4 accent-brand-700"
          />
          {t('cookie.analyticsTitle')}
        </label>
        <p id={analyticsId} className="mt-1 text-sm text-slate-700">
          {t('cookie.analytics')}
        </p>
      </div>
      <div className="mt-5 flex flex-wrap gap-2">
        <button type="button" onClick={() => onChoose(true)} className={buttonClasses({ size: 'sm' })}>
          {t('cookie.acceptAll')}
        </button>
        <button type="button" onClick={() => onChoose(false)} className={buttonClasses({ size: 'sm' })}>
          {t('cookie.reject')}
        </button>
        <button
          type="button"
          onClick={() => onChoose(checked)}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {t('cookie.save')}
        </button>
      </div>
    </Dialog>
  );
}
