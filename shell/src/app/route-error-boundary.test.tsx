import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeRoot } from 'shared-data/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function Broken(): never {
  throw new Error('bozuk sayfa');
}

/** A layout with state of its own, to tell whether a navigation kept it or mounted it anew. */
function Layout() {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Tıklama: {clicks}
      </button>
      <Outlet />
    </>
  );
}

function Site() {
  const { pathname } = useLocation();
  return (
    <>
      <nav>
        <Link to="/">Ana Sayfa</Link>
        <Link to="/blog">Blog</Link>
        <Link to="/bozuk">Bozuk</Link>
      </nav>
      <RouteErrorBoundary pathname={pathname}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="/" element={<h1>Ana Sayfa</h1>} />
            <Route path="/blog" element={<h1>Blog</h1>} />
            <Route path="/bozuk" element={<Broken />} />
          </Route>
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

function renderSite(path: string) {
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>
        <Site />
      </MemoryRouter>
    </ThemeRoot>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteErrorBoundary', () => {
  it('shows the error page in place of a route that throws, and the next page once the path changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderSite('/bozuk');
    expect(screen.getByRole('alert').textContent).toContain('Beklenmeyen bir hata oluştu');
    expect(screen.queryByRole('button', { name: /Tıklama/ })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blog');
  });

  it('keeps the routes mounted across navigations that do not fail', async () => {
    const user = renderSite('/');
    await user.click(screen.getByRole('button', { name: 'Tıklama: 0' }));
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blog');
    // The layout kept its state: the count the reader raised is still on its button.
    expect(screen.getByRole('button', { name: /^Tıklama:/ }).textContent).toBe('Tıklama: 1');
  });
});
