/**
 * A multipart body of exactly `size` bytes: the adequate-salary questionnaire's fields and a
 * PDF-looking file that fills the rest with varied bytes (`seed` varies the names and the content).
 */
export function questionnaireCvMultipart(size: number, seed = 0) {
  const boundary = `x-boundary-${seed}`;
  const head = Buffer.from(
    [
      ['profession', 'programmer'],
      ['name', 'Ľubomír Šťastný'],
      ['email', `lubo.${seed}@example.sk`],
      ['gdpr', 'on'],
    ]
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv-${seed}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.alloc(size);
  // Not one repeated byte: varied content, as a real document is.
  for (let i = 0; i + 4 <= size; i += 4)
    body.writeUInt32LE((Math.imul(i + seed, 2654435761) | 0x20202020) >>> 0, i);
  head.copy(body, 0);
  tail.copy(body, size - tail.length);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}
