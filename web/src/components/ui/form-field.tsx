import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { inputClasses, labelClasses } from './field-styles';

/** What every labelled field takes besides its control. */
export type FieldFrame = {
  label: string;
  error?: string;
  /** A line under the control, replaced by the error when there is one. */
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

/** The attributes that tie a control to its label, hint and error. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

/**
 * A form field's frame: the label (with a red star when required), the control, and the hint or
 * the error under it, wired through aria-describedby. `children` draws the control with the
 * attributes it is given (an input, a select, a textarea, a combobox).
 */
export function FormField({
  label,
  error,
  hint,
  required,
  className = '',
  children,
}: FieldFrame & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: ControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : hint ? hintId : undefined,
    'aria-required': required || undefined,
  };
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
      {children(control)}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <div id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

type TextFieldProps = FieldFrame & {
  /** Shown at the right end of the input (e.g. the show/hide password toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required'>;

/** A labelled input with its hint and error. */
export function TextField({ label, error, hint, required, className, trailing, ref, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <div className="relative">
          <input ref={ref} className={inputClasses(Boolean(error), trailing ? 'pr-11' : '')} {...control} {...input} />
          {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div> : null}
        </div>
      )}
    </FormField>
  );
}

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

export type SelectOption = { value: string; label: string };

/** A labelled native select; with a `placeholder`, an empty first option ('Select a category'). */
export function SelectField({
  label,
  error,
  hint,
  required,
  className,
  options,
  placeholder,
  ref,
  ...select
}: FieldFrame & {
  options: readonly SelectOption[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'required'>) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <select ref={ref} className={selectClasses(Boolean(error))} {...control} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A labelled textarea with its hint and error. */
export function TextAreaField({
  label,
  error,
  hint,
  required,
  className,
  ref,
  ...textarea
}: FieldFrame & { ref?: Ref<HTMLTextAreaElement> } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'id' | 'className' | 'required'
  >) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <textarea
          ref={ref}
          className={inputClasses(Boolean(error), 'min-h-24 resize-y leading-relaxed')}
          {...control}
          {...textarea}
        />
      )}
    </FormField>
  );
}
