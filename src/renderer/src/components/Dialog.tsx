import { useEffect, useId, useRef, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), ' +
  '[tabindex]:not([tabindex="-1"])';

/**
 * The app's one modal, on the native <dialog>: focus moves into it and stays there, Escape closes it, and focus
 * returns to where it was. jsdom has no showModal/close, so the open attribute keeps it testable there.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  testId,
  className,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /** The screen's own look for the dialog box (its stylesheet defines it). */
  className: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const isOpen = dialog.hasAttribute('open');
    if (open && !isOpen) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && isOpen) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        // Tab past the last control (or Shift+Tab before the first) comes back round inside the dialog: a modal
        // dialog leaves the page inert, and the browser would otherwise move focus to its own toolbar.
        if (e.key !== 'Tab' || !ref.current) return;
        const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hidden);
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        } else if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        }
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {open ? children : null}
    </dialog>
  );
}
