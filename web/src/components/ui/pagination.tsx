import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';
import { pageWindow, PAGE_WINDOW } from '@/lib/pagination';
import { richText } from '@/lib/rich-text';
import { buttonClasses } from './button-styles';

type PaginationProps = {
  page: number;
  totalPages: number;
  /** Called with the chosen page; the pager renders buttons. */
  onPageChange?: (page: number) => void;
  /** The URL of a page; the pager renders links instead (pages whose state is the URL). */
  hrefFor?: (page: number) => string;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** How many page numbers show at most (spec: 5). */
  windowSize?: number;
  className?: string;
};

const numberClasses = (current: boolean) =>
  [
    'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold transition-colors pointer-coarse:h-11 pointer-coarse:min-w-11',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    current
      ? 'bg-brand-700 text-white shadow-sm'
      : 'border border-slate-200 bg-white text-slate-700 hover:border-brand-300 hover:bg-brand-50',
  ].join(' ');

/**
 * Previous, up to five page numbers sliding around the current page, Next (spec §2.7, §2.20).
 * Under 640 px the numbers give way to 'Page X of Y'. Nothing renders for a single page.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  hrefFor,
  label,
  windowSize = PAGE_WINDOW,
  className = '',
}: PaginationProps) {
  const { t } = useTranslation();
  const pages = pageWindow(page, totalPages, windowSize);
  if (pages.length <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  /** One control: a link or a button, or an inert span when it leads nowhere. */
  const control = (target: number, content: ReactNode, classes: string, extra: { label?: string; isCurrent?: boolean }) => {
    const disabled = target < 1 || target > totalPages;
    const common = {
      'aria-label': extra.label,
      'aria-current': extra.isCurrent ? ('page' as const) : undefined,
      className: classes,
    };
    if (hrefFor) {
      if (disabled) {
        return (
          <span {...common} aria-disabled="true" className={`${classes} cursor-not-allowed opacity-50`}>
            {content}
          </span>
        );
      }
      return (
        <Link {...common} to={hrefFor(target)} onClick={() => onPageChange?.(target)}>
          {content}
        </Link>
      );
    }
    return (
      <button
        {...common}
        type="button"
        disabled={disabled}
        onClick={() => (extra.isCurrent ? undefined : onPageChange?.(target))}
      >
        {content}
      </button>
    );
  };

  return (
    <nav
      aria-label={label ?? t('ui.pagination')}
      className={`flex items-center justify-between gap-3 sm:justify-center ${className}`}
    >
      {control(
        current - 1,
        <>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          {t('ui.previous')}
        </>,
        buttonClasses('outline', 'sm'),
        {},
      )}
      <ul className="hidden items-center gap-1.5 sm:flex">
        {pages.map((n) => (
          <li key={n}>
            {control(n, n, numberClasses(n === current), { label: t('ui.page', { page: n }), isCurrent: n === current })}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600 sm:hidden">
        {richText(t('ui.pageOf', { page: current, total: totalPages }), {
          b: (words) => <span className="font-semibold text-slate-900">{words}</span>,
        })}
      </p>
      {control(
        current + 1,
        <>
          {t('ui.next')}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </>,
        buttonClasses('outline', 'sm'),
        {},
      )}
    </nav>
  );
}
