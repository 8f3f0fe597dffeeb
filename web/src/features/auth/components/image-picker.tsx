import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { imageFileError } from '../schemas';

type ImagePickerProps = {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Round for a profile picture, square for a company logo. */
  shape?: 'round' | 'square';
};

/** Optional image with preview. Rejects non-images and files over 5 MB with the spec's messages. */
export function ImagePicker({ label, file, onChange, shape = 'round' }: ImagePickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const problem = imageFileError(picked);
    setError(problem);
    if (inputRef.current) inputRef.current.value = '';
    if (!problem) onChange(picked);
  };

  const radius = shape === 'round' ? 'rounded-full' : 'rounded-xl';

  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-slate-700">
        {label} <span className="font-normal text-slate-500">(optional)</span>
      </span>
      <div className="flex items-center gap-4">
        <div
          className={`flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden border border-dashed border-slate-300 bg-slate-50 ${radius}`}
        >
          {preview ? (
            <img src={preview} alt={`${label} preview`} className="h-full w-full object-cover" />
          ) : (
            <ImagePlus className="h-6 w-6 text-slate-400" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <label
              htmlFor={id}
              className="cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-brand-600"
            >
              {file ? 'Change' : 'Choose image'}
              <input
                id={id}
                ref={inputRef}
                type="file"
                accept=".jpg,.jpeg,.png,.webp"
                aria-label={label}
                aria-describedby={`${id}-hint`}
                aria-invalid={error ? true : undefined}
                className="sr-only"
                onChange={(e) => pick(e.target.files?.[0])}
              />
            </label>
            {file ? (
              <button
                type="button"
                onClick={() => onChange(null)}
                className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm text-slate-600 hover:bg-slate-100"
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove
              </button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="truncate text-xs text-slate-500">
            {file ? file.name : 'JPG, PNG or WebP, up to 5MB'}
          </p>
        </div>
      </div>
      {error ? (
        <p role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
