import { subscribe as constraint } from '../../lib/form-constraints/subscribe.ts';
import { getFormProps } from '../../lib/form-helpers.ts';
import { Mail } from 'lucide-react';
import { Form, Link } from 'react-router';
import { locales, type Locale } from '../../../contracts/enums.ts';
import { newsletterTopics } from '../../../contracts/newsletter-values.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { FieldError } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { ErrorSummary } from '../../lib/error-summary.tsx';
import {
  listOf,
  summaryFields,
  useControlProps,
  useErrorText,
  useSchemaForm,
  useSubmitting,
} from '../../lib/form-helpers.ts';
import type { SubmissionResult } from '../../lib/form-helpers.ts';
import { useLocale } from '../layout/use-locale.ts';

const FIELDS = ['email', 'topics', 'language', 'consent'] as const;

/**
 * The subscription form of `/newsletter` and `/newsletter-mobile`: e-mail, topics, the e-mails'
 * language and the consent (docs/product/validation.md), checked by the schema the API uses. What was typed stays.
 */
export function SubscribeForm({
  lastResult,
  defaultEmail,
  defaultTopics = [],
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  defaultEmail?: string | undefined;
  defaultTopics?: readonly string[];
}) {
  const { t } = useTranslation('newsletter');
  const { locale, href } = useLocale();
  const control = useControlProps();
  const errorText = useErrorText();
  const submitting = useSubmitting();
  const [form, fields] = useSchemaForm({
    id: 'newsletter-subscribe',
    schema: () => import('../../../contracts/newsletter.ts').then((m) => m.subscribeSchema),
    constraint,
    lastResult,
    defaultValue: { email: defaultEmail ?? '', language: locale as Locale },
  });
  const label = (name: string) =>
    name === 'topics' ? t('topicsLegend') : name === 'consent' ? t('consent') : t(name);
  // After a refused submit the ticked topics come back in the reply; before, `?topic=` preselects.
  const chosen = new Set(lastResult ? listOf(fields.topics.initialValue) : defaultTopics);
  const topicErrors = errorText(fields.topics.errors);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6" preventScrollReset>
      <ErrorSummary form={form} fields={summaryFields(FIELDS, fields, label)} />
      <EmailField {...control(fields.email)} label={t('email')} autoComplete="email" maxLength={254} />
      <fieldset
        id={fields.topics.id}
        aria-describedby={topicErrors ? `${fields.topics.id}-error` : undefined}
        className="space-y-3"
      >
        <legend className="mb-3 text-sm font-semibold text-ink">{t('topicsLegend')}</legend>
        {newsletterTopics.map((topic) => (
          <Checkbox
            key={topic}
            id={`${fields.topics.id}-${topic}`}
            name={fields.topics.name}
            value={topic}
            defaultChecked={chosen.has(topic)}
            label={<span className="font-medium">{t(`topics.${topic}`)}</span>}
            hint={t(`topics.${topic}Text`)}
          />
        ))}
        <FieldError id={`${fields.topics.id}-error`} errors={topicErrors} />
      </fieldset>
      <Select
        {...control(fields.language)}
        label={t('language')}
        options={locales.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
      />
      <Checkbox
        id={fields.consent.id}
        name={fields.consent.name}
        defaultChecked={fields.consent.initialValue === 'on'}
        errors={errorText(fields.consent.errors)}
        label={
          <>
            {t('consent')}{' '}
            <Link to={href('/privacy-policy')} target="_blank" className="font-medium">
              {t('common:nav.privacy')}
            </Link>
          </>
        }
      />
      <Button
        type="submit"
        size="lg"
        block
        pending={submitting}
        pendingLabel={t('sending')}
        icon={<Mail className="size-4" aria-hidden />}
      >
        {t('submit')}
      </Button>
    </Form>
  );
}
