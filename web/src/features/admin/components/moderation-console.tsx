import { useRef, type KeyboardEvent } from 'react';
import { ListChecks, ScrollText } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Head } from '@/components/ui/head';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useModerationQueue } from '../api/get-moderation-queue';
import { AuditPanel } from './audit-panel';
import { QueuePanel } from './queue-panel';

const TABS = [
  { id: 'queue', label: 'console.queue', icon: ListChecks },
  { id: 'audit', label: 'console.audit', icon: ScrollText },
] as const;

type TabId = (typeof TABS)[number]['id'];

/**
 * The moderation console (/admin, issue 29): the queue of jobs to decide on, and the audit log of
 * decisions taken. The tab is in the URL (`?tab=audit`), so reload and back keep it.
 */
export function ModerationConsole() {
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabId = searchParams.get('tab') === 'audit' ? 'audit' : 'queue';
  const queue = useModerationQueue();
  const count = queue.data?.jobs.length;
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ queue: null, audit: null });

  const select = (id: TabId) => setSearchParams(id === 'queue' ? {} : { tab: id }, { replace: true });

  // Arrow keys move between the tabs (the ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = TABS.findIndex((t) => t.id === tab);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? TABS.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length;
    const id = TABS[next]?.id ?? 'queue';
    select(id);
    tabRefs.current[id]?.focus();
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <Head title={t('console.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('console.title')}</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 sm:text-base">{t('console.intro')}</p>

      <div role="tablist" aria-label={t('console.tabs')} className="mt-6 flex gap-1 border-b border-slate-200">
        {TABS.map(({ id, label, icon: Icon }) => {
          const selected = tab === id;
          return (
            <button
              key={id}
              ref={(el) => {
                tabRefs.current[id] = el;
              }}
              type="button"
              role="tab"
              id={`moderation-tab-${id}`}
              aria-selected={selected}
              aria-controls={selected ? `moderation-panel-${id}` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(id)}
              onKeyDown={onKeyDown}
              className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold transition-colors sm:px-4 ${
                selected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
              }`}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {t(label)}
              {id === 'queue' && count !== undefined ? (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${count > 0 ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-600'}`}
                >
                  {formatNumber(count)}
                  <span className="sr-only"> {t('console.toReview')}</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id={`moderation-panel-${tab}`} aria-labelledby={`moderation-tab-${tab}`} className="mt-5">
        {tab === 'queue' ? <QueuePanel /> : <AuditPanel />}
      </div>
    </div>
  );
}
