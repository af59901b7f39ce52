// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme.ts';
import { MemoryNavigation } from './navigation.tsx';
import { BreakSwitch, OfferPolicyProvider, type OfferPolicyValue } from './offer-policy.tsx';

afterEach(cleanup);

function renderSwitch(value: OfferPolicyValue) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryNavigation path="/casino/lalezar-casino?x=1">
        <OfferPolicyProvider value={value}>
          <BreakSwitch />
        </OfferPolicyProvider>
      </MemoryNavigation>
    </ThemeProvider>,
  );
}

describe('BreakSwitch', () => {
  it('is a POST form: 7 days chosen already, so one tap on "Ara ver" takes a break, and it comes back to this page', () => {
    renderSwitch({ policy: { shown: true, breakUntil: null }, takeBreak: null });
    const form = screen.getByRole('form', { name: 'Ara ver' });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/ara-ver');
    expect(screen.getByRole('radio', { name: '7 gün' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '30 gün' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: '90 gün' })).toHaveProperty('checked', false);
    expect(new FormData(form as HTMLFormElement).get('geri')).toBe('/casino/lalezar-casino?x=1');
    expect(screen.getByRole('button', { name: 'Ara ver' })).toBeDefined();
    expect(form.textContent).toContain('yalnızca bu tarayıcıda');
  });

  it('takes the break in place with the chosen length when the host can', () => {
    const takeBreak = vi.fn(() => Promise.resolve());
    renderSwitch({ policy: { shown: true, breakUntil: null }, takeBreak });
    fireEvent.click(screen.getByRole('radio', { name: '30 gün' }));
    const submitted = fireEvent.submit(screen.getByRole('form', { name: 'Ara ver' }));
    expect(takeBreak).toHaveBeenCalledWith(30);
    // The browser does not send the form as well.
    expect(submitted).toBe(false);
  });

  it('says when a running break ends and offers no way to end it', () => {
    renderSwitch({ policy: { shown: false, breakUntil: { iso: '2026-12-07T02:00:00.000Z', text: '7 Aralık 2026 05:00' } }, takeBreak: null });
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.body.textContent).toContain('7 Aralık 2026 05:00 tarihine kadar gösterilmiyor');
    expect(document.body.textContent).toContain('kaldırılamaz');
  });
});
