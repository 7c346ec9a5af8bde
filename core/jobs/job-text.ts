/**
 * The text format of a job's description in the admin form, and the HTML the job page shows.
 *
 * The admin writes plain text: paragraphs separated by an empty line, lines starting with "- " (or
 * "* ", "• ") form a bulleted list, and **bold** marks emphasis. The server builds the HTML from it,
 * escaping everything else, so the stored description holds only `<p>`, `<ul>`, `<li>`, `<strong>`
 * and `<br>`: it is safe by construction, whatever was typed.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const BULLET = /^\s*[-*•]\s+/;

/** Escaped text with **bold** as <strong>. */
function inline(text: string): string {
  return escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
}

/** HTML of the description text. */
export function descriptionToHtml(text: string): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  const html: string[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').map((l) => l.trim());
    let paragraph: string[] = [];
    let items: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length) html.push(`<p>${paragraph.map(inline).join('<br>')}</p>`);
      paragraph = [];
    };
    const flushList = () => {
      if (items.length) html.push(`<ul>${items.map((i) => `<li>${inline(i)}</li>`).join('')}</ul>`);
      items = [];
    };
    for (const line of lines) {
      if (BULLET.test(line)) {
        flushParagraph();
        items.push(line.replace(BULLET, ''));
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return html.join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** The description text of stored HTML (the reverse of `descriptionToHtml`; other tags are dropped). */
export function htmlToDescription(html: string): string {
  const text = html
    .replace(/\r\n?/g, '\n')
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\s*(strong|b)\s*>/gi, '**')
    .replace(/<\s*\/\s*(strong|b)\s*>/gi, '**')
    .replace(/<\s*li[^>]*>/gi, '\n- ')
    .replace(/<\s*\/\s*(p|ul|ol|h[1-6]|div)\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decode(text)
    .split('\n')
    .map((l) => l.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
