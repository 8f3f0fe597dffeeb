import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';

export const CODE_LENGTH = 6;

type OtpInputProps = {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the group, e.g. "Verification code". */
  label: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /**
   * Paste rule. 'exact' (verify email): apply only when the clipboard holds 6 digits.
   * 'prefix' (forgot password): keep the first digits, up to 6.
   */
  pasteMode?: 'exact' | 'prefix';
  describedBy?: string;
};

/** Six single-digit boxes: digits only, auto-advance, Backspace and arrow keys, paste. */
export function OtpInput({
  value,
  onChange,
  label,
  invalid,
  disabled,
  autoFocus,
  pasteMode = 'prefix',
  describedBy,
}: OtpInputProps) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: CODE_LENGTH }, (_, i) => value[i] ?? '');

  const focusBox = (index: number) => refs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();

  // The code is kept contiguous: a digit typed past the end lands at the end, and clearing a
  // box closes the gap.
  const clearDigit = (index: number) => onChange(value.slice(0, index) + value.slice(index + 1));

  const applyDigits = (raw: string, start: number) => {
    const head = value.slice(0, Math.min(start, value.length));
    const tail = raw.length === 1 ? value.slice(head.length + 1) : '';
    const merged = (head + raw + tail).slice(0, CODE_LENGTH);
    onChange(merged);
    focusBox(Math.min(head.length + raw.length, CODE_LENGTH - 1));
  };

  const handleInput = (index: number, raw: string) => {
    const only = raw.replace(/\D/g, '');
    if (only) applyDigits(only, index);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, CODE_LENGTH);
    if (pasteMode === 'exact' && pasted.length !== CODE_LENGTH) return;
    if (pasted) applyDigits(pasted, 0);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) clearDigit(index);
      else if (index > 0) {
        clearDigit(index - 1);
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <div role="group" aria-label={label} aria-describedby={describedBy} className="flex justify-between gap-2 sm:gap-3">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          aria-label={t('ui.otpDigit', { index: index + 1, count: CODE_LENGTH })}
          aria-invalid={invalid || undefined}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          value={digit}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={(event) => event.target.select()}
          className={[
            'h-12 w-full max-w-12 rounded-lg border text-center text-xl font-semibold text-slate-900 shadow-xs transition sm:h-14 sm:max-w-14',
            'focus:outline-none focus:ring-4 disabled:bg-slate-100',
            invalid ? 'border-red-400 focus:ring-red-100' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
          ].join(' ')}
        />
      ))}
    </div>
  );
}
