import { useId, type Ref } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { acceptFor } from '@/lib/upload-rules';
import { ProfileAvatar } from './profile-avatar';
import { english } from './rich-tags';
import { useProfileUpload } from './use-profile-upload';

type Props = {
  name: string;
  value: string | null;
  onChange: (fileName: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  ref?: Ref<HTMLInputElement>;
};

/** The profile photo in edit mode: uploaded at once, kept in the form until Save (spec §2.10, §5). */
export function AvatarField({ name, value, onChange, onBusyChange, ref }: Props) {
  const id = useId();
  const { t } = useTranslation('profile');
  const upload = useProfileUpload({
    kind: 'image',
    onUploaded: onChange,
    successMessage: t('messages.avatarUploaded'),
    failureMessage: t('messages.avatarUploadFailed'),
    onBusyChange,
  });

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="relative w-fit">
        <ProfileAvatar name={name || '?'} fileName={value} />
        {upload.busy ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70 text-brand-700">
            <Spinner className="h-6 w-6" label={t('photo.uploading')} />
          </span>
        ) : null}
      </div>
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <label
            htmlFor={id}
            aria-disabled={upload.busy || undefined}
            className={`inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${
              upload.busy ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-brand-300 hover:bg-brand-50'
            }`}
          >
            <Camera className="h-4 w-4" aria-hidden="true" />
            {value ? t('photo.change') : t('photo.upload')}
            <input
              id={id}
              ref={ref}
              type="file"
              accept={acceptFor('image')}
              aria-label={t('photo.label')}
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
          {value && !upload.busy ? (
            <button
              type="button"
              onClick={() => {
                upload.clearError();
                onChange(null);
              }}
              className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t('photo.remove')}
            </button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {richText(t('photo.hint'), english)}
        </p>
        {upload.error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
            {richText(upload.error, english)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
