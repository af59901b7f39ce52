import { useEffect, useId, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { PrimaryButton, SecondaryButton } from './buttons.tsx';

const Dialog = styled.dialog`
  max-width: min(32rem, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &::backdrop { background: rgb(0 0 0 / 0.6); }
  p { margin: 0 0 ${({ theme }) => theme.space.lg}; font-weight: 600; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Opens a dialog as a modal. Where `showModal` is missing (older engines, jsdom) the dialog is still shown, only
 * without the inert page behind it.
 */
function openModal(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  if (!dialog.open) dialog.setAttribute('open', '');
}

function closeModal(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  if (dialog.open) dialog.removeAttribute('open');
}

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, one sentence or two; it also names the dialog. */
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Also called for Escape. */
  onCancel: () => void;
  busy?: boolean;
}

/**
 * A yes/no question in a native modal <dialog>: focus starts on the safe answer, Escape cancels, and focus goes back
 * to where it was when the dialog closes.
 */
export function ConfirmDialog({ open, message, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModal(dialog);
    cancelRef.current?.focus();
    return () => {
      closeModal(dialog);
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open]);

  // The browser closes a modal on Escape by itself; the parent is told through `cancel` and keeps the state.
  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!busy) onCancel();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel(event);
  };

  return (
    <Dialog ref={dialogRef} aria-labelledby={`${id}-message`} onCancel={cancel} onKeyDown={onKeyDown}>
      {open && (
        <>
          <p id={`${id}-message`}>{message}</p>
          <Actions>
            <SecondaryButton ref={cancelRef} type="button" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </SecondaryButton>
            <PrimaryButton type="button" onClick={onConfirm} disabled={busy}>
              {confirmLabel}
            </PrimaryButton>
          </Actions>
        </>
      )}
    </Dialog>
  );
}
