import { praxisValues } from '../../../contracts/questionnaire-values.ts';
import { Checkbox, type CheckboxProps } from '../../components/ui/checkbox.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { RadioGroup, type RadioGroupProps } from '../../components/ui/radio-group.tsx';
import { Select, type SelectProps } from '../../components/ui/select.tsx';
import { TextField, type TextFieldProps } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useErrorText } from '../../lib/form-helpers.ts';

/** What a control needs of a Conform field's metadata. */
export interface Field {
  id: string;
  name: string;
  key: string | undefined;
  initialValue?: unknown;
  errors?: string[] | undefined;
}

/** What the bound controls set from the field themselves. */
type Bound = 'id' | 'name' | 'defaultValue' | 'defaultChecked' | 'errors';

/**
 * The props a control takes from its Conform field: id, name, the translated errors and the value
 * typed before (restored after a submit without JavaScript). `key` is Conform's: a new one remounts
 * the control, so that a reset of the form reaches its uncontrolled input.
 */
function useBinding(field: Field) {
  const errorText = useErrorText();
  return {
    id: field.id,
    name: field.name,
    errors: errorText(field.errors),
    initial: field.initialValue as string | undefined,
  };
}

/** A text field bound to a Conform field. */
export function FieldText({ field, ...props }: { field: Field } & Omit<TextFieldProps, Bound>) {
  const { initial, ...bound } = useBinding(field);
  return <TextField key={field.key} {...bound} defaultValue={initial ?? ''} {...props} />;
}

/** An e-mail field bound to a Conform field. */
export function FieldEmail({
  field,
  ...props
}: { field: Field } & Omit<React.ComponentProps<typeof EmailField>, Bound>) {
  const { initial, ...bound } = useBinding(field);
  return <EmailField key={field.key} {...bound} defaultValue={initial ?? ''} {...props} />;
}

/** A select bound to a Conform field. */
export function FieldSelect({ field, ...props }: { field: Field } & Omit<SelectProps, Bound>) {
  const { initial, ...bound } = useBinding(field);
  return <Select key={field.key} {...bound} defaultValue={initial ?? ''} {...props} />;
}

/** Radio buttons bound to a Conform field. */
export function FieldRadioGroup({ field, ...props }: { field: Field } & Omit<RadioGroupProps, Bound>) {
  const { initial, ...bound } = useBinding(field);
  return <RadioGroup key={field.key} {...bound} defaultValue={initial} {...props} />;
}

/** A checkbox bound to a Conform field (ticked when the form sent "on"). */
export function FieldCheckbox({ field, ...props }: { field: Field } & Omit<CheckboxProps, Bound>) {
  const { initial, ...bound } = useBinding(field);
  return <Checkbox key={field.key} {...bound} defaultChecked={initial === 'on'} {...props} />;
}

/** The years of practice (0 to 7+) as select options. */
export function usePraxisOptions() {
  const { t } = useTranslation('questionnaire');
  return praxisValues.map((p) => ({ value: String(p), label: t(`praxis.${p}`) }));
}

/** The overall practice, asked in every variant that has a form. */
export function OveralPraxisField({ field, className }: { field: Field; className?: string }) {
  const { t } = useTranslation('questionnaire');
  return (
    <FieldSelect
      field={field}
      required
      label={t('form.overalPraxis')}
      placeholder={t('form.overalPraxisPlaceholder')}
      options={usePraxisOptions()}
      className={className}
    />
  );
}

/** A yes-or-no question as two radio cards. */
export function YesNoField({ field, legend }: { field: Field; legend: string }) {
  const { t } = useTranslation('questionnaire');
  return (
    <FieldRadioGroup
      field={field}
      required
      legend={legend}
      options={[
        { value: 'true', label: t('answers.yes') },
        { value: 'false', label: t('answers.no') },
      ]}
      columns={2}
    />
  );
}
