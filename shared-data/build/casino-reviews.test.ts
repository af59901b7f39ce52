/**
 * The demo casinos' reviews (`content/casinos/<slug>.md`): one per casino of the seed, its front matter naming that
 * casino, and a body of the length and shape the review page is laid out for.
 */
import matter from 'gray-matter';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bonusEntries, contentDir, renderMarkdown } from '@shared-data/store/built-in';

const reviewsDir = join(contentDir, 'casinos');
const reviewOf = (slug: string) => matter(readFileSync(join(reviewsDir, `${slug}.md`), 'utf8'));

describe('casino reviews', () => {
  it('has one review per demo casino and none for a casino the seed does not have', () => {
    const files = readdirSync(reviewsDir).filter((file) => file.endsWith('.md'));
    expect(files.sort()).toEqual(bonusEntries.map((casino) => `${casino.slug}.md`).sort());
  });

  describe.each(bonusEntries.map((casino) => [casino.name, casino] as const))('%s', (_name, casino) => {
    it('names the casino in its front matter: its slug and name', () => {
      expect(existsSync(join(reviewsDir, `${casino.slug}.md`))).toBe(true);
      expect(reviewOf(casino.slug).data).toMatchObject({ slug: casino.slug, name: casino.name });
    });

    it('is 250 to 400 words long, as the site counts them, under 2 to 4 second-level headings', () => {
      const body = renderMarkdown(reviewOf(casino.slug).content);
      expect(body.words).toBeGreaterThanOrEqual(250);
      expect(body.words).toBeLessThanOrEqual(400);
      const sections = body.headings.filter((heading) => heading.level === 2);
      expect(sections.length).toBeGreaterThanOrEqual(2);
      expect(sections.length).toBeLessThanOrEqual(4);
      expect(body.headings).toHaveLength(sections.length);
    });
  });
});
