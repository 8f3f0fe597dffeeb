import { useState } from 'react';
import { toast } from '@/lib/toast';
import { uploadFailureMessage, useUpload } from '@/lib/upload-file';
import { uploadError, type UploadKind } from '@/lib/upload-rules';

type Options = {
  kind: UploadKind;
  /** Called with the stored file's name; not called on a refusal or a failure (the old value stays). */
  onUploaded: (fileName: string) => void;
  successMessage: string;
  failureMessage: string;
  onBusyChange?: (busy: boolean) => void;
};

/**
 * Uploads a picked avatar or résumé at once (spec §5 Profile uploads): a wrong type or a file
 * over 5 MB is refused with the spec's message before anything is sent; a failed upload keeps
 * the previous file, says why under the field (the server's reason, or the helper's: 'Upload
 * successful but no URL returned', a network error…) and toasts the screen's failure message.
 */
export function useProfileUpload({ kind, onUploaded, successMessage, failureMessage, onBusyChange }: Options) {
  const upload = useUpload({ kind });
  const [error, setError] = useState<string | null>(null);
  const [busyName, setBusyName] = useState<string | null>(null);

  const pick = async (file: File) => {
    const problem = uploadError(file, kind);
    setError(problem);
    if (problem) return;
    setBusyName(file.name);
    onBusyChange?.(true);
    try {
      const stored = await upload.mutateAsync(file);
      onUploaded(stored.filename);
      toast.success(successMessage);
    } catch (failure) {
      setError(uploadFailureMessage(failure));
      toast.error(failureMessage);
    } finally {
      setBusyName(null);
      onBusyChange?.(false);
    }
  };

  return { pick, error, clearError: () => setError(null), busy: busyName !== null, busyName };
}
