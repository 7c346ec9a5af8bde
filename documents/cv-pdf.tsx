import { Document, Image, Page, StyleSheet, Svg, Rect, Text, View } from '@react-pdf/renderer';
import type { ClientCvBranding } from '../contracts/client-cv-values.ts';
import type { CvInLanguage, CvLanguage, SharedCv } from '../contracts/cv.ts';
import { cvSheetLabels, formatCvPeriod } from '../contracts/cv-sheet.ts';
import { cvSheetCatalog } from './cv-sheet-catalog.ts';

/** The font family the renderer registers (DejaVu Sans: full Latin Extended-A, so č ď ľ ĺ ň ŕ š ť ž ô ä ö ü ß). */
export const CV_PDF_FONT = 'CvSans';

const styles = StyleSheet.create({
  page: {
    fontFamily: CV_PDF_FONT,
    fontSize: 9.5,
    lineHeight: 1.45,
    color: '#1e293b',
    padding: 40,
    paddingBottom: 48,
  },
  header: { flexDirection: 'row', alignItems: 'center', marginBottom: 14 },
  photo: { width: 64, height: 64, borderRadius: 32, marginRight: 14, objectFit: 'cover' },
  name: { fontSize: 20, fontWeight: 'bold', color: '#0f172a', lineHeight: 1.25 },
  position: { fontSize: 11.5, color: '#334155', marginTop: 3 },
  contact: { fontSize: 9, color: '#475569', marginTop: 4 },
  heading: {
    fontSize: 9,
    fontWeight: 'bold',
    color: '#1e40af',
    textTransform: 'uppercase',
    letterSpacing: 0.6,
    marginTop: 12,
    marginBottom: 5,
    paddingTop: 6,
    borderTopWidth: 0.6,
    borderTopColor: '#cbd5e1',
  },
  entry: { marginBottom: 7 },
  entryTitle: { fontWeight: 'bold', color: '#0f172a' },
  muted: { color: '#64748b', fontSize: 8.5 },
  paragraph: { marginTop: 2 },
  chartRow: { flexDirection: 'row', alignItems: 'center', marginBottom: 2 },
  chartLabel: { width: 110, textAlign: 'right', paddingRight: 6, fontSize: 8.5 },
  brand: {
    flexDirection: 'row',
    alignItems: 'center',
    paddingBottom: 10,
    marginBottom: 14,
    borderBottomWidth: 1.2,
    borderBottomColor: '#1e40af',
  },
  brandLogo: { width: 30, height: 30, marginRight: 10 },
  brandName: { fontSize: 13, fontWeight: 'bold', color: '#1e40af' },
  brandContact: { fontSize: 8.5, color: '#475569', textAlign: 'right', marginLeft: 'auto' },
});

/** What a CV file template (PDF, Word) renders: the CV in one language as its viewer may see it. */
export interface CvFileProps {
  shared: Omit<SharedCv, 'cv'>;
  cv: CvInLanguage;
  language: CvLanguage;
  /** The photo's bytes as a data URL (JPEG or PNG), when there is one. */
  photo?: string | undefined;
  /** An anonymised client CV (ADR 112): the portal's logo and contact at the top, in place of the person's. */
  branding?: ClientCvBranding | undefined;
}

/** The portal's band at the top of a client CV. */
function Branding({ branding }: { branding: ClientCvBranding }) {
  return (
    <View style={styles.brand}>
      {branding.logo ? <Image src={branding.logo} style={styles.brandLogo} /> : null}
      <Text style={styles.brandName}>{branding.portal}</Text>
      <View style={styles.brandContact}>
        {branding.contact.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </View>
    </View>
  );
}

/** The CV as a PDF in its own language: the same content and order as the shared page (docs/product/states.md, docs/product/api-calls.md generatePdf). */
export function CvPdf({ shared, cv, language, photo, branding }: CvFileProps) {
  const l = cvSheetLabels(language, cvSheetCatalog(language));
  const { person } = shared;
  const name = `${person.firstName} ${person.lastName}`.trim();
  const contact = [person.city, person.email, person.phone].filter(Boolean).join('  ·  ');
  const max = Math.max(1, ...(shared.experience ?? []).map((r) => r.years));
  return (
    <Document
      title={name}
      author={branding?.portal ?? name}
      language={language}
      subject={cv.position ?? l.profile}
    >
      <Page size="A4" style={styles.page}>
        {branding ? <Branding branding={branding} /> : null}
        <View style={styles.header}>
          {photo ? <Image src={photo} style={styles.photo} /> : null}
          <View>
            <Text style={styles.name}>{name}</Text>
            {cv.position ? <Text style={styles.position}>{cv.position}</Text> : null}
            {contact ? <Text style={styles.contact}>{contact}</Text> : null}
          </View>
        </View>
        {cv.bio ? (
          <View>
            <Text style={styles.heading}>{l.profile}</Text>
            <Text>{cv.bio}</Text>
          </View>
        ) : null}
        {cv.employments.length ? (
          <Text style={styles.heading} minPresenceAhead={40}>
            {l.employments}
          </Text>
        ) : null}
        {cv.employments.map((e, i) => (
          <View key={i} style={styles.entry} wrap={false}>
            <Text style={styles.entryTitle}>
              {e.position} · {e.company}
            </Text>
            <Text style={styles.muted}>{formatCvPeriod(language, e.from, e.to, l.present)}</Text>
            {e.description ? <Text style={styles.paragraph}>{e.description}</Text> : null}
            {e.technologies.length ? <Text style={styles.muted}>{e.technologies.join(', ')}</Text> : null}
          </View>
        ))}
        {shared.experience?.length ? (
          <View wrap={false}>
            <Text style={styles.heading}>{l.experience}</Text>
            {shared.experience.slice(0, 12).map((row) => (
              <View key={row.technology} style={styles.chartRow}>
                <Text style={styles.chartLabel}>{row.technology}</Text>
                <Svg width={Math.max(2, (row.years / max) * 230)} height={9}>
                  <Rect x={0} y={0} width={Math.max(2, (row.years / max) * 230)} height={9} fill="#1d4ed8" />
                </Svg>
                <Text style={{ fontSize: 8.5, marginLeft: 5 }}>{l.yearsShort(row.years)}</Text>
              </View>
            ))}
          </View>
        ) : null}
        {cv.educations.length ? (
          <Text style={styles.heading} minPresenceAhead={40}>
            {l.educations}
          </Text>
        ) : null}
        {cv.educations.map((e, i) => (
          <View key={i} style={styles.entry} wrap={false}>
            <Text style={styles.entryTitle}>
              {e.diploma} · {e.school}
            </Text>
            {e.faculty ? <Text>{e.faculty}</Text> : null}
            <Text style={styles.muted}>{formatCvPeriod(language, e.from, e.to, l.present)}</Text>
            {e.description ? <Text style={styles.paragraph}>{e.description}</Text> : null}
          </View>
        ))}
        {cv.technologies.length ? (
          <View wrap={false}>
            <Text style={styles.heading}>{l.technologies}</Text>
            <Text>
              {cv.technologies
                .map((x) => `${x.name} (${l.years[x.years]})${x.specialization ? ' ★' : ''}`)
                .join(', ')}
            </Text>
          </View>
        ) : null}
        {cv.languages.length ? (
          <View wrap={false}>
            <Text style={styles.heading}>{l.languages}</Text>
            {cv.languages.map((x, i) => (
              <Text key={i}>
                {x.language} – {l.levels[x.level]}
              </Text>
            ))}
          </View>
        ) : null}
        {cv.certificates.length ? (
          <Text style={styles.heading} minPresenceAhead={30}>
            {l.certificates}
          </Text>
        ) : null}
        {cv.certificates.map((c, i) => (
          <View key={i} style={styles.entry} wrap={false}>
            <Text style={styles.entryTitle}>{c.name}</Text>
            {c.description ? <Text>{c.description}</Text> : null}
          </View>
        ))}
        {cv.references.length ? (
          <Text style={styles.heading} minPresenceAhead={30}>
            {l.references}
          </Text>
        ) : null}
        {cv.references.map((r, i) => (
          <View key={i} style={styles.entry} wrap={false}>
            <Text>{r.link}</Text>
            {r.description ? <Text style={styles.muted}>{r.description}</Text> : null}
          </View>
        ))}
      </Page>
    </Document>
  );
}
