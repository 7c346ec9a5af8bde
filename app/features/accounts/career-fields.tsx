import { clsx } from 'clsx';
import { jobLookingHorizons } from '../../../contracts/account-values.ts';
import { experienceLevels, nonItRegistrationReasons } from '../../../contracts/enums.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { RadioGroup, type RadioOption } from '../../components/ui/radio-group.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useControlProps, useErrorText, type FieldLike } from '../../lib/form-helpers.ts';
import type { ProfileFields } from './profile-fields.tsx';
import type { ProfileFormOptions } from './profile-options.ts';
import { TechnologiesField } from './technologies-field.tsx';

/*
 * The career part of the profile (profession, experience, technologies, what the candidate looks
 * for), apart from the contact fields: the apply step shows those without the technology picker.
 */

/** Translation keys of the experience levels (the values contain "-" and "+"). */
const EXPERIENCE_KEYS: Record<(typeof experienceLevels)[number], string> = {
  '0-1': 'lt1',
  '1': 'y1',
  '2': 'y2',
  '3': 'y3',
  '4': 'y4',
  '5-10': 'y5to10',
  '10+': 'gt10',
};

/**
 * The group around a checkbox and the class of what its ticking reveals, through CSS alone so it
 * works before and without JavaScript (whole class names, for Tailwind to find).
 */
const REVEAL = {
  nonIt: { group: 'group/nonit', revealed: 'hidden group-has-[input[name=nonIt]:checked]/nonit:block' },
  jobLooking: {
    group: 'group/looking',
    revealed: 'hidden group-has-[input[name=jobLooking]:checked]/looking:block',
  },
} as const;

/** A checkbox that, ticked, reveals a choice among radio buttons below it. */
function CheckboxWithChoice({
  reveal,
  checkbox,
  label,
  hint,
  choice,
  legend,
  options,
  columns,
}: {
  reveal: keyof typeof REVEAL;
  checkbox: FieldLike;
  label: string;
  hint?: string;
  /** The radio buttons' field. */
  choice: FieldLike;
  legend: string;
  options: readonly RadioOption[];
  columns?: 1 | 2;
}) {
  const errorText = useErrorText();
  return (
    <div className={clsx(REVEAL[reveal].group, 'space-y-3 sm:col-span-2')}>
      <Checkbox
        id={checkbox.id}
        name={checkbox.name}
        defaultChecked={checkbox.defaultChecked}
        label={label}
        hint={hint}
        aria-controls={choice.id}
      />
      <div className={clsx('pl-7', REVEAL[reveal].revealed)}>
        <RadioGroup
          id={choice.id}
          name={choice.name}
          legend={legend}
          defaultValue={choice.defaultValue}
          errors={errorText(choice.errors)}
          columns={columns}
          options={options}
        />
      </div>
    </div>
  );
}

export function CareerFields({
  fields,
  options,
  expertiseNames,
  onTechnologiesChanged,
}: {
  fields: ProfileFields;
  options: ProfileFormOptions;
  /** Names of the chosen technologies from a server reply, in the order of the ids. */
  expertiseNames: string[];
  onTechnologiesChanged: () => void;
}) {
  const { t } = useTranslation('account');
  const control = useControlProps();
  const initialIds =
    fields.expertises.defaultOptions ??
    (fields.expertises.defaultValue ? [fields.expertises.defaultValue] : []);
  return (
    <>
      <Select
        {...control(fields.profession)}
        label={t('fields.profession')}
        placeholder={t('fields.choose')}
        options={options.professions}
      />
      <Select
        {...control(fields.experience)}
        label={t('fields.experience')}
        placeholder={t('fields.choose')}
        options={experienceLevels.map((value) => ({
          value,
          label: t(`experience.${EXPERIENCE_KEYS[value]}`),
        }))}
      />
      <TechnologiesField
        className="sm:col-span-2"
        field={fields.expertises}
        initialIds={initialIds}
        initialNames={expertiseNames}
        fallback={options.technologies}
        onChanged={onTechnologiesChanged}
      />
      <CheckboxWithChoice
        reveal="nonIt"
        checkbox={fields.nonIt}
        label={t('fields.nonIt')}
        hint={t('fields.nonItHint')}
        choice={fields.nonItReason}
        legend={t('fields.nonItReason')}
        options={nonItRegistrationReasons.map((value) => ({ value, label: t(`nonItReason.${value}`) }))}
      />
      <CheckboxWithChoice
        reveal="jobLooking"
        checkbox={fields.jobLooking}
        label={t('fields.jobLooking')}
        choice={fields.jobLookingHorizon}
        legend={t('fields.jobLookingHorizon')}
        columns={2}
        options={jobLookingHorizons.map((value) => ({ value, label: t(`horizon.${value}`) }))}
      />
    </>
  );
}
