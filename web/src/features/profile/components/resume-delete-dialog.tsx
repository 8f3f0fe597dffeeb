import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useErrorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDeleteResume } from '../api/delete-resume';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Told after the server removed the résumé. */
  onDeleted?: () => void;
};

/** The confirm prompt of spec §8 before DELETE /api/users/resume, with its toasts. */
export function ResumeDeleteDialog({ open, onClose, onDeleted }: Props) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const remove = useDeleteResume();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('messages.deleted'));
        onClose();
        onDeleted?.();
      },
      onError: (error) => toast.error(errorText(error, t('messages.deleteFailed'))),
    });

  return (
    <ConfirmDialog
      open={open}
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={confirm}
      title={t('messages.deleteTitle')}
      description={t('messages.deleteConfirm')}
      confirmLabel={t('messages.deleteButton')}
    />
  );
}
