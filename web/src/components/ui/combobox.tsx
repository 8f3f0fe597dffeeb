import {
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { moveActive } from '@/lib/combobox';

export type ComboboxOption = {
  /** Unique among the options. */
  key: string;
  /** Shown, and put in the box when chosen (unless `value` says otherwise). */
  label: string;
  /** What goes in the box when chosen, when not the label (a short name for a long label). */
  value?: string;
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
  /**
   * 'text' (default): the box itself is the combobox. 'search': a search box (type=search, the
   * role every search journey finds it by) inside a wrapper that is the combobox (the ARIA 1.1
   * pattern), named by `labelledBy`. Escape never empties a search box here: with the list open it
   * closes the list, without one it does nothing (a browser's search box would clear itself).
   */
  kind?: 'text' | 'search';
  /** The id of the visible label that names the wrapper ('search' only). */
  labelledBy?: string;
  /** Drawn before every option's label (a search glass for title suggestions). */
  optionIcon?: ReactNode;
  /** Placement and size of the list from 768 px, where it hangs over what follows. */
  listClassName?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'role' | 'type'>;

/**
 * A text box with a list of suggestions (WAI-ARIA combobox, list autocomplete): typing opens
 * the list, Arrow Down/Up move through it (the highlighted option scrolls into the list's view),
 * Enter takes the highlighted suggestion (and otherwise submits the form as usual), Escape
 * closes it, and so does leaving the box or a tap anywhere outside it, which never chooses one.
 *
 * Under 768 px the list takes its place in the page below the box, pushing what follows down,
 * rather than hanging over the next field: on a phone a tap meant for that field (the place box
 * under the keyword box) would otherwise land on a suggestion and choose it. From
 * 768 px it hangs over the page. Options are at least 44 px tall on touch screens.
 */
export function Combobox({
  value,
  onValueChange,
  options,
  listLabel,
  onSelectOption,
  kind = 'text',
  labelledBy,
  optionIcon,
  listClassName = 'md:left-0 md:right-0 md:mt-2 md:max-h-80',
  onKeyDown,
  onBlur,
  className = '',
  ...input
}: ComboboxProps) {
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const search = kind === 'search';

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  // A click or tap outside closes the list without choosing, also where it lands on something
  // that takes no focus (the box would keep it, and the list stay open). A mouse closes it as it
  // presses; a finger once its tap is over: under 768 px the list takes room in the page, and
  // closing it moves what is below it up, which must not move the field being tapped from under
  // the finger before the tap reaches it.
  useEffect(() => {
    if (!expanded) return;
    const outside = (event: Event) => !rootRef.current?.contains(event.target as Node);
    const shut = () => {
      setOpen(false);
      setActive(-1);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && outside(event)) shut();
    };
    const onClick = (event: MouseEvent) => {
      if (outside(event)) shut();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('click', onClick, true);
    };
  }, [expanded]);

  // Keep the highlighted option in view, scrolling the list alone (scrollIntoView would move
  // the page as well).
  useEffect(() => {
    const list = listRef.current;
    const option = activeIndex >= 0 ? (list?.children[activeIndex] as HTMLElement | undefined) : undefined;
    if (!list || !option) return;
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
  }, [activeIndex]);

  const choose = (option: ComboboxOption) => {
    onValueChange(option.value ?? option.label);
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
        if (expanded || search) event.preventDefault();
        close();
        return;
      default:
    }
  };

  const box = (
    <input
      {...input}
      type={search ? 'search' : 'text'}
      role={search ? undefined : 'combobox'}
      aria-expanded={search ? undefined : expanded}
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
  );

  const list = (
    <ul
      ref={listRef}
      id={listId}
      role="listbox"
      aria-label={listLabel}
      hidden={!expanded}
      className={`z-30 mt-2 max-h-60 min-w-0 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white py-1 text-left shadow-lg shadow-slate-900/10 md:absolute md:top-full md:min-w-64 ${listClassName}`}
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
              className={`flex cursor-pointer items-center gap-2.5 px-3.5 py-2 text-sm text-slate-800 pointer-coarse:min-h-11 ${
                index === activeIndex ? 'bg-brand-50 text-brand-900' : ''
              }`}
            >
              {optionIcon}
              <span translate="no" className="min-w-0 flex-1 truncate">
                {option.label}
              </span>
              {/* Keeps the accessible name "Punjab State" rather than "PunjabState". */}{' '}
              {option.hint ? <span className="shrink-0 text-xs text-slate-500">{option.hint}</span> : null}
            </li>
          ))
        : null}
    </ul>
  );

  if (search) {
    return (
      <div
        ref={rootRef}
        role="combobox"
        aria-expanded={expanded}
        aria-haspopup="listbox"
        aria-labelledby={labelledBy}
        className="relative"
      >
        {box}
        {list}
      </div>
    );
  }
  return (
    <div ref={rootRef} className="relative">
      {box}
      {list}
    </div>
  );
}
