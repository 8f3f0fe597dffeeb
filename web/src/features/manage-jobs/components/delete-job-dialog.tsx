import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
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
  const { t } = useTranslation('manageJobs');
  return (
    <ConfirmDialog
      open={job !== null}
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
      title={t('deleteDialog.title')}
      confirmLabel={t('deleteDialog.confirm')}
      description={
        job
          ? richText(t('deleteDialog.text'), {
              title: () => (
                <span translate="no" className="font-semibold text-slate-800">
                  {job.title}
                </span>
              ),
            })
          : undefined
      }
    />
  );
}
