import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from './button';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** While the confirmed action runs: the dialog stays open and its buttons wait. */
  pending: boolean;
  /** The confirming button's words (default "Delete"). */
  confirmLabel?: string;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before something goes for good: Cancel, and a danger button that confirms. */
export function ConfirmDialog({ open, title, description, pending, confirmLabel, onCancel, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={() => (pending ? undefined : onCancel())} title={title} description={description}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t('ui.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} isLoading={pending}>
          {confirmLabel ?? t('ui.delete')}
        </Button>
      </div>
    </Dialog>
  );
}
