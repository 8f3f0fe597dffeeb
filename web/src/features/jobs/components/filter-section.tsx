import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

/** One collapsible group of the filters (spec §2.7: all open by default). */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const panelId = useId();
  return (
    <section className="border-b border-slate-200 py-4 last:border-b-0">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between rounded-md text-left text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 pointer-coarse:min-h-11"
        >
          {title}
          <ChevronDown className={`h-4 w-4 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="mt-3">
        {children}
      </div>
    </section>
  );
}

/** A filter value with its facet count beside it. */
export function FacetOption({
  label,
  count,
  checked,
  onChange,
}: {
  label: string;
  count: number | undefined;
  checked: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation('jobs');
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-3 py-1 pointer-coarse:py-0">
      <div className="flex min-w-0 flex-1 items-center gap-2.5">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={onChange}
          className="h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-700 focus-visible:outline-brand-600"
        />
        {/* The label fills the row, 44 px tall on touch screens: a tap anywhere on it toggles. */}
        <label htmlFor={id} className="min-w-0 flex-1 truncate text-sm text-slate-700 select-none pointer-coarse:py-3">
          {label}
        </label>
      </div>
      {count === undefined ? null : (
        <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium tabular-nums text-slate-600">
          <span className="sr-only">{t('filters.facetLabel', { label })} </span>
          {count}
          <span className="sr-only"> {t('filters.facetJobs', { count })}</span>
        </span>
      )}
    </li>
  );
}
