import { getFormProps, type DefaultValue, type SubmissionResult } from '../../lib/form-helpers.ts';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-router';
import { locales } from '../../../contracts/enums.ts';
import { eventEntries } from '../../../contracts/events-values.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { RadioGroup } from '../../components/ui/radio-group.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useControlProps, useErrorText, useSchemaForm, useSubmitting } from '../../lib/form-helpers.ts';
import { FileField, useImageRules } from '../../lib/file-field.tsx';

/** The browser's constraints of the fields (the schema's rules between fields are checked on input). */
const constraint: Parameters<typeof useSchemaForm>[0]['constraint'] = {
  name: { required: true, minLength: 3, maxLength: 150 },
  description: { required: true, maxLength: 5000 },
  url: { required: true },
  startAt: { required: true },
  organizerName: { required: true, maxLength: 120 },
  organizerUrl: { required: true },
  organizerDescription: { required: true, maxLength: 500 },
};

/** The form's initial values as strings. */
export type EventFormDefaults = Record<string, string | undefined>;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-8 first:border-t-0 first:pt-0">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/**
 * An event's fields (docs/product/entities.md) with its image and the organiser's logo: the submission form at
 * `/events/new` and the admin's create and edit forms. Checked in the browser by the schema the
 * action uses; nothing typed is lost on an error (chosen files have to be picked again, as browsers
 * require). `imagesOptional`: an edit keeps the stored images when no file is chosen.
 */
export function EventForm({
  id,
  lastResult,
  defaultValue,
  submitLabel,
  imagesOptional = false,
  pastAllowed = false,
  images,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue: EventFormDefaults;
  submitLabel: string;
  imagesOptional?: boolean;
  /** An admin may record an event that has started already. */
  pastAllowed?: boolean;
  /** The stored images of an event being edited. */
  images?: { image: string | null; organizerImage: string | null };
}) {
  const { t } = useTranslation('events');
  const control = useControlProps();
  const errorText = useErrorText();
  const submitting = useSubmitting();
  const [form, fields] = useSchemaForm({
    id,
    schema: () =>
      import('../../../contracts/events.ts').then((m) =>
        pastAllowed ? m.eventInputSchema : m.eventSubmissionSchema,
      ),
    constraint,
    lastResult,
    defaultValue: defaultValue as DefaultValue<Record<string, unknown>>,
  });
  const f = (key: keyof typeof fields) => control(fields[key]);
  // The price is asked for unless the entry is free (without scripts it is always shown).
  const [entry, setEntry] = useState(fields.entry.initialValue as string | undefined);
  const serverErrors = (lastResult?.error ?? {}) as Record<string, string[] | null>;
  const imageRules = useImageRules();
  const file = (name: 'image' | 'organizerImage', label: string) => {
    const errors = errorText(serverErrors[name] ?? undefined);
    const stored = images?.[name];
    return (
      <div>
        {stored ? (
          <img
            src={stored}
            alt=""
            width={name === 'image' ? 240 : 64}
            height={name === 'image' ? 135 : 64}
            className={
              name === 'image'
                ? 'mb-3 aspect-[16/9] w-60 rounded-md border border-slate-200 object-cover'
                : 'mb-3 size-16 rounded-md border border-slate-200 object-contain'
            }
          />
        ) : null}
        <FileField
          id={`${id}-${name}`}
          name={name}
          rules={imageRules}
          label={label}
          required={!imagesOptional || undefined}
          hint={stored ? t('admin.keepImage') : t('form.imageHint')}
          {...(errors ? { errors } : {})}
        />
      </div>
    );
  };
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-8">
      {form.status === 'error' ? (
        <FormAlert tone="error" title={t('form.error')} focus>
          {null}
        </FormAlert>
      ) : null}
      <Section id={`${id}-event`} title={t('form.eventSection')}>
        <TextField {...f('name')} label={t('form.name')} className="sm:col-span-2" />
        <TextArea {...f('description')} label={t('form.description')} rows={6} className="sm:col-span-2" />
        <Select
          {...f('language')}
          label={t('form.language')}
          options={locales.map((value) => ({ value, label: t(`languageName.${value}`) }))}
        />
        <TextField {...f('url')} type="url" inputMode="url" label={t('form.url')} autoComplete="url" />
        <TextField
          {...f('startAt')}
          type="datetime-local"
          label={t('form.startAt')}
          hint={t('form.timeZoneHint')}
        />
        <TextField {...f('endAt')} type="datetime-local" label={t('form.endAt')} hint={t('form.endAtHint')} />
        <Checkbox
          id={fields.isOnline.id}
          name={fields.isOnline.name}
          defaultChecked={fields.isOnline.initialValue === 'on'}
          label={t('form.isOnline')}
          className="sm:col-span-2"
        />
        <TextField {...f('locationName')} label={t('form.locationName')} />
        <TextField {...f('ticketUrl')} type="url" inputMode="url" label={t('form.ticketUrl')} />
        <RadioGroup
          {...f('entry')}
          defaultValue={fields.entry.initialValue as string | undefined}
          legend={t('form.entry')}
          hint={t('form.entryHint')}
          columns={2}
          options={eventEntries.map((value) => ({
            value,
            label: t(value === 'free' ? 'form.entryFree' : 'form.entryPaid'),
          }))}
          onChange={setEntry}
        />
        {entry === 'free' ? null : (
          <TextField
            {...f('price')}
            inputMode="decimal"
            autoComplete="off"
            label={t('form.price')}
            hint={t('form.priceHint')}
          />
        )}
        <div className="sm:col-span-2">{file('image', t('form.image'))}</div>
      </Section>
      <Section id={`${id}-organizer`} title={t('form.organizerSection')}>
        <TextField {...f('organizerName')} label={t('form.organizerName')} autoComplete="organization" />
        <TextField {...f('organizerUrl')} type="url" inputMode="url" label={t('form.organizerUrl')} />
        <TextArea
          {...f('organizerDescription')}
          label={t('form.organizerDescription')}
          hint={t('form.organizerDescriptionHint')}
          maxLength={500}
          rows={3}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">{file('organizerImage', t('form.organizerImage'))}</div>
      </Section>
      <div className="flex justify-end border-t border-slate-200 pt-8">
        <Button
          type="submit"
          size="lg"
          pending={submitting}
          pendingLabel={t('form.submitting')}
          icon={<Send className="size-4" aria-hidden />}
        >
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
