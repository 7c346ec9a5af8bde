import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';

/**
 * The entries of one CV section with add, remove and move up/down buttons: every action is a real
 * button, so the keyboard reorders as well as the mouse (no drag-only interface).
 */
export function EntryList<T>({
  items,
  onChange,
  blank,
  render,
  labels,
  name,
}: {
  items: T[];
  onChange: (items: T[]) => void;
  blank: () => T;
  render: (item: T, index: number, update: (item: T) => void) => ReactNode;
  labels: { add: string; remove: string; up: string; down: string; entry: (n: number) => string };
  /** The entry's name for the buttons' labels, e.g. its company. */
  name: (item: T, index: number) => string;
}) {
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {items.map((item, index) => (
          <li key={index} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
            <fieldset>
              <legend className="sr-only">{labels.entry(index + 1)}</legend>
              <div className="space-y-4">
                {render(item, index, (changed) => onChange(items.map((x, i) => (i === index ? changed : x))))}
              </div>
            </fieldset>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={`${labels.up}: ${name(item, index)}`}
                icon={<ArrowUp className="size-4" aria-hidden />}
              >
                {labels.up}
              </Button>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={`${labels.down}: ${name(item, index)}`}
                icon={<ArrowDown className="size-4" aria-hidden />}
              >
                {labels.down}
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onChange(items.filter((_, i) => i !== index))}
                aria-label={`${labels.remove}: ${name(item, index)}`}
                icon={<Trash2 className="size-4" aria-hidden />}
              >
                {labels.remove}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="secondary"
        onClick={() => onChange([...items, blank()])}
        icon={<Plus className="size-4" aria-hidden />}
      >
        {labels.add}
      </Button>
    </div>
  );
}
