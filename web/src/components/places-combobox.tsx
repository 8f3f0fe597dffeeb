import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { inputClasses } from '@/components/ui/field-styles';
import { FormField, type ControlProps } from '@/components/ui/form-field';
import { placeKey, placeOption, usePlaceSuggestions } from '@/lib/places';
import type { Place, PlaceKind } from '@/types/api';

type PlacesComboboxProps = {
  /** The visible label. */
  label: string;
  /** The text in the box: what was typed, or the label of the chosen place. */
  value: string;
  onChange: (value: string) => void;
  /** Cities, states, metro regions or all three (the default); profiles ask for cities only. */
  kind?: PlaceKind;
  placeholder?: string;
  /** A line under the box, e.g. 'Start typing to see location suggestions' ('field' only). */
  hint?: ReactNode;
  /** The error under the box ('field' only). */
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
  /** Extra classes of the text box ('inline' only): room for a control drawn over its end. */
  boxClassName?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'id' | 'type' | 'role' | 'className' | 'placeholder' | 'required'
>;

/**
 * A place box of India with suggestions from GET /api/places (cities, states and metro regions,
 * spec §2.2, §2.10, §2.15, §2.18): asked from 2 typed characters, 300 ms after typing stops. Any
 * text may stay in the box; choosing a suggestion puts its label there (a region's name).
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
  boxClassName = '',
  className = '',
  ...input
}: PlacesComboboxProps) {
  const { t } = useTranslation();
  const inlineId = useId();
  const places = usePlaceSuggestions(value, { kind, limit });
  const options: ComboboxOption[] = places.map((place) => placeOption(place, kind, t));
  const onSelectOption = (option: ComboboxOption) => {
    const place = places.find((p) => placeKey(p) === option.key);
    if (place) onSelectPlace?.(place);
  };
  const box = (control: Partial<ControlProps> & { id: string }, classes: string, listClassName?: string) => (
    <Combobox
      listClassName={listClassName}
      {...input}
      {...control}
      value={value}
      onValueChange={onChange}
      options={options}
      onSelectOption={onSelectOption}
      // 'Places in India', 'Cities in India', 'States of India', 'Metro regions of India'.
      listLabel={t(`places.${kind}`)}
      placeholder={placeholder}
      className={classes}
    />
  );

  if (variant === 'inline') {
    return (
      <div className={className}>
        <label htmlFor={inlineId} className="block text-xs font-semibold uppercase tracking-wide text-slate-500">
          {label}
        </label>
        {box(
          { id: inlineId },
          `w-full bg-transparent py-0.5 text-base text-slate-900 placeholder:text-slate-400 focus:outline-none ${boxClassName}`,
          // From 768 px the list hangs over the page as wide as its longest place (a region lists
          // its towns), at least as wide as the box.
          'md:left-0 md:mt-2 md:max-h-80 md:w-max md:min-w-full md:max-w-[26rem]',
        )}
      </div>
    );
  }
  return (
    <FormField label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => box(control, inputClasses(Boolean(error)))}
    </FormField>
  );
}
