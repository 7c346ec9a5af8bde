import { Form } from 'react-router';
import { Button, type ButtonVariant } from '../../components/ui/button.tsx';
import { useSubmitting } from '../../lib/form-helpers.ts';

/** A form of its own with one button that posts `intent` (publish, unpublish, expire…). */
export function IntentForm({
  intent,
  variant,
  icon,
  children,
}: {
  intent: string;
  variant?: ButtonVariant;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  const pending = useSubmitting(intent);
  return (
    <Form method="post">
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
  );
}
