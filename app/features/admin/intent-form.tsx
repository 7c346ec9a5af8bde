import { Form, Link, useActionData, useLocation } from 'react-router';
import { Button, buttonClasses, type ButtonVariant } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useSubmitting } from '../../lib/form-helpers.ts';

/** The field a confirmed request carries (ADR 140). */
export const CONFIRMED = 'confirmed';

/**
 * An action's answer to a request that needs confirming first: the intent, and the values the
 * confirmed request must send again (a rejection's reason, the record's id).
 */
export interface AskFirst {
  confirm: string;
  carried: Record<string, string>;
}

/** What the confirmation says: its question, what happens, and the button that does it. */
export interface Confirmation {
  title: string;
  text?: string;
  /** The confirming button's label; an `IntentForm`'s own label when left out. */
  button?: React.ReactNode;
}

function askedFor(actionData: unknown, intent: string, match?: Record<string, string>): AskFirst | null {
  if (!actionData || typeof actionData !== 'object' || !('confirm' in actionData)) return null;
  const asked = actionData as AskFirst;
  if (asked.confirm !== intent) return null;
  if (match && Object.entries(match).some(([k, v]) => asked.carried[k] !== v)) return null;
  return asked;
}

/**
 * The confirmation step of a state-changing or destructive intent (ADR 140): shown when the action
 * answered `askFirst` for it, in the page's language, the same with and without scripts. Its button
 * posts the intent again with `confirmed=yes` and the carried values; "Cancel" reloads the page.
 * `match` picks the record when one page has several (a list of tags).
 */
export function ConfirmDialog({
  intent,
  confirmation,
  variant = 'danger',
  match,
}: {
  intent: string;
  confirmation: Confirmation;
  variant?: ButtonVariant;
  match?: Record<string, string>;
}) {
  const asked = askedFor(useActionData(), intent, match);
  const { pathname, search } = useLocation();
  const { t } = useTranslation('admin');
  const pending = useSubmitting(intent);
  if (!asked) return null;
  return (
    <Dialog open title={confirmation.title}>
      {confirmation.text ? (
        <p className="text-sm leading-relaxed text-slate-700">{confirmation.text}</p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={`${pathname}${search}`} className={buttonClasses({ variant: 'secondary' })}>
          {t('confirm.cancel')}
        </Link>
        <Form noValidate method="post">
          {Object.entries(asked.carried).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name={CONFIRMED} value="yes" />
          <Button type="submit" name="intent" value={intent} variant={variant} block pending={pending}>
            {confirmation.button}
          </Button>
        </Form>
      </div>
    </Dialog>
  );
}

/**
 * A form of its own with one button that posts `intent` (publish, unpublish, expire…). With
 * `confirm`, the action asks first (`askFirst`) and the page shows the confirmation.
 */
export function IntentForm({
  intent,
  variant,
  icon,
  confirm,
  confirmVariant = 'danger',
  children,
}: {
  intent: string;
  variant?: ButtonVariant;
  icon: React.ReactNode;
  confirm?: Confirmation;
  /** The confirming button's look: red unless the intent destroys nothing. */
  confirmVariant?: ButtonVariant;
  children: React.ReactNode;
}) {
  const pending = useSubmitting(intent);
  return (
    <>
      <Form noValidate method="post">
        <Button
          type="submit"
          name="intent"
          value={intent}
          variant={variant}
          block
          pending={pending}
          icon={icon}
        >
          {children}
        </Button>
      </Form>
      {confirm ? (
        <ConfirmDialog
          intent={intent}
          confirmation={{ button: children, ...confirm }}
          variant={confirmVariant}
        />
      ) : null}
    </>
  );
}
