import sanitizeHtml from 'sanitize-html';
import { IMAGE_URL_PREFIX } from '@app/contract';

/**
 * What the editor may produce and nothing else (an allow-list, the `sanitize-html` library): text
 * formatting, headings, lists, links (http, https, mailto only; opened in a new tab without the
 * opener) and images whose source is our upload URL (`/api/v1/uploads/files/image/<stored name>`)
 * or one of the configured image hosts. No script, style, iframe, form or event handler survives;
 * a `javascript:` or `data:` URL is dropped, an image from elsewhere is dropped whole.
 */
export interface SanitizeOptions {
  /** Origins (`https://img.example.com`) whose images are allowed besides our own uploads. */
  imageOrigins?: readonly string[];
}

const storedImagePath = new RegExp(
  `^${IMAGE_URL_PREFIX.replace(/[/.]/g, '\\$&')}[0-9a-f]{24}\\.(jpg|png|webp|gif)(\\?[a-z0-9=&]*)?$`,
);

/** Whether an image source is allowed: our own upload path, or an https URL on a listed origin. */
export function isAllowedImageSource(src: string, imageOrigins: readonly string[] = []): boolean {
  if (storedImagePath.test(src)) return true;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (!imageOrigins.includes(url.origin)) return false;
  // Our own upload path on an allowed origin, or any image path of the third-party host.
  return true;
}

export function sanitizeContent(html: string, opts: SanitizeOptions = {}): string {
  const imageOrigins = opts.imageOrigins ?? [];
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'span',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'code',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'ul',
      'ol',
      'li',
      'blockquote',
      'a',
      'img',
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // The contents of these are dropped with them (not kept as text).
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'svg'],
    exclusiveFilter: (frame) =>
      frame.tag === 'img' && !isAllowedImageSource(frame.attribs['src'] ?? '', imageOrigins),
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...(attribs['href'] ? { href: attribs['href'] } : {}),
          target: '_blank',
          rel: 'noopener noreferrer nofollow',
        },
      }),
      b: 'strong',
      i: 'em',
    },
  });
}

/** Whether sanitised content says anything: some text, or an image. */
export function hasContent(sanitized: string): boolean {
  if (/<img\s/i.test(sanitized)) return true;
  const text = sanitizeHtml(sanitized, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s/g, '') !== '';
}
