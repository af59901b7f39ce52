/**
 * Article HTML is sanitised when it is written to the store (seed, import, CMS), never in the browser: only the
 * elements and attributes our Markdown produces survive, links keep safe schemes, and everything else is dropped.
 */
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'del', 'code', 'pre', 'a',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'div', 'img',
  ],
  allowedAttributes: {
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    a: ['href', 'target', 'rel'],
    div: ['class'],
    th: ['align'],
    td: ['align'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
  },
  allowedClasses: { div: ['table-wrap'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab never hands the opener to the other site.
    // An affiliate link keeps its 'sponsored' for search engines.
    a: (tagName, attribs) => {
      if (attribs.target !== '_blank') return { tagName, attribs };
      const sponsored = (attribs.rel ?? '').split(/\s+/).includes('sponsored');
      return { tagName, attribs: { ...attribs, rel: sponsored ? 'sponsored noopener noreferrer' : 'noopener noreferrer' } };
    },
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}
