import { useId, useState, type Ref } from 'react';
import { Trash2, Upload } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { acceptFor } from '@/lib/upload-rules';
import { ResumeDeleteDialog } from './resume-delete-dialog';
import { english, hidden } from './rich-tags';
import { ResumeFile } from './resume-file';
import { useProfileUpload } from './use-profile-upload';

type Props = {
  /** The résumé in the form. */
  value: string | null;
  /** The résumé saved on the profile. */
  saved: string | null;
  onChange: (fileName: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The résumé in edit mode (spec §2.10, §4, §5): a saved résumé must be deleted (confirm prompt,
 * DELETE /api/users/resume) before another is uploaded; a new upload stays in the form until
 * Save and may be removed before then.
 */
export function ResumeField({ value, saved, onChange, onBusyChange, ref }: Props) {
  const id = useId();
  const { t } = useTranslation('profile');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const upload = useProfileUpload({
    kind: 'document',
    onUploaded: onChange,
    successMessage: t('messages.resumeUploaded'),
    failureMessage: t('messages.resumeUploadFailed'),
    onBusyChange,
  });

  if (value) {
    const isSaved = value === saved;
    return (
      <>
        <ResumeFile fileName={value} note={isSaved ? t('resumeField.deleteToReplace') : t('resumeField.uploadedUnsaved')}>
          <button
            type="button"
            onClick={() => (isSaved ? setConfirmDelete(true) : onChange(null))}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {richText(isSaved ? t('resumeField.delete') : t('resumeField.remove'), hidden)}
          </button>
        </ResumeFile>
        <ResumeDeleteDialog open={confirmDelete} onClose={() => setConfirmDelete(false)} onDeleted={() => onChange(null)} />
      </>
    );
  }

  return (
    <div>
      <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50/60 p-4 sm:flex-row sm:items-center">
        <label
          htmlFor={id}
          aria-disabled={upload.busy || undefined}
          className={`inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${
            upload.busy ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-brand-800'
          }`}
        >
          {upload.busy ? <Spinner className="h-4 w-4" /> : <Upload className="h-4 w-4" aria-hidden="true" />}
          {t('resumeField.upload')}
          <input
            id={id}
            ref={ref}
            type="file"
            accept={acceptFor('document')}
            aria-label={t('resumeField.label')}
            aria-describedby={`${id}-hint${upload.error ? ` ${id}-error` : ''}`}
            aria-invalid={upload.error ? true : undefined}
            disabled={upload.busy}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload.pick(file);
            }}
          />
        </label>
        <p id={`${id}-hint`} className="min-w-0 truncate text-sm text-slate-600" aria-live="polite">
          {upload.busyName ? t('resumeField.uploading', { name: upload.busyName }) : t('resumeField.hint')}
        </p>
      </div>
      {upload.error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
          {richText(upload.error, english)}
        </p>
      ) : null}
    </div>
  );
}
