import { describe, expect, it } from 'vitest';
import {
  MULTIPART_PARTS,
  MULTIPART_TEXT_FIELD_BYTES,
  multipartProblem,
} from '../../server/middleware/multipart-fields.ts';

/** The bytes a browser sends for `fields`, through the platform's own multipart encoder. */
async function encoded(fields: [string, string | File][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const request = new Request('http://portal.test/', { method: 'POST', body: form });
  return { bytes: new Uint8Array(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

describe('text fields of multipart bodies', () => {
  const big = 'ž'.repeat(MULTIPART_TEXT_FIELD_BYTES / 2 + 1);
  const file = new File([new Uint8Array(3 * 1024 * 1024).fill(0x41)], 'cv.pdf', { type: 'application/pdf' });

  it('lets a form with a large file and ordinary fields through', async () => {
    const { bytes, type } = await encoded([
      ['name', 'Ľubomír Šťastný'],
      ['message', 'Dobrý deň,\r\nposielam životopis.'.repeat(200)],
      ['file', file],
    ]);
    expect(multipartProblem(bytes, type)).toBeNull();
  });

  it('finds a text field over the limit, first, between others or last', async () => {
    for (const fields of [
      [
        ['message', big],
        ['file', file],
      ],
      [
        ['name', 'x'],
        ['message', big],
        ['file', file],
      ],
      [
        ['file', file],
        ['name', 'x'],
        ['message', big],
      ],
    ] as [string, string | File][][]) {
      const { bytes, type } = await encoded(fields);
      expect(multipartProblem(bytes, type), fields.map(([n]) => n).join()).toBe('field_too_large');
    }
  });

  it('counts the text fields together: at the limit allowed, one byte more too large', async () => {
    const half = 'a'.repeat(MULTIPART_TEXT_FIELD_BYTES / 2);
    const together = await encoded([
      ['a', half],
      ['file', file],
      ['b', half],
    ]);
    const more = await encoded([
      ['a', half],
      ['file', file],
      ['b', `${half}b`],
    ]);
    expect(multipartProblem(together.bytes, together.type)).toBeNull();
    expect(multipartProblem(more.bytes, more.type)).toBe('field_too_large');
  });

  it('counts a field at the limit as allowed and one byte more as too large', async () => {
    const at = await encoded([['text', 'a'.repeat(MULTIPART_TEXT_FIELD_BYTES)]]);
    const over = await encoded([['text', 'a'.repeat(MULTIPART_TEXT_FIELD_BYTES + 1)]]);
    expect(multipartProblem(at.bytes, at.type)).toBeNull();
    expect(multipartProblem(over.bytes, over.type)).toBe('field_too_large');
  });

  it('finds a field that never ends (no closing delimiter) and leaves other bodies to the parser', () => {
    const boundary = 'xyz';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n`;
    const open = new TextEncoder().encode(head + 'b'.repeat(MULTIPART_TEXT_FIELD_BYTES + 10));
    expect(multipartProblem(open, `multipart/form-data; boundary=${boundary}`)).toBe('field_too_large');
    expect(multipartProblem(open, 'multipart/form-data; boundary=other')).toBeNull();
    expect(multipartProblem(open, 'application/x-www-form-urlencoded')).toBeNull();
    expect(
      multipartProblem(new TextEncoder().encode('garbage'), 'multipart/form-data; boundary=x'),
    ).toBeNull();
  });

  it('counts the parts: as many as a form has pass, more than the limit do not', async () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i): [string, string] => [`f${i}`, 'x']);
    const within = await encoded(fields(MULTIPART_PARTS));
    const over = await encoded(fields(MULTIPART_PARTS + 1));
    expect(multipartProblem(within.bytes, within.type)).toBeNull();
    expect(multipartProblem(over.bytes, over.type)).toBe('too_many_parts');
  });
});
