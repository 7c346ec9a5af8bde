// The uploads, imports and hostile requests of the soak's mix (ADR 094): realistic sizes with varied
// content, so that the soak measures the memory of parsing bodies as well as of rendering pages.
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { pdfBytes } from '../../tests/factories/documents.ts';

const rnd = (n: number) => Math.floor(Math.random() * n);
const words = ['Java', 'Kotlin', 'tester', 'vývojár', 'Žilina', 'Košice', 'Entwickler', 'údržba', 'cloud'];
const sentence = (n: number) => Array.from({ length: n }, () => words[rnd(words.length)]).join(' ');

/** A PDF CV of about `kb` kilobytes (text pages padded with an incompressible stream). */
export function cvDocument(kb: number): Uint8Array<ArrayBuffer> {
  const pdf = pdfBytes(`Curriculum vitae ${sentence(12)}`);
  const padding = new Uint8Array(Math.max(0, kb * 1024 - pdf.length));
  for (let i = 0; i < padding.length; i++) padding[i] = rnd(256);
  // Trailing bytes after %%EOF are ignored by readers and keep the file a valid PDF by its content.
  const out = new Uint8Array(pdf.length + padding.length);
  out.set(pdf);
  out.set(padding, pdf.length);
  return out;
}

/** A JPEG photograph-like image (noise over a gradient) of `width` × `height` pixels. */
export async function photo(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i / 3) % width) / 4 + rnd(64);
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
}

/** A LinkedIn data export with `positions` positions and a few schools, skills and languages. */
export function linkedInExport(positions: number): Uint8Array<ArrayBuffer> {
  const rows = Array.from(
    { length: positions },
    (_, i) => `Firma ${i},${sentence(2)},"${sentence(30)}",Bratislava,Mar 20${10 + (i % 14)},`,
  );
  return new Uint8Array(
    zipSync({
      'Profile.csv': strToU8(
        `First Name,Last Name,Headline,Summary\nĽubomír,Šťastný,${sentence(3)},"${sentence(40)}"\n`,
      ),
      'Positions.csv': strToU8(
        `Company Name,Title,Description,Location,Started On,Finished On\n${rows.join('\n')}\n`,
      ),
      'Education.csv': strToU8('School Name,Start Date,End Date,Degree Name\nSTU,2010,2015,Ing.\n'),
      'Skills.csv': strToU8(`Name\n${words.join('\n')}\n`),
      'Languages.csv': strToU8('Name,Proficiency\nSlovak,Native\nEnglish,Professional\n'),
    }),
  );
}

/** A JSON Resume with `entries` work entries. */
export function jsonResume(entries: number) {
  return {
    basics: { name: 'Ľubomír Šťastný', label: sentence(3), email: 'lubo@example.sk', summary: sentence(50) },
    work: Array.from({ length: entries }, (_, i) => ({
      name: `Firma ${i}`,
      position: sentence(2),
      startDate: `20${10 + (i % 14)}-03-01`,
      summary: sentence(40),
    })),
    skills: words.map((name) => ({ name })),
  };
}

/** A form for `/api/events` (an event submitted by a visitor) with its image. */
export function eventForm(image: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  const start = new Date(Date.now() + (7 + rnd(60)) * 86_400_000).toISOString().slice(0, 16);
  for (const [k, v] of Object.entries({
    name: `Meetup ${sentence(3)}`,
    description: sentence(60),
    isOnline: 'true',
    url: 'https://example.com/meetup',
    startAt: start,
    organizerName: 'Komunita vývojárov',
    organizerUrl: 'https://example.com',
    organizerDescription: sentence(20),
  }))
    form.append(k, v);
  form.append('image', new File([image], 'event.jpg', { type: 'image/jpeg' }));
  form.append('organizerImage', new File([image], 'logo.jpg', { type: 'image/jpeg' }));
  return form;
}

/** A file field of a multipart form. */
export function fileForm(bytes: Uint8Array<ArrayBuffer>, name: string, field = 'file') {
  const form = new FormData();
  form.append(field, new File([bytes], name));
  return form;
}

/**
 * Hostile requests, each with the status it must get: bodies over the route's limit (declared and
 * chunked), page posts in JSON, text and broken multipart.
 */
export function hostileRequests(
  url: string,
): { name: string; expect: number; send: () => Promise<Response> }[] {
  const big = new Uint8Array(12 * 1024 * 1024);
  const post = (pathname: string, headers: Record<string, string>, body: BodyInit) =>
    fetch(url + pathname, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: url, 'x-forwarded-for': `10.99.${rnd(256)}.${rnd(256)}`, ...headers },
      body,
      // A streamed body goes out chunked, without a declared length.
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
  const chunked = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new Uint8Array(64 * 1024));
        controller.close();
      },
    });
  return [
    {
      name: 'oversized sign-in',
      expect: 413,
      send: () => post('/api/auth/sign-in/email', { 'content-type': 'application/json' }, big),
    },
    {
      name: 'oversized upload',
      expect: 413,
      send: () => post('/api/questionnaires/cv', { 'content-type': 'multipart/form-data; boundary=x' }, big),
    },
    {
      name: 'chunked page post',
      expect: 413,
      send: () => post('/newsletter', { 'content-type': 'application/x-www-form-urlencoded' }, chunked()),
    },
    {
      name: 'JSON page post',
      expect: 415,
      send: () => post('/sign-in', { 'content-type': 'application/json' }, '{"email":"a@example.sk"}'),
    },
    {
      name: 'text page post',
      expect: 415,
      send: () => post('/newsletter', { 'content-type': 'text/plain' }, 'x'),
    },
    {
      name: 'broken multipart page post',
      expect: 400,
      send: () =>
        post('/referral/form', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\nbroken'),
    },
  ];
}
