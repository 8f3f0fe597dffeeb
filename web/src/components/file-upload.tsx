import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { ExternalLink, FileText, ImagePlus, Trash2, Upload } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/ui/spinner';
import { uploadUrl } from '@/config/paths';
import { useErrorText } from '@/lib/error-text';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { storedFileLabel, uploadFailureMessage, useUpload } from '@/lib/upload-file';
import { acceptFor, uploadError, type PickedFile, type UploadKind } from '@/lib/upload-rules';

/**
 * The line under the button before anything is chosen (the limit enforced is 5 MB, spec §9):
 * 'JPEG, PNG, GIF or WebP, up to 5MB', 'PDF, DOC or DOCX, up to 5MB'.
 */
const DEFAULT_HINTS = { image: 'upload.imageHint', document: 'upload.documentHint' } as const satisfies Record<
  UploadKind,
  string
>;

type CommonProps = {
  /** The visible label, also the file input's accessible name ('Profile image', 'Resume'). */
  label: string;
  /** An avatar or logo (`image`, with a preview) or a résumé (`document`). */
  kind: UploadKind;
  /** Shows '(optional)' after the label. */
  optional?: boolean;
  /** Of the image preview: round for a person, square for a company logo. */
  shape?: 'round' | 'square';
  /** The line under the button while nothing is chosen; defaults to the kind's types and 5MB. */
  hint?: string;
  /** The file input's `accept`; defaults to every type of `kind` (src/lib/upload-rules.ts). */
  accept?: string;
  /**
   * The first problem with a picked file, or null: defaults to spec §5 Profile uploads (type,
   * then 5 MB). Sign-up passes its own, which words the type message differently.
   */
  validate?: (file: PickedFile) => string | null;
  className?: string;
};

type FilePickerProps = CommonProps & {
  /** The file chosen, not uploaded yet. */
  file: File | null;
  /** Called with a file that passed `validate`, or null when it is removed. */
  onChange: (file: File | null) => void;
};

/**
 * Picks a file to upload later (sign-up uploads on submit): a preview for images, the spec's
 * messages for a wrong type or a file over 5 MB, and a Remove button.
 */
export function FilePicker({ file, onChange, kind, validate, ...common }: FilePickerProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(kind === 'image' ? file : null);

  const pick = (picked: File) => {
    const problem = (validate ?? ((f: PickedFile) => uploadError(f, kind, { t })))(picked);
    setError(problem);
    if (!problem) onChange(picked);
  };

  return (
    <UploadFrame
      {...common}
      kind={kind}
      chosen={file !== null}
      previewUrl={preview}
      fileName={file?.name ?? null}
      error={error}
      onPick={pick}
      onRemove={() => {
        setError(null);
        onChange(null);
      }}
    />
  );
}

type FileUploadProps = CommonProps & {
  /** The stored file's name (what the profile refers to), or null. */
  value: string | null;
  /** Called with the new file's name once the server stored it, or null when it is removed. */
  onChange: (fileName: string | null) => void;
  /** Upload as a sign-up without an account (POST /api/auth/upload-image); images only. */
  anonymous?: boolean;
  /** Toasted once stored ('Avatar uploaded successfully!'). */
  successMessage?: string;
  /** Shown when the upload fails and the server gave no reason ('Failed to upload avatar. Please try again.'). */
  failureMessage?: string;
  /** Told when an upload starts and ends, so a form can hold its Save meanwhile (spec §4). */
  onUploadingChange?: (uploading: boolean) => void;
  /** Whether a stored file may be replaced by picking another (a résumé must be deleted first, spec §4). */
  replaceable?: boolean;
  /** Whether the Remove button shows (default true). */
  removable?: boolean;
};

/**
 * Uploads a picked file at once (profiles: avatar, company logo, résumé) and reports the stored
 * name. A file refused by the rules never leaves the browser; on a refusal or a failed upload the
 * previous file stays (spec §5). Images preview; a stored document offers View.
 */
export function FileUpload({
  value,
  onChange,
  kind,
  validate,
  anonymous = false,
  successMessage,
  failureMessage,
  onUploadingChange,
  replaceable = true,
  removable = true,
  ...common
}: FileUploadProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const upload = useUpload(anonymous && kind === 'image' ? { kind, anonymous: true } : { kind });
  const [pending, setPending] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pendingPreview = useObjectUrl(kind === 'image' ? pending : null);
  const storedUrl = value ? uploadUrl(value) : null;

  const pick = async (picked: File) => {
    const problem = (validate ?? ((f: PickedFile) => uploadError(f, kind, { t })))(picked);
    setError(problem);
    if (problem) return;
    setPending(picked);
    onUploadingChange?.(true);
    try {
      const stored = await upload.mutateAsync(picked);
      onChange(stored.filename);
      if (successMessage) toast.success(successMessage);
    } catch (failure) {
      setError(
        language === 'en'
          ? uploadFailureMessage(failure, failureMessage)
          : // The server's reason by its code (the upload's ApiError is its cause), else the screen's words.
            errorText(failure instanceof Error && failure.cause ? failure.cause : failure, failureMessage ?? t('upload.failed')),
      );
    } finally {
      setPending(null);
      onUploadingChange?.(false);
    }
  };

  const busy = pending !== null;
  return (
    <UploadFrame
      {...common}
      kind={kind}
      chosen={value !== null || busy}
      previewUrl={kind === 'image' ? (pendingPreview ?? storedUrl) : null}
      fileName={pending?.name ?? null}
      storedLabel={value ? storedFileLabel(kind, common.label, value, t) : null}
      viewUrl={kind === 'document' && !busy ? storedUrl : null}
      busy={busy}
      error={error}
      canPick={replaceable || value === null}
      onPick={(file) => void pick(file)}
      onRemove={
        removable && !busy
          ? () => {
              setError(null);
              onChange(null);
            }
          : undefined
      }
    />
  );
}

type UploadFrameProps = Omit<CommonProps, 'validate'> & {
  /** Whether something is chosen (a picked or stored file): the button reads Change. */
  chosen: boolean;
  previewUrl: string | null;
  /** The name of the file picked (as its owner named it). */
  fileName: string | null;
  /** What a stored file is ('Resume uploaded'), when no file is picked. */
  storedLabel?: string | null;
  /** A stored document's address, offered as View. */
  viewUrl?: string | null;
  busy?: boolean;
  error: string | null;
  /** Whether the choose button shows. */
  canPick?: boolean;
  onPick: (file: File) => void;
  onRemove?: () => void;
};

/** The look shared by the picker and the uploader: preview tile, buttons, hint and error. */
function UploadFrame({
  label,
  kind,
  optional = false,
  shape = 'round',
  hint,
  accept,
  className = '',
  chosen,
  previewUrl,
  fileName,
  storedLabel = null,
  viewUrl,
  busy = false,
  error,
  canPick = true,
  onPick,
  onRemove,
}: UploadFrameProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const radius = kind === 'image' && shape === 'round' ? 'rounded-full' : 'rounded-xl';
  const showImage = previewUrl !== null && previewUrl !== brokenUrl;
  const noun = t(kind === 'image' ? 'upload.image' : 'upload.file');

  let tile: ReactNode;
  if (showImage && previewUrl) {
    tile = (
      <img
        src={previewUrl}
        alt={t('upload.preview', { label })}
        onError={() => setBrokenUrl(previewUrl)}
        className="h-full w-full object-cover"
      />
    );
  } else if (kind === 'document' && chosen) {
    tile = <FileText className="h-6 w-6 text-brand-700" aria-hidden="true" />;
  } else {
    const Icon = kind === 'image' ? ImagePlus : Upload;
    tile = <Icon className="h-6 w-6 text-slate-400" aria-hidden="true" />;
  }

  return (
    <div className={className}>
      <span className="mb-1.5 block text-sm font-medium text-slate-700">
        {label} {optional ? <span className="font-normal text-slate-500">{t('ui.optional')}</span> : null}
      </span>
      <div className="flex items-center gap-4">
        <div
          className={`relative flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden border bg-slate-50 ${radius} ${
            showImage || (kind === 'document' && chosen) ? 'border-slate-200' : 'border-dashed border-slate-300'
          }`}
        >
          {tile}
          {busy ? (
            <span className="absolute inset-0 flex items-center justify-center bg-white/70 text-brand-700">
              <Spinner className="h-5 w-5" />
            </span>
          ) : null}
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            {canPick ? (
              <label
                htmlFor={id}
                aria-disabled={busy || undefined}
                className={`rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 focus-within:outline-2 focus-within:outline-brand-600 ${
                  busy ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-slate-50'
                }`}
              >
                {t(chosen ? 'upload.change' : kind === 'image' ? 'upload.chooseImage' : 'upload.chooseFile')}
                <input
                  id={id}
                  ref={inputRef}
                  type="file"
                  accept={accept ?? acceptFor(kind)}
                  aria-label={label}
                  aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                  aria-invalid={error ? true : undefined}
                  disabled={busy}
                  className="sr-only"
                  onChange={(event) => {
                    const picked = event.target.files?.[0];
                    // Cleared, so picking the same file again after a refusal still reports it.
                    if (inputRef.current) inputRef.current.value = '';
                    if (picked) onPick(picked);
                  }}
                />
              </label>
            ) : null}
            {viewUrl ? (
              <a
                href={viewUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {/* Named in text, not aria-label, so a test's getByLabel(label) finds the input alone. */}
                <ExternalLink className="h-4 w-4" aria-hidden="true" /> {t('upload.view')}
                <span className="sr-only"> {t('upload.viewNewTab', { label: label.toLowerCase() })}</span>
              </a>
            ) : null}
            {chosen && onRemove ? (
              <button
                type="button"
                onClick={onRemove}
                className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm text-slate-600 hover:bg-slate-100"
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('jobCard.remove')}
                <span className="sr-only"> {label.toLowerCase()}</span>
              </button>
            ) : null}
          </div>
          <p id={hintId} className="truncate text-xs text-slate-500" aria-live="polite">
            {busy ? (
              richText(t('upload.uploading'), { name: () => (fileName ? <span translate="no">{fileName}</span> : noun) })
            ) : fileName ? (
              <span translate="no">{fileName}</span>
            ) : (
              (storedLabel ??
              hint ??
              richText(t(DEFAULT_HINTS[kind]), {
                en: (words) => <span lang="en">{words}</span>,
              }))
            )}
          </p>
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
          {richText(error, { en: (words) => <span lang="en">{words}</span> })}
        </p>
      ) : null}
    </div>
  );
}

/** An object URL for `file` while it is shown, revoked when the file changes or goes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
