import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { Locale } from '../contracts/enums.ts';
import type { EmailT } from './translate.ts';

export const PRODUCT_NAME = 'Kariéra IT';
export const BRAND_COLOR = '#182f74';

const font = "'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const styles = {
  body: { backgroundColor: '#f3f5fa', margin: 0, padding: '24px 0', fontFamily: font },
  container: { maxWidth: '600px', margin: '0 auto', backgroundColor: '#ffffff', borderRadius: '8px' },
  header: { backgroundColor: BRAND_COLOR, borderRadius: '8px 8px 0 0', padding: '20px 32px' },
  product: { color: '#ffffff', fontSize: '22px', fontWeight: 700, margin: 0 },
  tagline: { color: '#c9d3f0', fontSize: '13px', margin: '4px 0 0' },
  content: { padding: '8px 32px 16px' },
  heading: { color: BRAND_COLOR, fontSize: '22px', lineHeight: '30px', margin: '24px 0 8px' },
  text: { color: '#1f2937', fontSize: '16px', lineHeight: '24px' },
  button: {
    backgroundColor: BRAND_COLOR,
    borderRadius: '6px',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 24px',
    textDecoration: 'none',
  },
  small: { color: '#4b5563', fontSize: '14px', lineHeight: '20px' },
  link: { color: BRAND_COLOR, wordBreak: 'break-all' as const },
  /** A title as a link: wraps between words, and inside a word only when one is wider than the line. */
  titleLink: {
    color: BRAND_COLOR,
    fontWeight: 700,
    wordBreak: 'normal' as const,
    overflowWrap: 'break-word' as const,
    hyphens: 'manual' as const,
  },
  hr: { borderColor: '#e5e7eb', margin: '24px 0 0' },
  footer: { padding: '8px 32px 24px' },
  footerText: { color: '#6b7280', fontSize: '12px', lineHeight: '18px', margin: '8px 0' },
  preview: {
    display: 'none',
    overflow: 'hidden',
    lineHeight: '1px',
    opacity: 0,
    maxHeight: 0,
    maxWidth: 0,
  },
};

/** The frame of every e-mail: brand header, the message, sign-off, and a footer saying why it was sent. */
export function EmailLayout({
  locale,
  t,
  preview,
  portalUrl,
  reason,
  children,
}: {
  locale: Locale;
  t: EmailT;
  preview: string;
  portalUrl: string;
  /** Why this person gets this e-mail. */
  reason: string;
  children: ReactNode;
}) {
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      {/*
        The inbox's preview line. Not react-email's <Preview>: that pads the text with a long run of
        zero-width characters, which spam filters score as hidden text.
      */}
      <div style={styles.preview} data-skip-in-text="true">
        {preview}
      </div>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.product}>{PRODUCT_NAME}</Text>
            <Text style={styles.tagline}>{t('layout.tagline')}</Text>
          </Section>
          <Section style={styles.content}>
            {children}
            <Text style={styles.text}>
              {t('layout.signoff')}
              <br />
              {t('layout.signature')}
            </Text>
          </Section>
          <Hr style={styles.hr} />
          <Section style={styles.footer}>
            <Text style={styles.footerText}>{reason}</Text>
            <Text style={styles.footerText}>
              {PRODUCT_NAME}
              {' – '}
              <Link href={portalUrl} style={styles.link}>
                {portalUrl}
              </Link>
              {' · '}
              {t('layout.automated')}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The message's title. */
export function EmailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={styles.heading}>
      {children}
    </Heading>
  );
}

/** A paragraph of the message; `small` for notes below the main text. */
export function Paragraph({ children, small = false }: { children: ReactNode; small?: boolean }) {
  return <Text style={small ? styles.small : styles.text}>{children}</Text>;
}

/** A paragraph holding just one link: a secondary action in words rather than a button. */
export function LinkParagraph({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Paragraph>
      <Link href={href} style={styles.link}>
        {children}
      </Link>
    </Paragraph>
  );
}

/** The main action, with the plain link below it for clients that do not show buttons. */
export function ActionButton({ href, label, t }: { href: string; label: string; t: EmailT }) {
  return (
    <>
      <Section style={{ margin: '24px 0' }}>
        <Button href={href} style={styles.button}>
          {label}
        </Button>
      </Section>
      {/* The plain-text version already carries the link after the button's label. */}
      <Text style={styles.small} data-skip-in-text>
        {t('layout.fallbackLink')}
        <br />
        <Link href={href} style={styles.link}>
          {href}
        </Link>
      </Text>
    </>
  );
}

export { styles as emailStyles };
