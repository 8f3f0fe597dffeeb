import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { AlertView } from '@/lib/alerts';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';

type DeleteAlertDialogProps = {
  /** The alert to delete; the dialog is open while there is one. */
  alert: AlertView | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before an alert goes for good. */
export function DeleteAlertDialog({ alert, pending, onCancel, onConfirm }: DeleteAlertDialogProps) {
  const { t } = useTranslation('jobAlerts');
  return (
    <ConfirmDialog
      open={alert !== null}
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      description={
        alert
          ? richText(t('delete.text'), {
              name: () => (
                <span translate="no" className="font-semibold text-slate-800">
                  {alert.name}
                </span>
              ),
            })
          : undefined
      }
    />
  );
}
