import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { AlertView } from '@/lib/alerts';

type DeleteAlertDialogProps = {
  /** The alert to delete; the dialog is open while there is one. */
  alert: AlertView | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before an alert goes for good. */
export function DeleteAlertDialog({ alert, pending, onCancel, onConfirm }: DeleteAlertDialogProps) {
  return (
    <ConfirmDialog
      open={alert !== null}
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
      title="Delete this job alert?"
      description={
        alert ? (
          <>
            <span className="font-semibold text-slate-800">{alert.name}</span> will stop and be removed: no more emails for it.
            This cannot be undone.
          </>
        ) : undefined
      }
    />
  );
}
