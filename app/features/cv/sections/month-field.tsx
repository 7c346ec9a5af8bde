import { CalendarDays } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../i18n/react.tsx';

/**
 * A typed month or date as the CV stores it: `03/2021`, `3/2021`, `03.2021`, `2021/03` and `2021-3`
 * become `2021-03`; `2021-03`, full dates `2021-03-15` and a year alone stay; anything else is left as typed (the
 * schema then says what is wrong).
 */
export function typedMonth(typed: string): string {
  const value = typed.trim();
  const monthYear = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(value);
  if (monthYear) return `${monthYear[2]}-${monthYear[1]!.padStart(2, '0')}`;
  const yearMonth = /^(\d{4})\s*[/.-]\s*(\d{1,2})$/.exec(value);
  if (yearMonth) return `${yearMonth[1]}-${yearMonth[2]!.padStart(2, '0')}`;
  return value;
}

/** Whether this browser has a month picker to open (`<input type=month>` with `showPicker`). */
function useMonthPicker(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    const probe = document.createElement('input');
    probe.type = 'month';
    setSupported(probe.type === 'month' && typeof probe.showPicker === 'function');
  }, []);
  return supported;
}

/**
 * A month of a CV period: typed freely (`03/2021`, `2021-03`, a full date), tidied to `2021-03` when
 * the field is left, or chosen with the browser's month picker from the button in the field where
 * the browser has one. Without one (or before the page's script) it is the text field alone.
 */
export function MonthField({
  id,
  label,
  value,
  onChange,
  errors,
  optional,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: string[] | undefined;
  optional?: string | undefined;
  disabled?: boolean | undefined;
}) {
  const { t } = useTranslation('cv');
  const picker = useRef<HTMLInputElement>(null);
  const canPick = useMonthPicker();
  const month = /^\d{4}-\d{2}$/.test(value) ? value : '';
  return (
    <TextField
      id={id}
      label={label}
      hint={t('editor.dateHint')}
      optional={optional}
      placeholder={disabled ? undefined : '03/2021'}
      autoComplete="off"
      disabled={disabled}
      value={value}
      errors={errors}
      onChange={(e) => onChange(e.target.value)}
      onBlur={(e) => {
        const tidy = typedMonth(e.target.value);
        if (tidy !== e.target.value) onChange(tidy);
      }}
      trailing={
        canPick && !disabled ? (
          <>
            <button
              type="button"
              className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-brand-800"
              aria-label={t('editor.pickMonth', { label })}
              onClick={() => picker.current?.showPicker()}
            >
              <CalendarDays className="size-5" aria-hidden />
            </button>
            <input
              ref={picker}
              type="month"
              tabIndex={-1}
              aria-hidden
              className="sr-only"
              value={month}
              onChange={(e) => {
                if (e.target.value) onChange(e.target.value);
              }}
            />
          </>
        ) : null
      }
    />
  );
}
