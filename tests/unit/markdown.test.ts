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
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '[x](&#106;avascript:alert(1))',
    '<IMG SRC=JaVaScRiPt:alert(1)>',
    '<img src=x:alert(alt) onerror=eval(src) alt=0>',
    '<svg><script>alert(1)</script></svg>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    "<style>@import 'https://evil.example/x.css';</style>",
    '<link rel=stylesheet href=https://evil.example/x.css>',
    '<body onload=alert(1)>',
    '<input autofocus onfocus=alert(1)>',
    '<video><source onerror=alert(1)></video>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
    '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
    '<x onclick=alert(1)>x</x>',
    '`<script>alert(1)</script>` and\n\n```html\n<script>alert(1)</script>\n```',
    '<img src="https://img.example/a.png" srcset="javascript:alert(1)">',
    '<a href="https://ok.example" style="position:fixed;inset:0">x</a>',
  ];
  it.each(vectors)('strips the XSS vector %s', (vector) => {
    const html = renderMarkdown(vector, { siteOrigin: site }).toLowerCase();
    expect(html).not.toMatch(
      /<script|<iframe|<svg|<object|<embed|<form|<style|<base|<meta|<details|<link|<input|<video|<body|<noscript/,
    );
    expect(html).not.toMatch(/<[^>]*\son\w+\s*=/);
    expect(html).not.toMatch(/<[^>]*\s(style|srcset|background)\s*=/);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):|href="\/\//);
  });

  it('gives the plain text of Markdown', () => {
    expect(markdownToText('# Ahoj\n\nToto je **tučné** & <b>nie</b>.')).toBe('Ahoj Toto je tučné & nie.');
  });
});
