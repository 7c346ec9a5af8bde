import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import type { AsyncState } from '../../components/ui/use-async-status.ts';

/**
 * What an action of the CV page is doing (docs/product/states.md): a polite live line that says
 * `working` while it runs and `done` with a tick after it succeeded, and the failure as an alert
 * (`error`, else `failed`), focused when `focus`. The one status block of the CV's sections, photo,
 * file, sharing and PDF actions.
 */
export function SaveStatus({
  state,
  done,
  working,
  failed,
  focus = false,
  className,
}: {
  state: AsyncState<string | undefined>;
  done: string;
  working?: string | undefined;
  failed?: string | undefined;
  focus?: boolean;
  className?: string;
}) {
  return (
    <>
      <p role="status" aria-live="polite" className={clsx('text-sm', className)}>
        {state.status === 'loading' && working ? <span className="text-slate-600">{working}</span> : null}
        {state.status === 'success' ? (
          <span className="inline-flex items-center gap-1 text-emerald-700">
            <Check className="size-4" aria-hidden /> {done}
          </span>
        ) : null}
      </p>
      {state.status === 'fail' && (state.error ?? failed) ? (
        <FormAlert tone="error" focus={focus} className="w-full">
          {state.error ?? failed}
        </FormAlert>
      ) : null}
    </>
  );
}
