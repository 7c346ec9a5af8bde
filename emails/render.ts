import { render } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import { z } from 'zod';
import type { Locale } from '../contracts/enums.ts';
import { AccountDeletedEmail } from './account-deleted.tsx';
import { ApplicationReceivedEmail } from './application-received.tsx';
import { ApplicationStatusEmail, toldApplicationStatuses } from './application-status.tsx';
import { ContactConfirmationEmail } from './contact-confirmation.tsx';
import { ClientCvConsentEmail } from './client-cv-consent.tsx';
import { CvLockedEmail } from './cv-locked.tsx';
import { CvPdfEmail } from './cv-pdf.tsx';
import { EmailChangedEmail } from './email-changed.tsx';
import { EventApprovedEmail } from './event-approved.tsx';
import { EventRejectedEmail } from './event-rejected.tsx';
import { ExtraRequestConfirmationEmail } from './extra-request-confirmation.tsx';
import type { EmailProps } from './message.tsx';
import { ReferralCandidateEmail } from './referral-candidate.tsx';
import { ReferralConfirmationEmail } from './referral-confirmation.tsx';
import { JobAlertEmail } from './job-alert.tsx';
import { JobAlertConfirmEmail } from './job-alert-confirm.tsx';
import { JobInvitationEmail } from './job-invitation.tsx';
import { NewsletterBlogEmail } from './newsletter-blog.tsx';
import { NewsletterConfirmEmail } from './newsletter-confirm.tsx';
import { NewsletterNewsEmail } from './newsletter-news.tsx';
import { ResetPasswordEmail } from './reset-password.tsx';
import { StaffNotificationEmail, staffNotificationKinds } from './staff-notification.tsx';
import { emailTranslator } from './translate.ts';
import { VerifyEmail } from './verify-email.tsx';
import { WelcomeEmail } from './welcome.tsx';

/** Every e-mail the portal sends, one template each. */
export const emailTemplates = [
  'welcome',
  'verify-email',
  'reset-password',
  'email-changed',
  'account-deleted',
  'staff-notification',
  'application-received',
  'referral-candidate',
  'referral-confirmation',
  'extra-request-confirmation',
  'application-status',
  'job-invitation',
  'contact-confirmation',
  'event-approved',
  'event-rejected',
  'newsletter-confirm',
  'newsletter-blog',
  'newsletter-news',
  'job-alert-confirm',
  'job-alert',
  'cv-pdf',
  'cv-locked',
  'client-cv-consent',
] as const;
export type EmailTemplate = (typeof emailTemplates)[number];

const link = z.url({ protocol: /^https?$/ });
const name = z.string().trim().min(1).max(200);
/** A saved job search (ADR 126): its filter, or the least match score of a "jobs that match my CV" alert. */
const alertSearch = z.object({
  filter: z.record(z.string(), z.unknown()),
  minScore: z.number().int().min(1).max(100).nullable().optional(),
});
/** A pay figure in whole EUR. */
const amount = z.number().int().min(0).max(10_000_000).nullable().optional();
/** A field of the staff notification: names its label `staff-notification.fields.<key>`. */
const fieldKey = z.string().regex(/^[a-zA-Z]+$/);

/** What each template needs, checked before rendering (and when a send-email task is enqueued). */
export const emailDataSchemas = {
  'referral-candidate': z.object({
    name,
    referrerName: name,
    project: z.string().trim().min(1).max(3000),
    consentUrl: link,
  }),
  'referral-confirmation': z.object({
    name,
    candidateName: name,
    project: z.string().trim().min(1).max(3000),
    overviewUrl: link,
    overview: z.enum(['profile', 'programme']),
  }),
  'extra-request-confirmation': z.object({
    name,
    project: z.string().trim().min(1).max(4000),
    technologies: z.array(z.string().max(60)).min(1).max(30),
    startDate: z.iso.date(),
    seniority: z.enum(['junior', 'medior', 'senior']),
    jobsUrl: link,
  }),
  'contact-confirmation': z.object({
    name: name.optional(),
    phone: z.string().trim().min(1).max(32),
    message: z.string().trim().min(1).max(4000),
    jobsUrl: link,
  }),
  welcome: z.object({ name, profileUrl: link }),
  'cv-pdf': z.object({ name, editorUrl: link }),
  'cv-locked': z.object({ name, settingsUrl: link, hours: z.number().int().positive() }),
  'client-cv-consent': z.object({ name, consentUrl: link, days: z.number().int().positive() }),
  'verify-email': z.object({ name, url: link, expiresHours: z.number().int().positive() }),
  'reset-password': z.object({ name, url: link, expiresMinutes: z.number().int().positive() }),
  'email-changed': z.object({ name, oldEmail: z.email(), newEmail: z.email(), supportUrl: link.optional() }),
  'account-deleted': z.object({ name }),
  'application-received': z.object({
    name,
    jobName: z.string().trim().min(1).max(300),
    jobUrl: link,
    applicationsUrl: link,
  }),
  'staff-notification': z.object({
    kind: z.enum(staffNotificationKinds),
    reference: z.string().trim().min(1).max(300),
    fields: z
      .array(
        z.union([
          z.object({ key: fieldKey, value: z.string().max(10_000) }),
          z.object({ key: fieldKey, code: z.string().regex(/^[a-z_]+$/) }),
          z.object({ key: fieldKey, date: z.iso.date() }),
        ]),
      )
      .max(40),
    adminUrl: link,
  }),
  'newsletter-confirm': z.object({
    topics: z
      .array(z.enum(['jobs', 'news', 'blog']))
      .min(1)
      .max(3),
    url: link,
    expiresHours: z.number().int().positive(),
  }),
  'newsletter-blog': z.object({
    posts: z
      .array(
        z.object({
          title: z.string().trim().min(1).max(300),
          excerpt: z.string().max(500),
          url: link,
          publishedAt: z.iso.datetime({ offset: true }),
        }),
      )
      .min(1)
      .max(20),
    blogUrl: link,
    unsubscribeUrl: link,
    settingsUrl: link,
  }),
  'newsletter-news': z.object({
    subject: z.string().trim().min(1).max(150),
    html: z.string().max(200_000),
    unsubscribeUrl: link,
    settingsUrl: link,
  }),
  'job-alert-confirm': z.object({
    search: alertSearch,
    frequency: z.enum(['instant', 'daily', 'weekly']),
    url: link,
    expiresHours: z.number().int().positive(),
  }),
  'job-alert': z.object({
    search: alertSearch,
    /** Sent for the newsletter's jobs topic (not a saved search): the footer says so. */
    topic: z.boolean().optional(),
    jobs: z
      .array(
        z.object({
          name: z.string().trim().min(1).max(300),
          city: z.string().max(120),
          url: link,
          pay: z
            .object({
              hourly: amount,
              mdFrom: amount,
              mdTo: amount,
              monthlyFrom: amount,
              monthlyTo: amount,
            })
            .optional(),
          remote: z.number().int().min(0).max(100).optional(),
          technologies: z.array(z.string().max(80)).max(30).optional(),
          /** The job's match score with the subscriber's CV (the jobs digest by the CV, ADR 127). */
          score: z.number().int().min(0).max(100).optional(),
        }),
      )
      .min(1)
      .max(50),
    /** The new jobs beyond the ones listed: how many (`atLeast`: or more) and the filtered job list. */
    more: z.object({ count: z.number().int().positive(), atLeast: z.boolean(), url: link }).optional(),
    /** Every job the search finds today: "see all N matches" on the job list. */
    all: z.object({ count: z.number().int().positive(), url: link }).optional(),
    /** A digest by the CV's match whose CV names no technologies: where to add them (ADR 127). */
    addTechnologies: z.object({ url: link }).optional(),
    unsubscribeUrl: link,
    settingsUrl: link,
  }),
  'application-status': z.object({
    name,
    jobName: z.string().trim().min(1).max(300),
    status: z.enum(toldApplicationStatuses),
    jobUrl: link,
    applicationsUrl: link,
  }),
  'job-invitation': z.object({
    name,
    jobName: z.string().trim().min(1).max(300),
    partner: z.string().trim().max(300),
    jobUrl: link,
    settingsUrl: link,
  }),
  'event-approved': z.object({ name, eventName: z.string().trim().min(1).max(200), eventUrl: link }),
  'event-rejected': z.object({
    name,
    eventName: z.string().trim().min(1).max(200),
    reason: z.string().trim().max(1000),
    addedUrl: link,
  }),
} satisfies Record<EmailTemplate, z.ZodType>;

export type EmailData = { [T in EmailTemplate]: z.input<(typeof emailDataSchemas)[T]> };

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface RenderEmailOptions {
  /** The portal's public URL, linked in every footer (config.publicUrl). */
  portalUrl?: string;
}

/** Renders a template with its data; bound to one portal URL by `createEmailRenderer`. */
export type RenderEmail = <T extends EmailTemplate>(
  template: T,
  locale: Locale,
  data: EmailData[T],
) => Promise<RenderedEmail>;

const DEFAULT_PORTAL_URL = 'http://localhost:3000';

const components: {
  [T in EmailTemplate]: (props: EmailProps<z.output<(typeof emailDataSchemas)[T]>>) => ReactElement;
} = {
  welcome: WelcomeEmail,
  'verify-email': VerifyEmail,
  'reset-password': ResetPasswordEmail,
  'email-changed': EmailChangedEmail,
  'account-deleted': AccountDeletedEmail,
  'staff-notification': StaffNotificationEmail,
  'referral-candidate': ReferralCandidateEmail,
  'referral-confirmation': ReferralConfirmationEmail,
  'extra-request-confirmation': ExtraRequestConfirmationEmail,
  'application-received': ApplicationReceivedEmail,
  'application-status': ApplicationStatusEmail,
  'job-invitation': JobInvitationEmail,
  'contact-confirmation': ContactConfirmationEmail,
  'event-approved': EventApprovedEmail,
  'event-rejected': EventRejectedEmail,
  'newsletter-confirm': NewsletterConfirmEmail,
  'newsletter-blog': NewsletterBlogEmail,
  'newsletter-news': NewsletterNewsEmail,
  'job-alert-confirm': JobAlertConfirmEmail,
  'job-alert': JobAlertEmail,
  'cv-pdf': CvPdfEmail,
  'cv-locked': CvLockedEmail,
  'client-cv-consent': ClientCvConsentEmail,
};

/** Templates whose subject depends on the data; the others use `<template>.subject` as it is. */
const subjects: {
  [T in EmailTemplate]?: (data: z.output<(typeof emailDataSchemas)[T]>) => [string, Record<string, string>];
} = {
  'staff-notification': (data) => [
    `staff-notification.kinds.${data.kind}.subject`,
    { reference: data.reference },
  ],
  'referral-candidate': (data) => ['referral-candidate.subject', { referrerName: data.referrerName }],
  'referral-confirmation': (data) => ['referral-confirmation.subject', { candidateName: data.candidateName }],
  'application-status': (data) => [`application-status.subjects.${data.status}`, { jobName: data.jobName }],
  'job-invitation': (data) => ['job-invitation.subject', { jobName: data.jobName }],
  'event-approved': (data) => ['event-approved.subject', { eventName: data.eventName }],
  'event-rejected': (data) => ['event-rejected.subject', { eventName: data.eventName }],
  // The brand once: an admin's subject that names the portal already gets no " – Kariéra IT" suffix.
  'newsletter-news': (data) => [
    /kari[ée]ra\s*it/i.test(data.subject) ? 'newsletter-news.subjectBranded' : 'newsletter-news.subject',
    { subject: data.subject },
  ],
  'job-alert': (data) => [
    data.search.minScore !== null && data.search.minScore !== undefined
      ? 'job-alert.subjectMatch'
      : data.topic
        ? 'job-alert.subjectTopic'
        : 'job-alert.subject',
    { count: String(data.jobs.length) },
  ],
};

/** Renders one e-mail in one language: subject, HTML and its plain-text alternative. */
export async function renderEmail<T extends EmailTemplate>(
  template: T,
  locale: Locale,
  data: EmailData[T],
  { portalUrl = DEFAULT_PORTAL_URL }: RenderEmailOptions = {},
): Promise<RenderedEmail> {
  const parsed = emailDataSchemas[template].parse(data);
  const t = emailTranslator(locale);
  const Component = components[template] as (props: EmailProps<typeof parsed>) => ReactElement;
  const element = createElement(Component, { locale, t, portalUrl, data: parsed });
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      htmlToTextOptions: { selectors: [{ selector: 'h1', options: { uppercase: false } }] },
    }),
  ]);
  const subject = subjects[template] as ((d: typeof parsed) => [string, Record<string, string>]) | undefined;
  const [subjectKey, subjectValues] = subject ? subject(parsed) : [`${template}.subject`, {}];
  const title = t(subjectKey, subjectValues);
  // The HTML document's <title> is the subject (shown by mail clients that open it as a page).
  return {
    subject: title,
    html: html.replace(/<head([^>]*)>/, `<head$1><title>${escapeHtml(title)}</title>`),
    text,
  };
}

/** `renderEmail` bound to the portal's public URL: what the send-email task is given. */
export function createEmailRenderer({ portalUrl }: { portalUrl: string }): RenderEmail {
  return (template, locale, data) => renderEmail(template, locale, data, { portalUrl });
}

/** `value` as HTML text. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
