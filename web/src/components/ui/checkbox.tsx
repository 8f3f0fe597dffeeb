import { useId, type InputHTMLAttributes, type Ref } from 'react';

type CheckboxProps = { label: string; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'>;

export function Checkbox({ label, ref, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        ref={ref}
        type="checkbox"
        className="h-4 w-4 rounded border-slate-300 text-brand-700 accent-brand-700 focus-visible:outline-brand-600"
        {...input}
      />
      <label htmlFor={id} className="text-sm text-slate-700 select-none">
        {label}
      </label>
    </div>
  );
}
