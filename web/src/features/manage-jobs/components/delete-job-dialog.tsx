import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={job !== null}
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
      title="Delete this job?"
      description={
        job ? (
          <>
            <span className="font-semibold text-slate-800">{job.title}</span> and its applications will be removed. This cannot be
            undone.
          </>
        ) : undefined
      }
    />
  );
}
