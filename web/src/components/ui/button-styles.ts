export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'link' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 select-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  outline: 'border border-slate-300 bg-white text-slate-800 hover:border-brand-300 hover:bg-brand-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  link: 'text-brand-700 underline-offset-4 hover:underline px-0 py-0',
  danger: 'bg-red-600 text-white hover:bg-red-700',
};

// Small buttons (Apply, the pager, Filters) are 44 px tall on touch screens, big enough for a
// thumb; desktop keeps its density.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm pointer-coarse:h-11',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10 pointer-coarse:h-11 pointer-coarse:w-11',
};

/** Class names shared by <Button> and links styled as buttons. */
export const buttonClasses = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = '') =>
  [base, variants[variant], variant === 'link' ? '' : sizes[size], extra].filter(Boolean).join(' ');
