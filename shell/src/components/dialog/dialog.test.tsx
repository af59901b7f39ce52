import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/render.tsx';
import { Dialog } from './dialog.tsx';

function Harness({ onClose = () => {}, withInitialFocus = false }: { onClose?: () => void; withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Aç
      </button>
      <a href="#arka">Arkadaki bağlantı</a>
      {open && (
        <Dialog title="Deneme Penceresi" onClose={close} initialFocusRef={withInitialFocus ? inputRef : undefined}>
          <input ref={inputRef} aria-label="Alan" />
          <a href="#ic">İçerideki bağlantı</a>
        </Dialog>
      )}
    </>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  renderWithTheme(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Aç' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Deneme Penceresi' }) };
}

afterEach(() => {
  document.body.removeAttribute('style');
});

describe('Dialog', () => {
  it('is a modal dialog named by its heading', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Deneme Penceresi' }).id).toBe(dialog.getAttribute('aria-labelledby'));
  });

  it('moves focus to itself by default', async () => {
    const { dialog } = await openDialog();
    expect(document.activeElement).toBe(dialog);
  });

  it('focuses the initial focus element when given', async () => {
    await openDialog({ withInitialFocus: true });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Alan' }));
  });

  it('keeps Tab and Shift+Tab inside, wrapping at both ends', async () => {
    const { user } = await openDialog({ withInitialFocus: true });
    const close = screen.getByRole('button', { name: 'Kapat' });
    const input = screen.getByRole('textbox', { name: 'Alan' });
    const inner = screen.getByRole('link', { name: 'İçerideki bağlantı' });
    await user.tab();
    expect(document.activeElement).toBe(inner);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(inner);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(input);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).not.toBe(close);
    expect(document.activeElement?.closest('dialog')).not.toBeNull();
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['the close button', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Kapat' }))],
    ['a click on the backdrop', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByTestId('dialog-backdrop'))],
  ])('closes on %s and gives focus back to the opener', async (_, act) => {
    const onClose = vi.fn();
    const { user } = await openDialog({ onClose });
    await act(user);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aç' }));
  });

  it("closes once on the browser's close request (a phone's back gesture), which it keeps from closing the element itself", async () => {
    const onClose = vi.fn();
    const { dialog } = await openDialog({ onClose });
    const request = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(request);
    });
    expect(request.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a native <dialog> whose panel keeps it open when clicked', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openDialog({ onClose });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    await user.click(screen.getByRole('heading', { name: 'Deneme Penceresi' }));
    await user.click(screen.getByRole('textbox', { name: 'Alan' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('locks page scrolling and makes the page behind inert while open', async () => {
    const { user } = await openDialog();
    const page = screen.getByRole('link', { name: 'Arkadaki bağlantı', hidden: true }).closest('body > *');
    expect(document.body.style.overflow).toBe('hidden');
    expect(page?.hasAttribute('inert')).toBe(true);
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
    expect(page?.hasAttribute('inert')).toBe(false);
  });

  it('gives focus to returnFocusRef when one is given', async () => {
    function WithReturn() {
      const target = useRef<HTMLButtonElement>(null);
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" ref={target}>
            Hedef
          </button>
          {open && (
            <Dialog title="Geri Dönüş" onClose={() => setOpen(false)} returnFocusRef={target}>
              <p>İçerik</p>
            </Dialog>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    renderWithTheme(<WithReturn />);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hedef' }));
  });
});
