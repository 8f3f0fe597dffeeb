import { useId, type InputHTMLAttributes } from 'react';

export function Checkbox({ label, ...input }: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
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
