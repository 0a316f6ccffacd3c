import { Dialog } from '../../components/Dialog';

/** A modal confirmation: Cancel (focused first, and Escape) or the confirming action. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  testId = 'confirm-dialog',
}: {
  open: boolean;
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}) {
  return (
    <Dialog open={open} title={title} onClose={onCancel} testId={testId} className="confirm-dialog">
      <div className="muted">{children}</div>
      <div className="row dialog-actions">
        <span className="spacer" />
        <button type="button" className="btn" onClick={onCancel} autoFocus>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm} data-testid="confirm-yes">
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
