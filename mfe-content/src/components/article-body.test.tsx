import { screen } from '@testing-library/react';
import { OfferPolicyProvider } from 'shared-data/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test-utils.tsx';
import { ArticleBody } from './article-body.tsx';

// An article body as the store writes it (shared-data/store/markdown.ts): a casino link goes through the redirect.
const body = {
  headings: [],
  words: 12,
  html:
    '<p>En iyi hoş geldin bonusu <a href="/git/nebula-bet?yer=tablo&amp;kaynak=%2Fblog%2Fbonuslar" target="_blank" rel="sponsored noopener noreferrer"><strong>Nebula Bet</strong></a>' +
    ' sitesinde; ayrıntılar <a href="/casinolar/nebula-bet">incelemede</a>.</p>',
};

const onBreak = { policy: { shown: false, breakUntil: { iso: '2026-12-07T02:00:00.000Z', text: '7 Aralık 2026 05:00' } }, takeBreak: null };

describe('ArticleBody', () => {
  it("links a casino through the redirect when the page shows offers", async () => {
    await renderAt('/blog/bonuslar', <ArticleBody body={body} contents={false} />);
    expect(screen.getByRole('link', { name: 'Nebula Bet' }).getAttribute('href')).toBe('/git/nebula-bet?yer=tablo&kaynak=%2Fblog%2Fbonuslar');
  });

  it("keeps a casino link's words but not the link for a reader on a break; links of the site stay", async () => {
    await renderAt(
      '/blog/bonuslar',
      <OfferPolicyProvider value={onBreak}>
        <ArticleBody body={body} contents={false} />
      </OfferPolicyProvider>,
    );
    expect(screen.queryByRole('link', { name: 'Nebula Bet' })).toBeNull();
    expect(screen.getByText('Nebula Bet').tagName).toBe('STRONG');
    expect(document.body.textContent).toContain('En iyi hoş geldin bonusu Nebula Bet sitesinde');
    expect(screen.getByRole('link', { name: 'incelemede' }).getAttribute('href')).toBe('/casinolar/nebula-bet');
  });
});
