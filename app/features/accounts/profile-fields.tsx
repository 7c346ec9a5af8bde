import { Fragment } from 'react';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { useControlProps, useErrorText, type FieldLike } from '../../lib/form-helpers.ts';
import type { ProfileFormOptions } from './profile-options.ts';

export type ProfileFieldName =
  | 'firstName'
  | 'lastName'
  | 'phoneCountry'
  | 'phone'
  | 'city'
  | 'country'
  | 'profession'
  | 'expertises'
  | 'experience'
  | 'nonIt'
  | 'nonItReason'
  | 'jobLooking'
  | 'jobLookingHorizon'
  | 'newsletterJobs'
  | 'newsletterNews'
  | 'utmSource'
  | 'gdprAgreementAccepted';

export type ProfileFields = Record<ProfileFieldName, FieldLike>;

/** The labels of the profile fields, for the error summary. */
export function useProfileLabels(fields: ProfileFields) {
  const { t } = useTranslation('account');
  const label = (name: ProfileFieldName, key: string) => ({ id: fields[name].id, label: t(key) });
  return {
    firstName: label('firstName', 'fields.firstName'),
    lastName: label('lastName', 'fields.lastName'),
    phoneCountry: label('phoneCountry', 'fields.phoneCountry'),
    phone: label('phone', 'fields.phone'),
    city: label('city', 'fields.city'),
    country: label('country', 'fields.country'),
    profession: label('profession', 'fields.profession'),
    experience: label('experience', 'fields.experience'),
    expertises: label('expertises', 'fields.technologies'),
    nonItReason: label('nonItReason', 'fields.nonItReason'),
    jobLookingHorizon: label('jobLookingHorizon', 'fields.jobLookingHorizon'),
    utmSource: label('utmSource', 'fields.utmSource'),
    gdprAgreementAccepted: label('gdprAgreementAccepted', 'fields.consentShort'),
  };
}

export function NameFields({ fields }: { fields: Pick<ProfileFields, 'firstName' | 'lastName'> }) {
  const { t } = useTranslation('account');
  const control = useControlProps();
  return (
    <>
      <TextField
        {...control(fields.firstName)}
        label={t('fields.firstName')}
        autoComplete="given-name"
        maxLength={80}
      />
      <TextField
        {...control(fields.lastName)}
        label={t('fields.lastName')}
        autoComplete="family-name"
        maxLength={80}
      />
    </>
  );
}

/** The phone: its country's calling code and the number, checked against that country's plan. */
export function PhoneFields({
  fields,
  countries,
}: {
  fields: Pick<ProfileFields, 'phoneCountry' | 'phone'>;
  countries: ProfileFormOptions['countries'];
}) {
  const { t } = useTranslation('account');
  const control = useControlProps();
  const phoneCountry = control(fields.phoneCountry);
  const phone = control(fields.phone);
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-800">{t('fields.phone')}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-[minmax(0,16rem)_1fr]">
        <Select
          {...phoneCountry}
          defaultValue={phoneCountry.defaultValue ?? 'SVK'}
          label={t('fields.phoneCountry')}
          labelHidden
          autoComplete="off"
          options={countries.map((c) => ({
            value: c.alpha3,
            label: `${c.name} (${c.callingCode})`,
          }))}
        />
        <TextField
          {...phone}
          label={t('fields.phoneNumber')}
          labelHidden
          // tel-national is allowed on text fields only; the phone keyboard comes from inputMode.
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={32}
          hint={t('fields.phoneHint')}
        />
      </div>
    </fieldset>
  );
}

export function ContactFields({ fields, options }: { fields: ProfileFields; options: ProfileFormOptions }) {
  const { t } = useTranslation('account');
  const control = useControlProps();
  return (
    <>
      <PhoneFields fields={fields} countries={options.countries} />
      <TextField
        {...control(fields.city)}
        label={t('fields.city')}
        autoComplete="address-level2"
        maxLength={80}
      />
      <Select
        {...control(fields.country)}
        defaultValue={fields.country.defaultValue ?? 'SK'}
        label={t('fields.country')}
        placeholder={t('fields.countryPlaceholder')}
        autoComplete="country"
        options={options.countries.map((c) => ({ value: c.alpha2, label: c.name }))}
      />
    </>
  );
}

export function PreferenceFields({
  fields,
  options,
}: {
  fields: ProfileFields;
  options: ProfileFormOptions;
}) {
  const { t } = useTranslation('account');
  const control = useControlProps();
  const utm = control(fields.utmSource);
  return (
    <>
      <div className="space-y-3 sm:col-span-2">
        <Checkbox
          id={fields.newsletterJobs.id}
          name={fields.newsletterJobs.name}
          defaultChecked={fields.newsletterJobs.defaultChecked}
          label={t('fields.newsletterJobs')}
        />
        <Checkbox
          id={fields.newsletterNews.id}
          name={fields.newsletterNews.name}
          defaultChecked={fields.newsletterNews.defaultChecked}
          label={t('fields.newsletterNews')}
        />
      </div>
      <Select
        {...utm}
        defaultValue={utm.defaultValue ?? options.utmSource}
        label={t('fields.utmSource')}
        placeholder={t('fields.choose')}
        options={options.utmSources.map((value) => ({
          value,
          label: t(`utmSource.${value}`, { defaultValue: value }),
        }))}
      />
    </>
  );
}

/** Fills `{{terms}}` and `{{privacy}}` of a translated sentence with links. */
function withLinks(template: string, links: Record<string, React.ReactNode>) {
  return template
    .split(/\[\[(\w+)\]\]/)
    .map((part, i) =>
      i % 2 === 1 ? <Fragment key={i}>{links[part] ?? part}</Fragment> : <Fragment key={i}>{part}</Fragment>,
    );
}

export function ConsentField({ field }: { field: FieldLike }) {
  const { t } = useTranslation('account');
  const { href } = useLocale();
  const errorText = useErrorText();
  const link = (path: string, text: string) => (
    <a href={href(path)} target="_blank" rel="noopener" className="font-medium underline">
      {text}
      <span className="sr-only"> {t('fields.opensInNewTab')}</span>
    </a>
  );
  return (
    <Checkbox
      id={field.id}
      name={field.name}
      defaultChecked={field.defaultChecked}
      required
      errors={errorText(field.errors)}
      label={withLinks(t('fields.consent', { terms: '[[terms]]', privacy: '[[privacy]]' }), {
        terms: link('/terms', t('fields.consentTerms')),
        privacy: link('/privacy-policy', t('fields.consentPrivacy')),
      })}
    />
  );
}
