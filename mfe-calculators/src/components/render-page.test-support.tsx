/** Renders a calculator page the way the shell does, for the page tests (imported by `*.test.tsx` only). */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { expect } from 'vitest';
import { MemoryNavigation, ThemeRoot, useLocation } from 'shared-data/react';

/**
 * Holds the current URL for `currentQuery`. Hidden, with no role: it must not add text or a status to what the
 * tests look for on the page.
 */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <span hidden data-testid="location">
      {`${pathname}${search}`}
    </span>
  );
}

/** Mounts `Page` at `url` (query included) and answers a user to drive it. */
export function renderPage(Page: ComponentType, url: string) {
  render(
    <ThemeRoot withGlobalStyle={false}>
      <MemoryNavigation path={url}>
        <Page />
        <LocationProbe />
      </MemoryNavigation>
    </ThemeRoot>,
  );
  return userEvent.setup();
}

/** The query of the page's URL now: what a shared link would carry. */
export const currentQuery = () =>
  new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost').searchParams;

/** A table's rows, found by its caption, as 'cell|cell|…', the header row included. */
export const tableRows = (caption: RegExp) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent).join('|'));

/** The form around the page's 'Hesapla' button: a calculator that answers without scripts sends it by GET to itself. */
export function expectGetFormTo(url: string) {
  const form = screen.getByRole('button', { name: 'Hesapla' }).closest('form');
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', url);
}
