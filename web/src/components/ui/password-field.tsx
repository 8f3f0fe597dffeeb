import { useState, type ComponentProps } from 'react';
import { useTranslation } from '@/lib/i18n';
import { TextField } from './form-field';
import { Eye, EyeOff } from 'lucide-react';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>;

/** A password input with a show/hide toggle button. */
export function PasswordField({ label, ...rest }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={t(visible ? 'ui.hidePassword' : 'ui.showPassword', { label: label.toLowerCase() })}
          aria-pressed={visible}
          className="flex h-8 w-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-700"
        >
          {visible ? <EyeOff className="h-4.5 w-4.5" aria-hidden="true" /> : <Eye className="h-4.5 w-4.5" aria-hidden="true" />}
        </button>
      }
      {...rest}
    />
  );
}
