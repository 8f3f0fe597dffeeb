import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { inputClasses, labelClasses } from '@/components/ui/field-styles';
import { usePlaceSuggestions } from '@/lib/places';
import type { Place, PlaceKind } from '@/types/api';

const LIST_LABELS: Record<PlaceKind, string> = {
  any: 'Places in India',
  city: 'Cities in India',
  state: 'States of India',
};

type PlacesComboboxProps = {
  /** The visible label. */
  label: string;
  /** The text in the box: what was typed, or the label of the chosen place. */
  value: string;
  onChange: (value: string) => void;
  /** Cities, states or both (the default); profiles ask for cities only. */
  kind?: PlaceKind;
  placeholder?: string;
  /** A line under the box, e.g. 'Start typing to see location suggestions'. */
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /**
   * 'field' (default): a form field like <TextField>, label above, hint and error below.
   * 'inline': a small caps label over a borderless box, for a search bar that draws its own frame.
   */
  variant?: 'field' | 'inline';
  /** Called with the chosen suggestion (its city, state and coordinates), after `onChange`. */
  onSelectPlace?: (place: Place) => void;
  /** Suggestions at most (8). */
  limit?: number;
  className?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'id' | 'type' | 'role' | 'className' | 'placeholder' | 'required'
>;

const placeKey = (place: Place) => `${place.kind}:${place.label}`;

/**
 * A place box of India with suggestions from GET /api/places (cities and states, spec §2.2,
 * §2.10, §2.15, §2.18): asked from 2 typed characters, 300 ms after typing stops. Any text may
 * stay in the box; choosing a suggestion puts its label there.
 */
export function PlacesCombobox({
  label,
  value,
  onChange,
  kind = 'any',
  placeholder,
  hint,
  error,
  required,
  variant = 'field',
  onSelectPlace,
  limit,
  className = '',
  ...input
}: PlacesComboboxProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const places = usePlaceSuggestions(value, { kind, limit });
  const options: ComboboxOption[] = places.map((place) => ({
    key: placeKey(place),
    label: place.label,
    hint: kind === 'any' && place.kind === 'state' ? 'State' : undefined,
  }));
  const onSelectOption = (option: ComboboxOption) => {
    const place = places.find((p) => placeKey(p) === option.key);
    if (place) onSelectPlace?.(place);
  };
  const describedBy = [hint && !error ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const box = (
    <Combobox
      {...input}
      id={id}
      value={value}
      onValueChange={onChange}
      options={options}
      onSelectOption={onSelectOption}
      listLabel={LIST_LABELS[kind]}
      placeholder={placeholder}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      className={
        variant === 'inline'
          ? 'w-full bg-transparent py-0.5 text-base text-slate-900 placeholder:text-slate-400 focus:outline-none'
          : inputClasses(Boolean(error))
      }
    />
  );

  return (
    <div className={className}>
      {variant === 'inline' ? (
        <label htmlFor={id} className="block text-xs font-semibold uppercase tracking-wide text-slate-500">
          {label}
        </label>
      ) : (
        <div className="mb-1.5 flex items-baseline gap-0.5">
          <label htmlFor={id} className={labelClasses}>
            {label}
          </label>
          {required ? (
            <span className="text-sm text-red-600" aria-hidden="true">
              *
            </span>
          ) : null}
        </div>
      )}
      {box}
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
