import { JSDOM } from 'jsdom';
import { hasContent, isAllowedImageSource, sanitizeContent } from './sanitize-content';

/**
 * Vectors of the OWASP XSS Filter Evasion Cheat Sheet (and a few of its siblings): each is
 * sanitised, then parsed the way a browser parses it (jsdom), and nothing in the result may run.
 */
const owaspVectors = [
  `<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<SCRIPT SRC=//xss.rocks/.j>`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `\\";alert('XSS');//`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<svg/onload=alert('XSS')>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">`,
  `<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT =">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT "a='>'" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT a=\`>\` SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<A HREF="http://66.102.7.147/">XSS</A>`,
  `<A HREF="javascript:document.location='http://www.google.com/'">XSS</A>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<a href="&#x6A;avascript:alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href=" javascript:alert(1)">x</a>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
  `<svg><style><img src=x onerror=alert(1)></style></svg>`,
  `<img src="https://evil.example/x.png">`,
  `<img src="//evil.example/x.png">`,
  `<img src="data:image/png;base64,iVBORw0KGgo=">`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)">`,
  `<p style="color:red" class="x" id="y" data-x="1">styled</p>`,
  `<template><script>alert(1)</script></template>`,
  `<!--<img src=x onerror=alert(1)>-->`,
  `<![CDATA[<script>alert(1)</script>]]>`,
];

const allowedTags = new Set(
  'p br span strong em u s code h1 h2 h3 h4 h5 h6 ul ol li blockquote a img'.split(' '),
);
const allowedAttributes: Record<string, string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};

/** What would run or reach out if the stored HTML were put in a page: empty when nothing would. */
function dangers(html: string): string[] {
  const dom = new JSDOM(`<!doctype html><body>${html}</body>`, { url: 'https://console.example/' });
  const found: string[] = [];
  for (const el of Array.from(dom.window.document.body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (!allowedTags.has(tag)) found.push(`tag ${tag}`);
    for (const attr of Array.from(el.attributes)) {
      if (!(allowedAttributes[tag] ?? []).includes(attr.name)) {
        found.push(`attribute ${tag}[${attr.name}]`);
      }
    }
    const href = el.getAttribute('href');
    if (href !== null) {
      const protocol = new URL(href, 'https://console.example/').protocol;
      if (!['http:', 'https:', 'mailto:'].includes(protocol)) found.push(`href ${href}`);
    }
    const src = el.getAttribute('src');
    if (src !== null) {
      const url = new URL(src, 'https://console.example/');
      if (
        url.origin !== 'https://console.example' ||
        !url.pathname.startsWith('/api/v1/uploads/files/image/')
      ) {
        found.push(`src ${src}`);
      }
    }
  }
  return found;
}

describe('sanitizeContent', () => {
  it.each(owaspVectors.map((v) => [v]))('leaves nothing that runs of %s', (vector) => {
    const out = sanitizeContent(vector);
    expect(dangers(out)).toEqual([]);
    // Sanitising is stable: a second pass changes nothing.
    expect(sanitizeContent(out)).toBe(out);
    // Inside a tag (text such as 'javascript:' shown as text is harmless).
    expect(out).not.toMatch(/<[^>]*(script|javascript:|vbscript:|\son\w+\s*=)/i);
  });

  it('the oracle itself catches what the vectors would do unsanitised', () => {
    expect(dangers(`<img src=x onerror=alert(1)>`)).toContain('attribute img[onerror]');
    expect(dangers(`<a href="jav&#x09;ascript:alert(1)">x</a>`)).toContain(
      'href jav\tascript:alert(1)',
    );
    expect(dangers(`<SCRIPT>alert(1)</SCRIPT>`)).toContain('tag script');
  });

  it('keeps what the editor makes: formatting, headings, lists, links, our images', () => {
    const html =
      '<h2>Tiêu đề</h2><p><strong>Đậm</strong> <em>nghiêng</em> <u>gạch</u></p>' +
      '<ul><li>một</li></ul><ol><li>hai</li></ol>' +
      '<p><a href="https://example.com/a?b=1">liên kết</a></p>' +
      '<p><img src="/api/v1/uploads/files/image/0123456789abcdef01234567.png" alt="ảnh" /></p>';
    expect(sanitizeContent(html)).toBe(
      html.replace(
        '<a href="https://example.com/a?b=1">',
        '<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer nofollow">',
      ),
    );
    expect(sanitizeContent('<b>x</b><i>y</i>')).toBe('<strong>x</strong><em>y</em>');
  });

  it('allows images of a configured host only over https', () => {
    const opts = { imageOrigins: ['https://img.example.com'] };
    expect(sanitizeContent('<img src="https://img.example.com/a.png">', opts)).toBe(
      '<img src="https://img.example.com/a.png" />',
    );
    expect(sanitizeContent('<img src="http://img.example.com/a.png">', opts)).toBe('');
    expect(sanitizeContent('<img src="https://img.example.com.evil.io/a.png">', opts)).toBe('');
    expect(isAllowedImageSource('/api/v1/uploads/files/image/../../x')).toBe(false);
  });

  it('tells empty content from content', () => {
    expect(hasContent(sanitizeContent('<p> &nbsp; </p><script>x</script>'))).toBe(false);
    expect(hasContent(sanitizeContent('<p>a</p>'))).toBe(true);
    expect(
      hasContent(
        sanitizeContent('<img src="/api/v1/uploads/files/image/0123456789abcdef01234567.png">'),
      ),
    ).toBe(true);
  });
});
