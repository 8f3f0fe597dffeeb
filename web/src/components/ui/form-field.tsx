import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

const inputClasses = (invalid: boolean, extra = '') =>
  [
    'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-sm text-slate-900 placeholder:text-slate-400 shadow-xs transition',
    'focus:outline-none focus:ring-4',
    'read-only:bg-slate-50 read-only:text-slate-600 disabled:bg-slate-100',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-100'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
    extra,
  ].join(' ');

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
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
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
