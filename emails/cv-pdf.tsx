import { ActionButton, EmailHeading, EmailLayout, Paragraph } from './layout.tsx';
import type { EmailProps } from './message.tsx';

export interface CvPdfData {
  name: string;
  /** The editor, to change the CV. */
  editorUrl: string;
}

/** The CV as a PDF attachment, e-mailed to its owner on request (docs/product/states.md, docs/product/api-calls.md generatePdf). */
export function CvPdfEmail({ data, ...props }: EmailProps<CvPdfData>) {
  const { t } = props;
  const key = 'cv-pdf';
  return (
    <EmailLayout {...props} preview={t(`${key}.preview`)} reason={t(`${key}.reason`)}>
      <EmailHeading>{t(`${key}.heading`)}</EmailHeading>
      <Paragraph>{t('layout.greeting', { name: data.name })}</Paragraph>
      <Paragraph>{t(`${key}.intro`)}</Paragraph>
      <ActionButton href={data.editorUrl} label={t(`${key}.action`)} t={t} />
    </EmailLayout>
  );
}
