import { useEffect } from 'react';
import { Building2 } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Head } from '@/components/ui/head';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { LoadingRegion } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { useEmployers } from '../api/get-employers';
import { browseHref, FILTER_DEBOUNCE_MS, parseBrowse, toBrowseParams } from '../lib/employers';
import { EmployerCard, EmployerCardSkeleton } from './employer-card';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** Browse employers (/browse-employers, spec §2.20): the filter and the page live in the URL. */
export function BrowseEmployers() {
  const { t } = useTranslation('employers');
  const { t: common } = useTranslation();
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
    content = <ErrorState message={t('browse.failed')} onRetry={() => void employers.refetch()} />;
  } else if (loading || employers.isError) {
    content = (
      <LoadingRegion label={t('browse.loading')} className={GRID}>
        {Array.from({ length: 8 }, (_, i) => (
          <EmployerCardSkeleton key={i} />
        ))}
      </LoadingRegion>
    );
  } else if (!reply || reply.employers.length === 0) {
    content = (
      <EmptyState title={t('browse.emptyTitle')} icon={Building2}>
        {t('browse.emptyText')}
      </EmptyState>
    );
  } else {
    const { currentPage, totalPages, totalCount } = reply.pagination;
    content = (
      <>
        <ul aria-label={t('browse.list')} className={GRID}>
          {reply.employers.map((employer) => (
            <li key={employer._id} className="min-w-0">
              <EmployerCard employer={employer} />
            </li>
          ))}
        </ul>
        <footer className="mt-8 flex flex-col items-center gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
          <p className="text-sm text-slate-600" aria-live="polite">
            {richText(t('browse.showing', { shown: reply.employers.length, total: totalCount }), {
              b: (words) => <span className="font-semibold text-slate-900">{words}</span>,
            })}
          </p>
          <Pagination
            page={currentPage}
            totalPages={totalPages}
            hrefFor={(page) => browseHref({ ...state, page }) || '?'}
            onPageChange={() => window.scrollTo({ top: 0 })}
            label={t('browse.pages')}
            className="w-full sm:w-auto"
          />
          {/* Under 640 px the pager says it (when there is more than one page). */}
          <p className={`text-sm text-slate-600 ${totalPages > 1 ? 'hidden sm:block' : ''}`}>
            {richText(common('ui.pageOf', { page: currentPage, total: Math.max(totalPages, 1) }), {
              b: (words) => <span className="font-semibold text-slate-900">{words}</span>,
            })}
          </p>
        </footer>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl">
      <Head title={t('browse.title')} description={t('browse.description')} />
      <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('browse.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('browse.intro')}</p>
        </div>
        <SearchBox
          value={state.search}
          onChange={(search) => setParams(toBrowseParams({ search, page: 1 }), { replace: true })}
          label={t('browse.search')}
          placeholder={t('browse.placeholder')}
          delay={FILTER_DEBOUNCE_MS}
          className="w-full md:max-w-sm"
        />
      </div>
      <section aria-label={t('browse.listSection')} className="mt-6">
        {content}
      </section>
    </div>
  );
}
