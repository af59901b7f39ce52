import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test-utils.tsx';
import { GamesPage } from './games-page.tsx';

const cards = () => screen.getAllByRole('article');

describe('GamesPage', () => {
  it('shows 16 games per page with their RTP to two decimals', () => {
    renderAt('/oyunlar', '/oyunlar', <GamesPage />);
    expect(cards()).toHaveLength(16);
    expect(within(cards()[0] as HTMLElement).getByText(/^RTP: \d{2},\d{2}%$/)).toBeTruthy();
  });

  it('filters by name the Turkish way and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderAt('/oyunlar?sayfa=2', '/oyunlar', <GamesPage />);
    await user.type(screen.getByLabelText('Oyun ara'), 'BONANZA');
    const names = cards().map((c) => within(c).getByRole('heading').textContent);
    expect(names).toEqual(expect.arrayContaining(['Sweet Bonanza', 'Big Bass Bonanza']));
    expect(names.every((n) => /bonanza/i.test(n ?? ''))).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/oyunlar?q=BONANZA');
  });

  it('filters by provider from the dropdown', async () => {
    const user = userEvent.setup();
    renderAt('/oyunlar', '/oyunlar', <GamesPage />);
    const select = screen.getByLabelText('Sağlayıcı');
    expect(within(select).getByRole('option', { name: 'Tüm Sağlayıcılar' })).toBeTruthy();
    await user.selectOptions(select, 'ezugi');
    expect(cards().every((c) => within(c).getByText('Ezugi'))).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/oyunlar?saglayici=ezugi');
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderAt('/oyunlar', '/oyunlar', <GamesPage />);
    await user.type(screen.getByLabelText('Oyun ara'), 'zzzz-yok');
    expect(screen.getByText('Arama kriterlerine uygun oyun bulunamadı.')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
