import { useId, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { inputClasses, labelClasses } from '@/components/ui/field-styles';

/**
 * A select looks like a text box (field-styles' inputClasses) but stays white: a select matches
 * :read-only, which greys the read-only text boxes.
 */
const selectClasses = (invalid: boolean) =>
  [
    'block w-full rounded-lg border bg-white py-2.5 pl-3.5 pr-9 text-sm text-slate-900 shadow-xs transition',
    'focus:outline-none focus:ring-4 disabled:bg-slate-100',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-100'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
  ].join(' ');

type Described = { label: string; error?: string; hint?: ReactNode; required?: boolean };

/** The label row of a field: the label and, for a required one, a red star (aria-required says it). */
function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <div className="mb-1.5 flex items-baseline gap-0.5">
      <label htmlFor={htmlFor} className={labelClasses}>
        {label}
      </label>
      {required ? (
        <span className="text-sm text-red-600" aria-hidden="true">
          *
        </span>
      ) : null}
    </div>
  );
}

/** The hint or the error under a field, with the ids aria-describedby points at. */
function FieldNote({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
        {error}
      </p>
    );
  }
  return hint ? (
    <div id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
      {hint}
    </div>
  ) : null;
}

const describedBy = (id: string, { hint, error }: { hint?: ReactNode; error?: string }) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

export type SelectOption = { value: string; label: string };

/** A labelled native select with an empty first option ('Select a category'). */
export function SelectField({
  label,
  error,
  hint,
  required,
  options,
  placeholder,
  ref,
  className = '',
  ...select
}: Described & {
  options: readonly SelectOption[];
  placeholder: string;
  ref?: Ref<HTMLSelectElement>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'>) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        aria-required={required || undefined}
        className={selectClasses(Boolean(error))}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNote id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled textarea with its hint and error. */
export function TextAreaField({
  label,
  error,
  hint,
  required,
  ref,
  className = '',
  ...textarea
}: Described & { ref?: Ref<HTMLTextAreaElement> } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'>) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        aria-required={required || undefined}
        className={inputClasses(Boolean(error), 'min-h-24 resize-y leading-relaxed')}
        {...textarea}
      />
      <FieldNote id={id} hint={hint} error={error} />
    </div>
  );
}
