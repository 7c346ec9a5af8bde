import { clsx } from 'clsx';
import { LoaderCircle, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { describedBy, FieldError, FieldHint, FieldLabel } from './field.tsx';
import { Select } from './select.tsx';
import { useHydrated } from './use-hydrated.ts';

export interface ComboboxItem {
  value: string;
  label: string;
}

export interface TagComboboxTexts {
  /** Accessible name of a chip's remove button. */
  remove: (label: string) => string;
  /** Name of the list of chosen items. */
  selected: string;
  loading: string;
  noResults: string;
  /** Shown when the suggestions could not be loaded. */
  failed: string;
  /** Announced when suggestions arrive. */
  results: (count: number) => string;
}

export interface TagComboboxProps {
  id: string;
  /** Name of the hidden inputs carrying the chosen values. */
  name: string;
  /** Name of hidden inputs carrying the chosen labels, so a server reply can show the chips again. */
  labelName?: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  errors?: readonly string[];
  placeholder?: string;
  selected: readonly ComboboxItem[];
  onChange: (items: ComboboxItem[]) => void;
  /** Suggestions for what was typed; aborted when the text changes again. */
  search: (query: string, signal: AbortSignal) => Promise<ComboboxItem[]>;
  texts: TagComboboxTexts;
  /** Wait after the last keystroke before searching. */
  debounceMs?: number;
  max?: number;
  onBlur?: () => void;
}

/**
 * A tag input: an ARIA 1.2 combobox with a list of suggestions; chosen items become chips with
 * hidden inputs. It needs scripts: render a plain `<select multiple>` before hydration instead
 * (`TagComboboxField` below does both).
 */
export function TagCombobox({
  id,
  name,
  labelName,
  label,
  hint,
  errors,
  placeholder,
  selected,
  onChange,
  search,
  texts,
  debounceMs = 250,
  max,
  onBlur,
}: TagComboboxProps) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<ComboboxItem[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const a11y = describedBy(id, { hint, errors });
  const full = max !== undefined && selected.length >= max;

  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);

  useEffect(() => {
    const term = query.trim();
    if (!term) {
      setResults([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    // Debounce: one request after the typing pauses, not one per keystroke.
    const timer = window.setTimeout(() => {
      searchRef.current(term, controller.signal).then(
        (items) => {
          if (controller.signal.aborted) return;
          setResults(items);
          setActive(items.length ? 0 : -1);
          setLoading(false);
        },
        () => {
          if (controller.signal.aborted) return;
          setResults([]);
          setFailed(true);
          setLoading(false);
        },
      );
    }, debounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, debounceMs]);

  const chosen = new Set(selected.map((s) => s.value));
  const options = results.filter((r) => !chosen.has(r.value));
  const expanded = open && query.trim().length > 0;

  const choose = (item: ComboboxItem) => {
    if (full || chosen.has(item.value)) return;
    onChange([...selected, item]);
    setQuery('');
    setResults([]);
    setActive(-1);
    inputRef.current?.focus();
  };
  const remove = (value: string) => {
    onChange(selected.filter((s) => s.value !== value));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      if (expanded && options[active]) {
        event.preventDefault();
        choose(options[active]);
      } else if (query.trim()) {
        // Never submit the form from a half-typed technology.
        event.preventDefault();
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else if (query) {
        setQuery('');
      }
    } else if (event.key === 'Backspace' && !query && selected.length) {
      const last = selected[selected.length - 1];
      if (last) remove(last.value);
    }
  };

  const optionId = (i: number) => `${listId}-o${i}`;
  return (
    <div>
      <FieldLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </FieldLabel>
      <div
        className={clsx(
          'relative mt-1.5 flex min-h-11 flex-wrap items-center gap-1.5 rounded-md border bg-white px-2 py-1.5 shadow-xs',
          'focus-within:border-brand-600',
          a11y.invalid ? 'border-rose-600 bg-rose-50/40' : 'border-slate-300',
        )}
      >
        {selected.length ? (
          <ul aria-label={texts.selected} className="flex flex-wrap gap-1.5">
            {selected.map((item) => (
              <li
                key={item.value}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm font-medium text-brand-800 ring-1 ring-brand-200 ring-inset"
              >
                {item.label}
                <button
                  type="button"
                  onClick={() => remove(item.value)}
                  aria-label={texts.remove(item.label)}
                  className="inline-flex size-6 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 hover:text-brand-900"
                >
                  <X className="size-3.5" aria-hidden />
                </button>
                <input type="hidden" name={name} value={item.value} />
                {labelName ? <input type="hidden" name={labelName} value={item.label} /> : null}
              </li>
            ))}
          </ul>
        ) : null}
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 && options[active] ? optionId(active) : undefined}
          aria-invalid={a11y.invalid || undefined}
          aria-describedby={a11y.describedBy}
          autoComplete="off"
          value={query}
          disabled={full}
          placeholder={selected.length ? undefined : placeholder}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          className="min-w-[10rem] flex-1 border-0 bg-transparent px-1 py-1 text-sm text-ink placeholder:text-slate-500 focus:outline-none focus-visible:outline-none"
        />
        <ul
          id={listId}
          role="listbox"
          aria-labelledby={`${id}-label`}
          hidden={!expanded || !options.length}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {options.map((item, i) => (
            <li
              key={item.value}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
              onMouseMove={() => setActive(i)}
              className={clsx(
                'cursor-pointer px-3 py-2 text-sm',
                i === active ? 'bg-brand-700 text-white' : 'text-slate-800',
              )}
            >
              {item.label}
            </li>
          ))}
        </ul>
        {expanded && !options.length ? (
          <div className="absolute inset-x-0 top-full z-20 mt-1 flex items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-600 shadow-lg">
            {loading ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
            {loading ? texts.loading : failed ? texts.failed : texts.noResults}
          </div>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {expanded && !loading
          ? options.length
            ? texts.results(options.length)
            : failed
              ? texts.failed
              : texts.noResults
          : ''}
      </p>
      <FieldError id={a11y.errorId} errors={errors} />
      <FieldHint id={a11y.hintId}>{hint}</FieldHint>
    </div>
  );
}

export interface TagComboboxFieldProps extends Omit<TagComboboxProps, 'selected' | 'onChange' | 'onBlur'> {
  /** The items chosen at first (e.g. from the server's reply). */
  initial: () => ComboboxItem[];
  /** Called after the chosen items changed, once their hidden inputs are in the DOM (to validate again). */
  onChanged?: () => void;
  /** Called when the text box loses focus, with the items chosen then. */
  onBlur?: (selected: readonly ComboboxItem[]) => void;
  /**
   * Before hydration and without JavaScript: a plain `<select multiple>` of these options with the
   * same id, name, label and errors (and its own hint), or a field of the caller's.
   */
  fallback: { options: readonly ComboboxItem[]; hint: React.ReactNode } | { field: React.ReactNode };
}

/** A `TagCombobox` that keeps the chosen items itself, with a no-JavaScript field before hydration. */
export function TagComboboxField({ initial, onChanged, onBlur, fallback, ...props }: TagComboboxFieldProps) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<ComboboxItem[]>(initial);
  const changed = useRef(false);
  const onChangedRef = useRef(onChanged);
  useEffect(() => {
    onChangedRef.current = onChanged;
  }, [onChanged]);
  useEffect(() => {
    // After the hidden inputs are in the DOM, so the validation reads the new list.
    if (changed.current) onChangedRef.current?.();
  }, [selected]);
  const update = useCallback((items: ComboboxItem[]) => {
    changed.current = true;
    setSelected(items);
  }, []);

  if (hydrated)
    return (
      <TagCombobox
        {...props}
        selected={selected}
        onChange={update}
        onBlur={onBlur && (() => onBlur(selected))}
      />
    );
  if ('field' in fallback) return fallback.field;
  return (
    <Select
      id={props.id}
      name={props.name}
      label={props.label}
      hint={fallback.hint}
      errors={props.errors}
      options={fallback.options}
      multiple
      size={8}
      defaultValue={selected.map((s) => s.value)}
    />
  );
}
