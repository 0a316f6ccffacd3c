import { useEffect, useId, useRef, type ReactNode } from 'react';

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
    >
      <h2 id={titleId}>{title}</h2>
      {open ? children : null}
    </dialog>
  );
}
