import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { contentApi, createContentReader, paths, type ContentAnswers, type SiteSettings } from 'shared-data';
import { ContentReaderProvider, ThemeRoot } from 'shared-data/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer.tsx';

/** The footer over a reader that holds `answers` and can fetch nothing else. */
function renderFooter(answers: ContentAnswers) {
  const reader = createContentReader(() => new Promise<never>(() => undefined), { answers });
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[paths.home]}>
        <ContentReaderProvider reader={reader}>
          <Footer />
        </ContentReaderProvider>
      </MemoryRouter>
    </ThemeRoot>,
  );
}

const settings = (helpLines: SiteSettings['helpLines']): ContentAnswers => ({
  [contentApi.settings]: { status: 200, data: { contact: { channelUrl: '', channelLabel: '', contactUrl: '', email: '' }, helpLines } },
});

const responsibleColumn = () => screen.getByRole('region', { name: 'Sorumlu Oyun' });

describe('Footer', () => {
  it('gives YEDAM 115 to call even when the settings list other help lines only, and those lines after it', () => {
    renderFooter(settings([{ name: 'Kumar Danışma', phone: '0 212 555 01 01' }]));
    const column = responsibleColumn();
    expect(within(column).getByRole('link', { name: '115' })).toHaveAttribute('href', 'tel:115');
    const lines = within(column).getByRole('list', { name: 'Yardım hatları' });
    expect(within(lines).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'YEDAM / Yeşilay Danışmanlık Hattı: 115',
      'Kumar Danışma: 0 212 555 01 01',
    ]);
    expect(within(lines).getByRole('link', { name: '0 212 555 01 01' })).toHaveAttribute('href', 'tel:02125550101');
  });

  it('shows 115 once when the operator lists it too, under whatever name or spacing', () => {
    renderFooter(settings([
      { name: 'Yeşilay', phone: '1 15' },
      { name: 'Kumar Danışma', phone: '0 212 555 01 01' },
    ]));
    const column = responsibleColumn();
    expect(within(column).getAllByRole('link', { name: /^1 ?15$/ })).toHaveLength(1);
    expect(within(column).getByRole('link', { name: '115' })).toHaveAttribute('href', 'tel:115');
    expect(within(column).getByRole('list', { name: 'Yardım hatları' })).toHaveTextContent(
      'YEDAM / Yeşilay Danışmanlık Hattı: 115Kumar Danışma: 0 212 555 01 01',
    );
  });

  it('gives YEDAM 115 when the settings cannot be read', () => {
    renderFooter({ [contentApi.settings]: { status: 503, error: 'İçerik şu anda yüklenemiyor.' } });
    expect(within(responsibleColumn()).getByRole('link', { name: '115' })).toHaveAttribute('href', 'tel:115');
    const lines = within(responsibleColumn()).getByRole('list', { name: 'Yardım hatları' });
    expect(within(lines).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['YEDAM / Yeşilay Danışmanlık Hattı: 115']);
  });

  it("links the 18+ note to the responsible-gaming page, the badge named in the link's text", () => {
    renderFooter(settings([]));
    const adult = within(responsibleColumn()).getByRole('link', { name: '18+ Bu site yalnızca 18 yaşını doldurmuş okurlar içindir.' });
    expect(adult).toHaveAttribute('href', paths.responsibleGaming);
    // Nothing interactive inside the link.
    expect(within(adult).queryByRole('link')).not.toBeInTheDocument();
    expect(within(adult).queryByRole('button')).not.toBeInTheDocument();
  });
});
