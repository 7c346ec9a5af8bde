import type { ReactNode } from 'react';
import type { Locale } from '../contracts/enums.ts';
import { ActionButton, EmailHeading, EmailLayout, Paragraph } from './layout.tsx';
import type { EmailT } from './translate.ts';

/** What every template is given: the language, its translator, the portal's URL and the checked data. */
export interface EmailProps<D> {
  locale: Locale;
  t: EmailT;
  portalUrl: string;
  data: D;
}

/**
 * The body every template starts with: the layout (with the template's preview and the reason it was
 * sent), the heading, the greeting by name and the intro, all under the template's key in
 * `emails.json`; the template adds what follows the intro as children.
 */
export function EmailMessage({
  template,
  locale,
  t,
  portalUrl,
  name,
  children,
}: {
  /** The template's key in `locales/<locale>/emails.json`. */
  template: string;
  locale: Locale;
  t: EmailT;
  portalUrl: string;
  /** Whom the greeting addresses. */
  name: string;
  children: ReactNode;
}) {
  return (
    <EmailLayout
      locale={locale}
      t={t}
      preview={t(`${template}.preview`)}
      portalUrl={portalUrl}
      reason={t(`${template}.reason`)}
    >
      <EmailHeading>{t(`${template}.heading`)}</EmailHeading>
      <Paragraph>{t('layout.greeting', { name })}</Paragraph>
      <Paragraph>{t(`${template}.intro`)}</Paragraph>
      {children}
    </EmailLayout>
  );
}

/**
 * A one-time link's action: the button (with its fallback link), how long the link stays valid, and
 * that the e-mail can be ignored by whoever did not ask for it; strings under the template's key.
 */
export function ExpiringAction({
  template,
  t,
  url,
  count,
}: {
  /** The template's key in `locales/<locale>/emails.json`, with `action`, `expires` and `ignore`. */
  template: string;
  t: EmailT;
  url: string;
  /** How many units (the template's `expires` string names which) the link stays valid. */
  count: number;
}) {
  return (
    <>
      <ActionButton href={url} label={t(`${template}.action`)} t={t} />
      <Paragraph small>{t(`${template}.expires`, { count })}</Paragraph>
      <Paragraph small>{t(`${template}.ignore`)}</Paragraph>
    </>
  );
}
