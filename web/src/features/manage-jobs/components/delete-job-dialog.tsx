import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { JobRow } from '../lib/manage-state';

type DeleteJobDialogProps = {
  /** The job to delete; the dialog is open while there is one. */
  job: JobRow | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before a job goes for good, with its applications. */
export function DeleteJobDialog({ job, pending, onCancel, onConfirm }: DeleteJobDialogProps) {
  return (
    <Dialog
      open={job !== null}
      onClose={() => (pending ? undefined : onCancel())}
      title="Delete this job?"
      description={
        job ? (
          <>
            <span className="font-semibold text-slate-800">{job.title}</span> and its applications will be removed. This cannot be
            undone.
          </>
        ) : undefined
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} isLoading={pending}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
