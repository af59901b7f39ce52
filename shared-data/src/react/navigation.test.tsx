// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, MemoryNavigation, useLocation, useParams, useSearchParams } from './navigation.tsx';

function Probe() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function Params() {
  return <output data-testid="params">{JSON.stringify(useParams())}</output>;
}

function QueryButtons() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <output data-testid="q">{params.get('q') ?? ''}</output>
      <button type="button" onClick={() => setParams((current) => { current.set('q', 'rulet & bakara'); return current; })}>
        Ara
      </button>
    </>
  );
}

/** Two fields, each written by its own setter, as two calculator hooks on one page write theirs. */
function TwoWriters() {
  const [, setFirst] = useSearchParams();
  const [, setSecond] = useSearchParams();
  const write = (set: typeof setFirst, key: string, value: string) =>
    set((current) => {
      current.set(key, value);
      return current;
    }, { replace: true });
  return (
    <button type="button" onClick={() => { write(setFirst, 'o3', '6'); write(setSecond, 'tutar', '90'); }}>
      Yaz
    </button>
  );
}

afterEach(cleanup);

describe('MemoryNavigation', () => {
  it("gives the site route's parameters of the path", () => {
    render(
      <MemoryNavigation path="/oyunlar/pragmatic-play/sweet-bonanza?sayfa=2">
        <Params />
        <Probe />
      </MemoryNavigation>,
    );
    expect(screen.getByTestId('params').textContent).toBe('{"provider":"pragmatic-play","slug":"sweet-bonanza"}');
    expect(screen.getByTestId('where').textContent).toBe('/oyunlar/pragmatic-play/sweet-bonanza?sayfa=2');
  });
});

describe('Link', () => {
  it('is a real link and navigates within the app on a plain click', () => {
    render(
      <MemoryNavigation path="/">
        <Link to="/blog?sayfa=2">Blog</Link>
        <Probe />
      </MemoryNavigation>,
    );
    const link = screen.getByRole('link', { name: 'Blog' });
    expect(link.getAttribute('href')).toBe('/blog?sayfa=2');
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/blog?sayfa=2');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (new tab or window)', (_, init) => {
    render(
      <MemoryNavigation path="/">
        <Link to="/blog">Blog</Link>
        <Probe />
      </MemoryNavigation>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Blog' }), init)).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});

describe('useSearchParams', () => {
  it('navigates to the same path with the new query, encoded', () => {
    render(
      <MemoryNavigation path="/oyunlar?saglayici=netent">
        <QueryButtons />
        <Probe />
      </MemoryNavigation>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ara' }));
    expect(screen.getByTestId('where').textContent).toBe('/oyunlar?saglayici=netent&q=rulet+%26+bakara');
    expect(screen.getByTestId('q').textContent).toBe('rulet & bakara');
  });

  it('builds a write on the one before it, even before the router has rendered that one', () => {
    render(
      <MemoryNavigation path="/bahis-hesaplayici/dutching?n=3">
        <TwoWriters />
        <Probe />
      </MemoryNavigation>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yaz' }));
    expect(screen.getByTestId('where').textContent).toBe('/bahis-hesaplayici/dutching?n=3&o3=6&tutar=90');
  });
});
