import { useEffect, useId, useRef, useState } from 'react';
import { Building2, Search, X } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Head } from '@/components/ui/head';
import { Pagination } from '@/components/ui/pagination';
import { LoadingRegion } from '@/components/ui/skeleton';
import { useEmployers } from '../api/get-employers';
import { browseHref, FILTER_DEBOUNCE_MS, parseBrowse, toBrowseParams } from '../lib/employers';
import { EmployerCard, EmployerCardSkeleton } from './employer-card';

const LOAD_FAILED = 'Failed to load employers. Please try again.';
const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** Browse employers (/browse-employers, spec §2.20): the filter and the page live in the URL. */
export function BrowseEmployers() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = parseBrowse(params);
  const employers = useEmployers(state);
  const reply = employers.data;
  const loading = employers.isPending || employers.isPlaceholderData;

  // A page past the end (an old link, fewer employers now) goes to the last page there is.
  const lastPage = reply?.pagination.totalPages ?? 0;
  useEffect(() => {
    if (!loading && reply && lastPage > 0 && state.page > lastPage) {
      void navigate(browseHref({ ...state, page: lastPage }) || '.', { replace: true });
    }
  }, [loading, reply, lastPage, state, navigate]);

  let content;
  if (employers.isError && !employers.isFetching) {
    content = <ErrorState message={LOAD_FAILED} onRetry={() => void employers.refetch()} />;
  } else if (loading || employers.isError) {
    content = (
      <LoadingRegion label="Loading employers" className={GRID}>
        {Array.from({ length: 8 }, (_, i) => (
          <EmployerCardSkeleton key={i} />
        ))}
      </LoadingRegion>
    );
  } else if (!reply || reply.employers.length === 0) {
    content = (
      <EmptyState title="No employers found" icon={Building2}>
        There are currently no employers to display.
      </EmptyState>
    );
  } else {
    const { currentPage, totalPages, totalCount } = reply.pagination;
    content = (
      <>
        <ul aria-label="Employers" className={GRID}>
          {reply.employers.map((employer) => (
            <li key={employer._id} className="min-w-0">
              <EmployerCard employer={employer} />
            </li>
          ))}
        </ul>
        <footer className="mt-8 flex flex-col items-center gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
          <p className="text-sm text-slate-600" aria-live="polite">
            Showing <span className="font-semibold text-slate-900">{reply.employers.length}</span> of{' '}
            <span className="font-semibold text-slate-900">{totalCount}</span> employers
          </p>
          <Pagination
            page={currentPage}
            totalPages={totalPages}
            hrefFor={(page) => browseHref({ ...state, page }) || '?'}
            onPageChange={() => window.scrollTo({ top: 0 })}
            label="Employer pages"
            className="w-full sm:w-auto"
          />
          {/* Under 640 px the pager says it (when there is more than one page). */}
          <p className={`text-sm text-slate-600 ${totalPages > 1 ? 'hidden sm:block' : ''}`}>
            Page <span className="font-semibold text-slate-900">{currentPage}</span> of{' '}
            <span className="font-semibold text-slate-900">{Math.max(totalPages, 1)}</span>
          </p>
        </footer>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl">
      <Head
        title="Browse Employers"
        description="Companies hiring across India on KaamSetu: see who they are, where they are and their open jobs."
      />
      <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Browse Employers</h1>
          <p className="mt-1 text-sm text-slate-600">Discover companies hiring across India and see their open jobs.</p>
        </div>
        <FilterInput
          value={state.search}
          onChange={(search) => setParams(toBrowseParams({ search, page: 1 }), { replace: true })}
        />
      </div>
      <section aria-label="Employers list" className="mt-6">
        {content}
      </section>
    </div>
  );
}

/**
 * The filter: typing waits {@link FILTER_DEBOUNCE_MS} before it searches (and goes back to page 1);
 * a new value in the URL (back, reload, a shared link) shows in the box.
 */
function FilterInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  // The URL changed by other means than typing here: show its value.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      latest.current(next);
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="w-full md:max-w-sm">
      <label htmlFor={id} className="sr-only">
        Search employers
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search employers by name, location..."
          autoComplete="off"
          maxLength={100}
          className="h-11 w-full rounded-xl border border-slate-300 bg-white pl-10 pr-10 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 [&::-webkit-search-cancel-button]:hidden"
        />
        {text ? (
          <button
            type="button"
            onClick={() => setText('')}
            aria-label="Clear search"
            className="absolute right-1.5 top-1/2 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-lg text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
