import { employerIndustries, type EmployerIndustry } from '../../../contracts/client-cv-values.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useTranslation } from '../../i18n/react.tsx';

interface ConfidentialFields {
  confidential?: boolean | undefined;
  industry?: EmployerIndustry | undefined;
}

/**
 * An employment's "confidential employer" flag and the kind of employer said instead of its name in
 * anonymised client CVs (ADR 112). The kind is asked only for a confidential employer, and needed then.
 */
export function ConfidentialEmployer({
  id,
  employment,
  onChange,
  errors,
}: {
  /** The entry's field path, `employments.0`. */
  id: string;
  employment: ConfidentialFields;
  onChange: (fields: ConfidentialFields) => void;
  /** Field errors by path (the editor's `err`). */
  errors: (path: string) => string[] | undefined;
}) {
  const { t } = useTranslation('cv');
  const industry = employment.industry ?? '';
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
      <Checkbox
        id={`${id}.confidential`}
        label={t('clientCv.confidential.label')}
        hint={t('clientCv.confidential.hint')}
        checked={employment.confidential === true}
        errors={errors(`${id}.confidential`)}
        onChange={(x) =>
          onChange({ confidential: x.target.checked || undefined, industry: employment.industry })
        }
      />
      {employment.confidential ? (
        <Select
          id={`${id}.industry`}
          label={t('clientCv.industry.label')}
          hint={
            industry
              ? t('clientCv.industry.hint', { example: t(`clientCv.industry.options.${industry}`) })
              : undefined
          }
          placeholder={t('clientCv.industry.choose')}
          options={employerIndustries.map((value) => ({
            value,
            label: t(`clientCv.industry.options.${value}`),
          }))}
          value={industry}
          errors={errors(`${id}.industry`)}
          onChange={(x) =>
            onChange({
              confidential: true,
              industry: (x.target.value || undefined) as EmployerIndustry | undefined,
            })
          }
        />
      ) : null}
    </div>
  );
}
