import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { paths, queryKeys } from 'shared-data';
import { ThemeRoot } from 'shared-data/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../testing/render.tsx';
import { SearchForm } from './search-overlay.tsx';

function WhereNow() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

const field = () => screen.getByRole('searchbox', { name: 'Oyun, sağlayıcı, blog veya taktik ara' });

describe('SearchForm', () => {
  it('is a GET search form to the games list, with a labelled q field and a submit button of its own name', () => {
    renderWithRouter(<SearchForm autoFocus={false} />);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe(paths.games);
    expect(form.getAttribute('method')).toBe('get');
    expect(field().getAttribute('name')).toBe(queryKeys.search);
    expect(field().getAttribute('type')).toBe('search');
    expect(field().getAttribute('placeholder')).toBe('Oyun, sağlayıcı, blog veya taktik ara...');
    expect(screen.getByRole('button', { name: 'Aramayı Başlat' }).getAttribute('type')).toBe('submit');
    expect(screen.queryByRole('button', { name: 'Ara' })).toBeNull();
  });

  it('carries autofocus in the server HTML when asked, for the browser to focus the field as its popover opens', () => {
    const html = (autoFocus: boolean) =>
      renderToString(
        <ThemeRoot>
          <MemoryRouter>
            <SearchForm autoFocus={autoFocus} />
          </MemoryRouter>
        </ThemeRoot>,
      );
    expect(html(true)).toMatch(/<input[^>]* autofocus=""/);
    expect(html(false)).not.toContain('autofocus');
  });

  it('navigates in the app to the games list filtered by the query', async () => {
    renderWithRouter(<SearchForm autoFocus={false} />, { routes: [{ path: paths.games, element: <WhereNow /> }] });
    const user = userEvent.setup();
    await user.type(field(), 'sweet bonanza{Enter}');
    expect(screen.getByTestId('where').textContent).toBe(`${paths.games}?${queryKeys.search}=sweet+bonanza`);
  });
});
