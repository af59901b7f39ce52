/**
 * Markdown to HTML when content is written (the seed and the CMS): ids on every heading (Turkish letters folded),
 * wrapped tables, no raw HTML.
 */
import { Marked, type Tokens } from 'marked';
import {
  affiliateQueryKeys,
  type ArticleBody,
  countWords,
  type Heading,
  isAffiliatePlacement,
  pagePathOf,
  slugify,
} from 'shared-data';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const affiliateLink = /^\/git\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\?[^#]*)?$/;

/**
 * A link written to our affiliate redirect ('/git/<casino>') as every casino link on the site is: placement 'tablo'
 * unless the text names a known one, and the page it sits on, so the click is counted where it happened.
 */
function affiliateHrefOf(href: string, pagePath: string): string {
  const url = new URL(href, 'http://site.invalid');
  const placement = url.searchParams.get(affiliateQueryKeys.placement) ?? '';
  const query = new URLSearchParams({ [affiliateQueryKeys.placement]: isAffiliatePlacement(placement) ? placement : 'tablo' });
  const page = pagePathOf(pagePath);
  if (page) query.set(affiliateQueryKeys.page, page);
  return `${url.pathname}?${query.toString()}`;
}

export interface RenderOptions {
  /** The public path of the page the body is shown on, carried by its affiliate links. */
  pagePath?: string;
}

/** Renders one article body. Headings are collected for the table of contents. */
export function renderMarkdown(markdown: string, { pagePath = '' }: RenderOptions = {}): ArticleBody {
  const headings: Heading[] = [];
  const marked = new Marked({ gfm: true, breaks: false, async: false });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const text = stripTags(inner);
        const id = slugify(text);
        const level = Math.min(Math.max(token.depth, 2), 4);
        if (level === 2 || level === 3) headings.push({ id, text, level });
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
      html(token: Tokens.HTML | Tokens.Tag) {
        // Raw HTML is not allowed in our sources: show it as text rather than trusting it.
        return escapeHtml(token.text);
      },
      link(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, token: Tokens.Link) {
        const inner = this.parser.parseInline(token.tokens);
        if (affiliateLink.test(token.href)) {
          return `<a href="${escapeHtml(affiliateHrefOf(token.href, pagePath))}" target="_blank" rel="sponsored noopener noreferrer">${inner}</a>`;
        }
        const href = escapeHtml(token.href);
        const external = /^https?:\/\//.test(token.href);
        const attrs = external ? ' target="_blank" rel="noopener noreferrer"' : '';
        return `<a href="${href}"${attrs}>${inner}</a>`;
      },
    },
  });
  const rendered = marked.parse(markdown) as string;
  const html = rendered.replace(/<table>/g, '<div class="table-wrap"><table>').replace(/<\/table>/g, '</table></div>');
  return { html, headings, words: countWords(stripTags(html)) };
}

/** Plain text of a Markdown paragraph body (for short descriptions kept in the light index). */
export function markdownToPlainText(markdown: string): string {
  return stripTags(new Marked({ async: false }).parse(markdown) as string);
}
