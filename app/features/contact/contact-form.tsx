import { contact as constraint } from '../../lib/form-constraints/contact.ts';
import { getFormProps } from '../../lib/form-helpers.ts';
import { Send } from 'lucide-react';
import { Form } from 'react-router';
import type { contactSources } from '../../../contracts/contact.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { ConsentField } from '../../lib/public-forms/consent-field.tsx';
import type { FormReply } from '../../lib/public-forms/form-kit.tsx';
import { summaryFields, useControlProps, useSchemaForm, useSubmitting } from '../../lib/form-helpers.ts';
import { ErrorSummary } from '../../lib/error-summary.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';

const FIELDS = ['phone', 'name', 'email', 'company', 'message', 'consent'] as const;

/** A contact form: the promo page's or the about-us page's (docs/product/validation.md: phone and message required, with consent). */
export function ContactForm({
  lastResult,
  source = 'promo',
  texts = {},
}: {
  lastResult: FormReply;
  /** Which page the message comes from. */
  source?: (typeof contactSources)[number];
  /** The page's own wording of the message field and the button (the promo page's by default). */
  texts?: { message?: string; messageHint?: string; submit?: string };
}) {
  const { t } = useTranslation('forms');
  const control = useControlProps();
  const submitting = useSubmitting();
  const [form, fields] = useSchemaForm({
    id: `${source}-contact`,
    schema: () => import('../../../contracts/contact.ts').then((m) => m.contactMessageSchema),
    constraint,
    lastResult,
  });
  const optional = t('common.optional');
  const label = (key: string) => t(`contactForm.fields.${key}`);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5" preventScrollReset>
      <ErrorSummary
        form={form}
        fields={summaryFields(FIELDS, fields, (key) =>
          key === 'message' ? (texts.message ?? label(key)) : label(key),
        )}
      />
      <input type="hidden" name={fields.source.name} value={source} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...control(fields.phone)}
          type="tel"
          label={label('phone')}
          hint={t('common.phoneHint')}
          autoComplete="tel"
          maxLength={32}
        />
        <TextField
          {...control(fields.name)}
          label={label('name')}
          optional={optional}
          autoComplete="name"
          maxLength={120}
        />
        <EmailField
          {...control(fields.email)}
          label={label('email')}
          optional={optional}
          autoComplete="email"
          maxLength={254}
        />
        <TextField
          {...control(fields.company)}
          label={label('company')}
          optional={optional}
          autoComplete="organization"
          maxLength={160}
        />
        <TextArea
          {...control(fields.message)}
          label={texts.message ?? label('message')}
          hint={texts.messageHint ?? t('contactForm.messageHint')}
          rows={5}
          maxLength={4000}
          className="sm:col-span-2"
        />
      </div>
      <ConsentField field={fields.consent} text={t('contactForm.consent')} />
      <Button
        type="submit"
        size="lg"
        block
        pending={submitting}
        pendingLabel={t('common.sending')}
        icon={<Send className="size-4" aria-hidden />}
      >
        {texts.submit ?? t('contactForm.submit')}
      </Button>
    </Form>
  );
}
