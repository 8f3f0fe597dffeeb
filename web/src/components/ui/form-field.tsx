import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { inputClasses, labelClasses } from './field-styles';

type FieldProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shown at the right end of the input (e.g. the show/hide password toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with its hint and error wired through aria-describedby. */
export function TextField({ label, error, hint, trailing, ref, className = '', required, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline gap-0.5">
        <label htmlFor={id} className={labelClasses}>
          {label}
        </label>
        {/* Outside the label so the accessible name stays the label alone; aria-required says it. */}
        {required ? (
          <span className="text-sm text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={inputClasses(Boolean(error), trailing ? 'pr-11' : '')}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div> : null}
      </div>
      {hint && !error ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
