import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
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
    <Dialog open={open} onClose={() => !remove.isPending && onClose()} title="Delete resume" description={RESUME_DELETE_CONFIRM}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} isLoading={remove.isPending}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
