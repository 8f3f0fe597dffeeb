import { useEffect, useId, useMemo, useState } from 'react';
import { ClipboardList, Search, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { inputClasses, labelClasses } from '@/components/ui/field-styles';
import { Head } from '@/components/ui/head';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useCatalogueWords, type CatalogueWords } from '@/lib/catalogue-words';
import { useTranslation, type Translate } from '@/lib/i18n';
import { useMeta } from '@/lib/meta';
import { MY_APPLICATIONS_LIMITS, useMyApplications, useSeeNewStatuses } from '@/lib/my-applications';
import { pageRange } from '@/lib/pagination';
import { richText } from '@/lib/rich-text';
import type { ApplicationStatus } from '@/types/api';
import {
  countByStatus,
  EMPTY_TRACK,
  filterApplications,
  pageOf,
  parseTrackParams,
  toTrackParams,
  TRACK_PAGE_SIZE,
  TYPE_FILTERS,
  typeFilterLabel,
  updateTrack,
  type StatusFilter,
  type TrackState,
  type TypeFilter,
} from '../lib/track';
import { statusTone, type StatusTone } from '@/lib/application-status';
import { ApplicationRow } from './application-row';
import { EllipsisPagination } from './ellipsis-pagination';

/** Spec §8's texts of a failed load. */
function loadFailure(error: unknown, t: Translate<'applications'>): string {
  if (isApiError(error) && error.status === 401) return t('track.sessionExpired');
  if (isApiError(error) && error.status === 403) return t('track.accessDenied');
  return t('track.loadFailed');
}

const bold = { b: (words: string) => <span className="font-semibold text-slate-900">{words}</span> };

const COUNTER_TONES: Record<StatusTone, string> = {
  grey: 'border-slate-200 bg-white text-slate-900 [&_[data-dot]]:bg-slate-400',
  yellow: 'border-amber-200 bg-amber-50/60 text-amber-900 [&_[data-dot]]:bg-amber-500',
  green: 'border-emerald-200 bg-emerald-50/60 text-emerald-900 [&_[data-dot]]:bg-emerald-500',
  red: 'border-red-200 bg-red-50/60 text-red-900 [&_[data-dot]]:bg-red-500',
};

/** Track Applications (/my-applications, spec §2.11): every application at once, searched and paged here. */
export function TrackApplications() {
  const { t } = useTranslation('applications');
  const words = useCatalogueWords();
  const meta = useMeta();
  const statuses = useMemo(() => meta.data?.applicationStatuses ?? [], [meta.data]);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseTrackParams(params, statuses), [params, statuses]);
  const query = useMyApplications({ page: 1, limit: MY_APPLICATIONS_LIMITS.list });
  const [search, setSearch] = useState(state.search);
  // Back, forward and Clear filters change the URL: the box follows.
  const [urlSearch, setUrlSearch] = useState(state.search);
  if (urlSearch !== state.search) {
    setUrlSearch(state.search);
    setSearch(state.search);
  }

  const all = query.data?.applications;
  useSeeNewStatuses(all);
  const isEmpty = all !== undefined && all.length === 0;
  const { refetch } = query;
  // Spec §4: an empty list asks again when the tab becomes visible (applied in another tab).
  useEffect(() => {
    if (!isEmpty) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [isEmpty, refetch]);

  const go = (patch: Partial<TrackState>) => setParams(toTrackParams(updateTrack(state, patch)), { replace: true });

  const filtered = useMemo(() => (all ? filterApplications(all, state) : []), [all, state]);
  const counts = useMemo(() => countByStatus(all ?? [], statuses), [all, statuses]);
  const current = pageOf(filtered, state.page);
  const { from, to } = pageRange(current.page, TRACK_PAGE_SIZE, filtered.length);
  const filtering = state.search.trim() !== '' || state.status !== 'All' || state.type !== 'All';

  const failed = query.isError && !query.isFetching;
  let content;
  if (failed) {
    content = <ErrorState message={loadFailure(query.error, t)} onRetry={() => void refetch()} />;
  } else if (!all || (query.isError && query.isFetching)) {
    content = <RowSkeletons />;
  } else if (all.length === 0) {
    content = (
      <EmptyState title={t('track.emptyTitle')} icon={ClipboardList} action={{ label: t('track.findJobs'), to: paths.findJobs }}>
        {t('track.emptyText')}
      </EmptyState>
    );
  } else if (filtered.length === 0) {
    content = (
      <EmptyState
        title={t('track.noMatchTitle')}
        icon={SearchX}
        action={{ label: t('track.clearFilters'), onClick: () => setParams(toTrackParams(EMPTY_TRACK), { replace: true }) }}
      >
        {t('track.noMatchText')}
      </EmptyState>
    );
  } else {
    content = (
      <>
        <p className="mb-4 text-sm text-slate-600" aria-live="polite">
          {richText(t('track.showing', { from, to, total: filtered.length }), bold)}
        </p>
        <ul aria-label={t('track.list')} className="grid grid-cols-1 gap-4">
          {current.items.map((application) => (
            <li key={application._id} className="min-w-0">
              <ApplicationRow application={application} />
            </li>
          ))}
        </ul>
        <EllipsisPagination
          page={current.page}
          totalPages={current.totalPages}
          onPageChange={(page) => {
            go({ page });
            window.scrollTo({ top: 0 });
          }}
          label={t('track.pages')}
          className="mt-8"
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      <Head title={t('track.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('track.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('track.intro')}</p>

      {failed ? null : (
        <section aria-label={t('track.counters')} className="mt-6">
          {all && statuses.length > 0 ? (
            <ul aria-label={t('track.byStatus')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {statuses.map((status) => (
                <li key={status} className={`rounded-2xl border p-4 shadow-xs ${COUNTER_TONES[statusTone(status)]}`}>
                  <p className="flex items-center gap-2 text-sm font-medium">
                    <span data-dot aria-hidden="true" className="h-2 w-2 rounded-full" />
                    {statusWord(status, words)}
                  </p>
                  <p
                    className="mt-1 text-2xl font-bold tabular-nums"
                    aria-label={t('track.count', { status: statusWord(status, words), count: counts[status] ?? 0 })}
                  >
                    {counts[status] ?? 0}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden="true">
              {Array.from({ length: 4 }, (_, i) => (
                <div key={i} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
                  <Skeleton className="h-4 w-20" />
                  <Skeleton className="mt-2.5 h-7 w-10" />
                </div>
              ))}
            </div>
          )}
        </section>
      )}

      {failed ? null : (
        <Toolbar
          search={search}
          onSearch={(value) => {
            setSearch(value);
            go({ search: value });
          }}
          status={state.status}
          statuses={statuses}
          onStatus={(status) => go({ status })}
          type={state.type}
          onType={(type) => go({ type })}
          filtering={filtering}
          onClear={() => setParams(toTrackParams(EMPTY_TRACK), { replace: true })}
        />
      )}

      <section aria-label={t('track.listSection')} className="mt-6">
        {content}
      </section>
    </div>
  );
}

type ToolbarProps = {
  search: string;
  onSearch: (value: string) => void;
  status: StatusFilter;
  statuses: readonly string[];
  onStatus: (status: StatusFilter) => void;
  type: TypeFilter;
  onType: (type: TypeFilter) => void;
  filtering: boolean;
  onClear: () => void;
};

/** A status as the catalogue words it; one it does not know, as the server sent it. */
const statusWord = (status: string, words: CatalogueWords) =>
  ['Applied', 'In Review', 'Accepted', 'Rejected'].includes(status)
    ? words.applicationStatus(status as ApplicationStatus)
    : status;

function Toolbar({ search, onSearch, status, statuses, onStatus, type, onType, filtering, onClear }: ToolbarProps) {
  const { t } = useTranslation('applications');
  const words = useCatalogueWords();
  const searchId = useId();
  const statusId = useId();
  const typeId = useId();
  const select = `${inputClasses(false)} pr-8`;
  return (
    <div
      role="search"
      className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_12rem_auto] lg:items-end"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className={labelClasses}>
          {t('track.search')}
        </label>
        <div className="relative mt-1.5">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder={t('track.searchPlaceholder')}
            className={inputClasses(false, 'pl-9')}
          />
        </div>
      </div>
      <div>
        <label htmlFor={statusId} className={labelClasses}>
          {t('track.status')}
        </label>
        <select
          id={statusId}
          value={status}
          onChange={(e) => onStatus(e.target.value as StatusFilter)}
          className={`mt-1.5 ${select}`}
        >
          <option value="All">{t('track.all')}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {statusWord(s, words)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={typeId} className={labelClasses}>
          {t('track.jobType')}
        </label>
        <select id={typeId} value={type} onChange={(e) => onType(e.target.value as TypeFilter)} className={`mt-1.5 ${select}`}>
          {TYPE_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {typeFilterLabel(filter, t, words)}
            </option>
          ))}
        </select>
      </div>
      <Button variant="ghost" onClick={onClear} disabled={!filtering} className="h-[42px] sm:col-span-2 lg:col-span-1">
        {t('track.clearFilters')}
      </Button>
    </div>
  );
}

/** Rows shaped like ApplicationRow while the applications load. */
function RowSkeletons() {
  const { t } = useTranslation('applications');
  return (
    <LoadingRegion label={t('track.loading')} className="grid grid-cols-1 gap-4">
      {Array.from({ length: 4 }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:grid-cols-[auto_minmax(0,1fr)_auto]"
        >
          <Skeleton className="h-12 w-12 rounded-xl" />
          <div className="space-y-2 pt-1">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3.5 w-1/3" />
            <div className="flex gap-4 pt-2">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-4 w-36" />
            </div>
          </div>
          <div className="col-span-full flex justify-between border-t border-slate-100 pt-3 sm:col-span-1 sm:flex-col sm:items-end sm:gap-2 sm:border-0 sm:pt-0">
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-3.5 w-28" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}
