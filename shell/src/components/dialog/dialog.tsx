import { useId, useRef, type ComponentProps, type ReactNode, type Ref, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { useModal } from './use-modal.ts';

type DialogPlacement = 'center' | 'top';
type DialogSize = 'sm' | 'md';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(0.75rem) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

/*
 * The native <dialog>, shown with showModal(): the browser puts it in the top layer and makes the page behind it
 * inert. It covers the viewport and is the backdrop itself (a click on it, outside the panel, closes); its
 * ::backdrop stays transparent. The UA's sizing and margins of a modal dialog are undone.
 */
const Backdrop = styled.dialog<{ $placement: DialogPlacement }>`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  border: 0;
  color: inherit;
  &[open] {
    display: flex;
  }
  justify-content: center;
  align-items: ${({ $placement }) => ($placement === 'top' ? 'flex-start' : 'center')};
  &::backdrop { background: transparent; }
  &:focus { outline: none; }
  /* The gap above the panel; the panel's height leaves room for it so the whole panel stays on screen. */
  --dialog-top: ${({ $placement, theme }) => ($placement === 'top' ? `max(${theme.space.md}, 8vh)` : theme.space.md)};
  padding: var(--dialog-top) ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  overflow-y: auto;
  overscroll-behavior: contain;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.background} 82%, transparent);
  @media (prefers-reduced-motion: no-preference) {
    animation: ${fadeIn} 150ms ease-out;
  }
`;

const Panel = styled.div<{ $size: DialogSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => ($size === 'md' ? '40rem' : '28rem')};
  max-height: calc(100dvh - var(--dialog-top) - ${({ theme }) => theme.space.md});
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 0 1.5rem 3rem color-mix(in srgb, ${({ theme }) => theme.colors.background} 70%, transparent);
  @media (prefers-reduced-motion: no-preference) {
    animation: ${riseIn} 180ms ease-out;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0 ${theme.space.lg}`};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  padding-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.3;
`;

const CloseButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  margin-left: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceRaised}; }
`;

const Body = styled.div`
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
`;

interface DialogFrameProps {
  /** The id of the heading that names the dialog. */
  titleId: string;
  title: ReactNode;
  titleHidden?: boolean;
  placement?: DialogPlacement;
  size?: DialogSize;
  children: ReactNode;
  rootRef?: Ref<HTMLDialogElement>;
  panelRef?: Ref<HTMLDivElement>;
  /** The close button's action; without one, a script finds the button by `data-dialog-close`. */
  onCloseClick?: () => void;
  /** The backdrop's own attributes and handlers (a popup's name, a click outside the panel). */
  backdrop?: Omit<ComponentProps<'dialog'>, 'ref' | 'children'> & { [data: `data-${string}`]: string };
}

/**
 * What a modal dialog looks like, without its behaviour: the native <dialog> as the backdrop, the panel with its
 * heading and the close button 'Kapat', and the body. The shell's `Dialog` gives it its behaviour in React; the
 * popups are rendered with it by the server and opened by a script of their own (features/popups/popup-driver.ts).
 */
export function DialogFrame({ titleId, title, titleHidden = false, placement = 'center', size = 'sm', children, rootRef, panelRef, onCloseClick, backdrop }: DialogFrameProps) {
  return (
    <Backdrop ref={rootRef} $placement={placement} aria-labelledby={titleId} aria-modal="true" tabIndex={-1} {...backdrop}>
      <Panel ref={panelRef} $size={size}>
        <Header>
          <Title id={titleId} className={titleHidden ? 'visually-hidden' : undefined}>
            {title}
          </Title>
          <CloseButton type="button" onClick={onCloseClick} aria-label="Kapat" title="Kapat" data-dialog-close="">
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </CloseButton>
        </Header>
        <Body>{children}</Body>
      </Panel>
    </Backdrop>
  );
}

interface DialogProps {
  /** The visible heading that names the dialog. */
  title: ReactNode;
  /** Keeps the heading for assistive technology only, when the content speaks for itself. */
  titleHidden?: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Focused when the dialog opens; by default the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Focused when the dialog closes; by default whatever had focus before it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  placement?: DialogPlacement;
  size?: DialogSize;
}

/**
 * The shell's one modal dialog (search overlay and popups), a native <dialog> opened with showModal(): labelled by
 * its heading, focus moved in and kept inside, Escape, the close button 'Kapat' or a click on the backdrop closes
 * it, and focus is given back.
 * Render it only while open.
 */
export function Dialog({
  title,
  titleHidden = false,
  onClose,
  children,
  initialFocusRef,
  returnFocusRef,
  placement = 'center',
  size = 'sm',
}: DialogProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // A press that starts inside the panel and ends on the backdrop (selecting text) must not close the dialog.
  const pressStartedOnBackdrop = useRef(false);
  useModal({ rootRef, panelRef, onClose, initialFocusRef, returnFocusRef });

  return createPortal(
    <DialogFrame
      titleId={titleId}
      title={title}
      titleHidden={titleHidden}
      placement={placement}
      size={size}
      rootRef={rootRef}
      panelRef={panelRef}
      onCloseClick={onClose}
      backdrop={{
        'data-testid': 'dialog-backdrop',
        onPointerDown: (event) => {
          pressStartedOnBackdrop.current = event.target === event.currentTarget;
        },
        onClick: (event) => {
          if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onClose();
        },
        // A close request that is not a handled Escape press (a phone's back gesture) closes through the parent's
        // state, like the admin's ConfirmDialog; the browser is kept from closing the element under React.
        onCancel: (event) => {
          event.preventDefault();
          onClose();
        },
      }}
    >
      {children}
    </DialogFrame>,
    document.body,
  );
}
