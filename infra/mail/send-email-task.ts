import { z } from 'zod';
import { locales } from '../../contracts/enums.ts';
import type { FileStore, Mailer } from '../../core/shared/ports.ts';
import { emailDataSchemas, emailTemplates, type EmailData, type RenderEmail } from '../../emails/render.ts';
import { defineTask } from '../tasks/define-task.ts';

export const SEND_EMAIL_TASK = 'send-email';

/** Payload of the send-email task: which template, to whom, in which language, with what data. */
export const sendEmailPayload = z
  .object({
    template: z.enum(emailTemplates),
    to: z.email(),
    locale: z.enum(locales),
    data: z.record(z.string(), z.unknown()),
    /** Header names are tokens; values one line (no header injection). */
    headers: z
      .record(z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,60}$/), z.string().regex(/^[^\r\n]{0,2000}$/))
      .optional(),
    /** List mail's VERP envelope sender (ADR 133); transactional mail has none. */
    envelopeFrom: z.email().max(254).optional(),
    attachments: z
      .array(
        z.object({
          filename: z.string().min(1).max(200),
          contentType: z.string().min(3).max(100),
          storageKey: z.string().min(1).max(300),
        }),
      )
      .max(5)
      .optional(),
  })
  .superRefine((payload, ctx) => {
    const result = emailDataSchemas[payload.template].safeParse(payload.data);
    if (!result.success)
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['data', ...issue.path] });
  });
export type SendEmailPayload = z.input<typeof sendEmailPayload>;

/**
 * The Message-ID of the e-mail of task `id`: the same for every retry of the task (a duplicate is
 * recognisable as one), and globally unique through the database's random installation id — task
 * numbers start again after a database reset, and a repeated Message-ID makes providers drop mail.
 */
export const messageIdOf = ({ id, installation, host }: { id: number; installation: string; host: string }) =>
  `<task-${id}.${installation}@${host}>`;

/** Renders and sends one e-mail (see `messageIdOf` for its Message-ID). */
export function sendEmailTask(deps: {
  mailer: Mailer;
  render: RenderEmail;
  host: string;
  /** The database's installation id (core/shared/installation-id.ts). */
  installation: () => Promise<string>;
  files?: FileStore;
}) {
  return defineTask({
    name: SEND_EMAIL_TASK,
    version: 1,
    payload: sendEmailPayload,
    async handler({ id, payload }) {
      const { subject, html, text } = await deps.render(
        payload.template,
        payload.locale,
        payload.data as EmailData[typeof payload.template],
      );
      const attachments = [];
      for (const file of payload.attachments ?? []) {
        const content = await deps.files?.get(file.storageKey);
        // A file that is gone (erased meanwhile) is not sent; the task fails and is retried, then dropped.
        if (!content) throw new Error(`attachment ${file.storageKey} is missing`);
        attachments.push({ filename: file.filename, contentType: file.contentType, content });
      }
      await deps.mailer.send({
        to: payload.to,
        subject,
        html,
        text,
        messageId: messageIdOf({ id, installation: await deps.installation(), host: deps.host }),
        language: payload.locale,
        ...(payload.headers ? { headers: payload.headers } : {}),
        ...(attachments.length ? { attachments } : {}),
        ...(payload.envelopeFrom ? { envelopeFrom: payload.envelopeFrom } : {}),
      });
    },
  });
}
