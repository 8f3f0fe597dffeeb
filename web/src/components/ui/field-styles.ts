/** Class names of a text input, shared by <TextField> and the boxes built like it (places). */
export const inputClasses = (invalid: boolean, extra = '') =>
  [
    'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-sm text-slate-900 placeholder:text-slate-400 shadow-xs transition',
    'focus:outline-none focus:ring-4',
    'read-only:bg-slate-50 read-only:text-slate-600 disabled:bg-slate-100',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-100'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
    extra,
  ].join(' ');

/** The label above a field. */
export const labelClasses = 'block text-sm font-medium text-slate-700';
