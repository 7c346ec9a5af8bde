import { describe, expect, it } from 'vitest';
import { markdownToText, renderMarkdown } from '../../infra/markdown/render-markdown.ts';

const site = 'https://kariera.example';

describe('renderMarkdown', () => {
  it('renders Markdown with headings below the page title and diacritics intact', () => {
    const html = renderMarkdown('# Nadpis\n\nŽltý **kôň** úpäl _ďábelské_ ódy.', { siteOrigin: site });
    expect(html).toContain('<h2>Nadpis</h2>');
    expect(html).toContain('Žltý <strong>kôň</strong> úpäl <em>ďábelské</em> ódy.');
  });

  it('marks external links and leaves same-site links alone', () => {
    const html = renderMarkdown(
      '[out](https://other.example/a) [in](/jobs) [abs](https://kariera.example/blog)',
      {
        siteOrigin: site,
      },
    );
    expect(html).toContain(
      '<a href="https://other.example/a" rel="noopener noreferrer nofollow" target="_blank">out</a>',
    );
    expect(html).toContain('<a href="/jobs">in</a>');
    expect(html).toContain('<a href="https://kariera.example/blog">abs</a>');
  });

  const vectors = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload=alert(1)><circle/></svg>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<form action="https://evil.example"><input name=a></form>',
    '<object data="x.swf"></object><embed src="x.swf">',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '![x](https://img.example/a.png" onerror="alert(1))',
    '<a href="//evil.example">x</a>',
    '<details open ontoggle=alert(1)>',
    '<p onclick="alert(1)">x</p>',
    '<base href="https://evil.example/">',
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  ];
  it.each(vectors)('strips the XSS vector %s', (vector) => {
    const html = renderMarkdown(vector, { siteOrigin: site }).toLowerCase();
    expect(html).not.toMatch(/<script|<iframe|<svg|<object|<embed|<form|<style|<base|<meta|<details/);
    expect(html).not.toMatch(/<[^>]*\son\w+\s*=/);
    expect(html).not.toMatch(/javascript:|data:text|href="\/\//);
  });

  it('gives the plain text of Markdown', () => {
    expect(markdownToText('# Ahoj\n\nToto je **tučné** & <b>nie</b>.')).toBe('Ahoj Toto je tučné & nie.');
  });
});
