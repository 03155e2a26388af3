import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  fillTemplate,
  headTags,
  inlineStylesheets,
  scriptSafeJson,
  withoutHoistedTitle,
} from './page-html';

const TEMPLATE = `<!doctype html><html><head>
    <meta name="description" content="Generic." />
    <title>Fund</title>
  </head><body>
    <noscript>This site needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body></html>`;

describe('page HTML', () => {
  it.each([
    ['plain', 'Fund', 'Fund'],
    ['markup', '<b>"A" & \'B\'</b>', '&lt;b&gt;&quot;A&quot; &amp; &#39;B&#39;&lt;/b&gt;'],
  ])('escapes %s text', (_name, text, expected) => {
    expect(escapeHtml(text)).toBe(expected);
  });

  it('writes JSON that cannot end its script element and reads back the same', () => {
    const value = { text: '</script><script>alert(1)</script>', n: 1 };
    const safe = scriptSafeJson(JSON.stringify(value));
    expect(safe).not.toContain('<');
    expect(JSON.parse(safe)).toEqual(value);
  });

  it('escapes the head tags', () => {
    const head = headTags({
      title: 'A & B',
      description: '"quoted"',
      url: 'https://x.example/?a=1&b=2',
      siteName: 'S',
    });
    expect(head).toContain('<title>A &amp; B</title>');
    expect(head).toContain('<meta property="og:description" content="&quot;quoted&quot;" />');
    expect(head).toContain('<meta property="og:url" content="https://x.example/?a=1&amp;b=2" />');
  });

  it('drops the title React hoists to the front of its output', () => {
    expect(withoutHoistedTitle('<title>T · Fund</title><a>x</a>')).toBe('<a>x</a>');
    expect(withoutHoistedTitle('<a>x</a><title>kept</title>')).toBe('<a>x</a><title>kept</title>');
  });

  it("fills the template: the page's head, content and state replace the generic ones", () => {
    const html = fillTemplate(TEMPLATE, {
      head: '<title>Page</title>',
      appHtml: '<h1>$& $1</h1>',
      stateJson: '{"a":"<"}',
    });
    expect(html).toContain('<title>Page</title>');
    expect(html).not.toContain('<title>Fund</title>');
    expect(html).not.toContain('Generic.');
    expect(html).not.toContain('<noscript>');
    // Replacement patterns in the content are taken as text.
    expect(html).toContain(
      '<div id="root"><h1>$& $1</h1></div><script type="application/json" id="ssr-state">{"a":"\\u003c"}</script>',
    );
  });

  it("lists the page's scripts after its state: the build's scripts at the site's root, not its sheets", () => {
    const html = fillTemplate(TEMPLATE, {
      head: '',
      appHtml: '',
      stateJson: '{}',
      scripts: ['assets/start-1.js', 'assets/start-1.css', 'assets/page-2.js'],
    });
    expect(html).toContain(
      '<script type="application/json" id="ssr-state">{}</script><script type="application/json" id="page-scripts">["/assets/start-1.js","/assets/page-2.js"]</script>',
    );
    for (const scripts of [undefined, [], ['assets/a.css']])
      expect(fillTemplate(TEMPLATE, { head: '', appHtml: '', stateJson: '{}', scripts })).not.toContain(
        'page-scripts',
      );
  });

  it.each([
    ['a sheet it finds is written in place', 'a{color:red}', '<style>a{color:red}</style>'],
    [
      'a sheet it cannot find keeps its link',
      null,
      '<link rel="stylesheet" crossorigin href="/assets/i.css">',
    ],
    [
      'a sheet that would end the element keeps its link',
      'a{}</style>',
      '<link rel="stylesheet" crossorigin href="/assets/i.css">',
    ],
  ])('inlines stylesheets: %s', (_name, css, expected) => {
    const template = '<head><link rel="stylesheet" crossorigin href="/assets/i.css"></head>';
    expect(inlineStylesheets(template, (href) => (href === '/assets/i.css' ? css : null))).toBe(
      `<head>${expected}</head>`,
    );
  });
});
