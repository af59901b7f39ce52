import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { paths } from 'shared-data';
import { ThemeRoot } from 'shared-data/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from './header.tsx';

const searchForm = <form aria-label="Erken arama" />;

function Page({ onSearch, onSearchFormOpenChange }: { onSearch?: () => void; onSearchFormOpenChange?: (open: boolean) => void }) {
  return (
    <ThemeRoot>
      <MemoryRouter initialEntries={[paths.calculators]}>
        <Header onSearch={onSearch} searchForm={searchForm} onSearchFormOpenChange={onSearchFormOpenChange} />
        <Routes>
          <Route path="*" element={<Link to={paths.tactics}>Sayfadaki bağlantı</Link>} />
        </Routes>
      </MemoryRouter>
    </ThemeRoot>
  );
}

const menuToggle = () => screen.getByRole('button', { name: /^Menü/ });
const menu = () => screen.getByRole('navigation', { name: 'Ana menü' });
// A closed popover is hidden (jsdom knows the browser's style for it, though not the API).
const earlyForm = () => screen.getByRole('form', { name: 'Erken arama', hidden: true });
/** The popover the search button shows before the overlay can open. */
const searchPanel = () => earlyForm().parentElement!;

/** jsdom has no Popover API: a stand-in `hidePopover` that notes which element was closed. */
function stubHidePopover() {
  const closed: Element[] = [];
  Object.defineProperty(HTMLElement.prototype, 'hidePopover', {
    configurable: true,
    value(this: HTMLElement) {
      closed.push(this);
    },
  });
  return closed;
}

const toggle = (popover: Element, newState: 'open' | 'closed') =>
  fireEvent(popover, Object.assign(new Event('toggle'), { oldState: newState === 'open' ? 'closed' : 'open', newState }));

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover');
  vi.restoreAllMocks();
});

describe('Header', () => {
  it('is, as the server renders it, native popovers: the menu and a search form, with no expanded state of its own', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    const nav = container.querySelector('nav[aria-label="Ana menü"]');
    const search = container.querySelector('button[aria-label="Ara"]');
    const toggle = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Menü');
    expect(nav?.getAttribute('popover')).toBe('auto');
    expect(toggle?.getAttribute('popovertarget')).toBe(nav?.id);
    // The browser gives an invoker the state of its popover; an attribute could only get it wrong before hydration.
    expect(toggle?.hasAttribute('aria-expanded')).toBe(false);
    const panel = container.querySelector('form[aria-label="Erken arama"]')?.parentElement;
    expect(panel?.getAttribute('popover')).toBe('auto');
    expect(search?.getAttribute('popovertarget')).toBe(panel?.id);
    expect(search?.getAttribute('title')).toBe('Ara (/ veya Ctrl+K)');
  });

  it('opens the overlay from the search button once given onSearch, and no longer the popover', async () => {
    const onSearch = vi.fn();
    render(<Page onSearch={onSearch} />);
    const search = screen.getByRole('button', { name: 'Ara' });
    expect(search.hasAttribute('popovertarget')).toBe(false);
    expect(search.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.setup().click(search);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("names the menu toggle 'Menüyü Kapat' while the menu's popover is open", () => {
    render(<Page />);
    expect(menuToggle().textContent).toBe('Menü');
    toggle(menu(), 'open');
    expect(menuToggle().textContent).toBe('Menüyü Kapat');
    expect(menuToggle().getAttribute('aria-controls')).toBe(menu().id);
    toggle(menu(), 'closed');
    expect(menuToggle().textContent).toBe('Menü');
  });

  it('tells when the search form opens and closes', () => {
    const onSearchFormOpenChange = vi.fn();
    render(<Page onSearchFormOpenChange={onSearchFormOpenChange} />);
    toggle(searchPanel(), 'open');
    toggle(searchPanel(), 'closed');
    expect(onSearchFormOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('reads popovers the reader opened before React took the page over, when no toggle event reached it', () => {
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':popover-open' || matches.call(this, selector);
    });
    const onSearchFormOpenChange = vi.fn();
    render(<Page onSearchFormOpenChange={onSearchFormOpenChange} />);
    expect(menuToggle().textContent).toBe('Menüyü Kapat');
    expect(onSearchFormOpenChange).toHaveBeenCalledWith(true);
  });

  it('closes the menu when one of its links is followed, and both popovers on any navigation, but not on the first page', async () => {
    const closed = stubHidePopover();
    render(<Page />);
    expect(closed).toEqual([]);
    const user = userEvent.setup();
    await user.click(within(menu()).getByRole('link', { name: 'Blog' }));
    expect(closed).toEqual([menu(), menu(), searchPanel()]);
    closed.length = 0;
    await user.click(screen.getByRole('link', { name: 'Sayfadaki bağlantı' }));
    expect(closed).toEqual([menu(), searchPanel()]);
  });

  it('closes the search popover when its form is submitted', () => {
    const closed = stubHidePopover();
    render(<Page />);
    act(() => {
      fireEvent.submit(earlyForm());
    });
    expect(closed).toEqual([searchPanel()]);
  });
});
