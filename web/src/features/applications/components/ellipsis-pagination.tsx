import { useId, useState, type FormEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field-styles';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { ellipsisWindow, parseGoToPage } from '../lib/track';

type Props = { page: number; totalPages: number; onPageChange: (page: number) => void; label: string; className?: string };

const numberClasses = (current: boolean) =>
  [
    'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold transition-colors pointer-coarse:h-11 pointer-coarse:min-w-11',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    current
      ? 'bg-brand-700 text-white shadow-sm'
      : 'border border-slate-200 bg-white text-slate-700 hover:border-brand-300 hover:bg-brand-50',
  ].join(' ');

/**
 * Spec §2.11's pager: Previous, the first and last pages with the current one and its
 * neighbours between ellipses, Next, and a go-to-page input. Nothing for a single page.
 */
export function EllipsisPagination({ page, totalPages, onPageChange, label, className = '' }: Props) {
  const { t } = useTranslation('applications');
  const inputId = useId();
  const errorId = useId();
  const [target, setTarget] = useState('');
  const [invalid, setInvalid] = useState(false);
  if (totalPages <= 1) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = parseGoToPage(target, totalPages);
    if (chosen === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setTarget('');
    onPageChange(chosen);
  };

  return (
    <div className={`flex flex-col items-center gap-4 lg:flex-row lg:justify-between ${className}`}>
      <nav aria-label={label} className="flex w-full items-center justify-between gap-2 sm:w-auto sm:justify-start">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          {t('pager.previous')}
        </Button>
        <ul className="hidden items-center gap-1.5 sm:flex">
          {ellipsisWindow(page, totalPages).map((item, i) =>
            item === 'gap' ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-400">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  aria-label={t('pager.page', { page: item })}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => item !== page && onPageChange(item)}
                  className={numberClasses(item === page)}
                >
                  {item}
                </button>
              </li>
            ),
          )}
        </ul>
        <p className="text-sm text-slate-600 sm:hidden">
          {richText(t('pager.pageOf', { page, total: totalPages }), {
            b: (words) => <span className="font-semibold text-slate-900">{words}</span>,
          })}
        </p>
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          {t('pager.next')}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </nav>
      <form onSubmit={submit} className="flex items-start gap-2" noValidate>
        <label htmlFor={inputId} className="mt-2 whitespace-nowrap text-sm text-slate-600">
          {t('pager.goTo')}
        </label>
        <div className="w-20">
          <input
            id={inputId}
            inputMode="numeric"
            value={target}
            onChange={(e) => {
              setTarget(e.target.value);
              setInvalid(false);
            }}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            placeholder={`1-${totalPages}`}
            className={inputClasses(invalid, 'h-9 py-1.5 pointer-coarse:h-11')}
          />
          {invalid ? (
            <p id={errorId} className="mt-1 w-max text-xs text-red-600">
              {t('pager.invalid', { total: totalPages })}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="outline" size="sm">
          {t('pager.go')}
        </Button>
      </form>
    </div>
  );
}
