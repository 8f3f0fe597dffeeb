import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteResume } from '../api/delete-resume';
import { deleteFailureMessage, RESUME_DELETE_CONFIRM, RESUME_DELETED } from '../lib/messages';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Told after the server removed the résumé. */
  onDeleted?: () => void;
};

/** The confirm prompt of spec §8 before DELETE /api/users/resume, with its toasts. */
export function ResumeDeleteDialog({ open, onClose, onDeleted }: Props) {
  const remove = useDeleteResume();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(RESUME_DELETED);
        onClose();
        onDeleted?.();
      },
      onError: (error) => toast.error(deleteFailureMessage(error)),
    });

  return (
    <ConfirmDialog
      open={open}
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={confirm}
      title="Delete resume"
      description={RESUME_DELETE_CONFIRM}
    />
  );
}
