import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { moveActive } from '@/lib/combobox';

export type ComboboxOption = {
  /** Unique among the options. */
  key: string;
  /** Shown, and put in the box when chosen. */
  label: string;
  /** A short note after the label ("State"). */
  hint?: string;
};

type ComboboxProps = {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly ComboboxOption[];
  /** The accessible name of the suggestions list. */
  listLabel: string;
  /** Called after a chosen option's label is put in the box. */
  onSelectOption?: (option: ComboboxOption) => void;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'role' | 'type'>;

/**
 * A text box with a list of suggestions (WAI-ARIA combobox, list autocomplete): typing opens
 * the list, Arrow Down/Up move through it, Enter takes the highlighted suggestion (and
 * otherwise submits the form as usual), Escape closes it, and so does leaving the box.
 */
export function Combobox({
  value,
  onValueChange,
  options,
  listLabel,
  onSelectOption,
  onKeyDown,
  onBlur,
  className = '',
  ...input
}: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: ComboboxOption) => {
    onValueChange(option.label);
    close();
    onSelectOption?.(option);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        const delta = event.key === 'ArrowDown' ? 1 : -1;
        setOpen(true);
        setActive(moveActive(activeIndex, delta, options.length));
        return;
      }
      case 'Enter': {
        const option = activeIndex >= 0 ? options[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        } else {
          close();
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        return;
      default:
    }
  };

  return (
    <div className="relative">
      <input
        {...input}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          close();
          onBlur?.(event);
        }}
        className={className}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        className="absolute left-0 right-0 top-full z-30 mt-2 max-h-80 min-w-64 overflow-auto rounded-xl border border-slate-200 bg-white py-1 text-left shadow-lg shadow-slate-900/10"
      >
        {expanded
          ? options.map((option, index) => (
              <li
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keep the focus in the box so the click lands before the blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== activeIndex && setActive(index)}
                onClick={() => choose(option)}
                className={`flex cursor-pointer items-baseline justify-between gap-3 px-3.5 py-2 text-sm text-slate-800 ${
                  index === activeIndex ? 'bg-brand-50 text-brand-900' : ''
                }`}
              >
                <span>{option.label}</span>
                {/* Keeps the accessible name "Punjab State" rather than "PunjabState". */}{' '}
                {option.hint ? <span className="shrink-0 text-xs text-slate-500">{option.hint}</span> : null}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
