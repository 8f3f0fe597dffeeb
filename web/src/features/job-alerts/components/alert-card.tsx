import { useId } from 'react';
import { CalendarClock, Pause, Pencil, Play, Repeat, Search, Sparkles, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { frequencyText, sentAgo, type AlertView } from '@/lib/alerts';
import { formatDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { AlertSearchText } from './alert-search-text';

type AlertCardProps = {
  alert: AlertView;
  /** Pause or Resume is on its way. */
  toggling: boolean;
  onEdit: (alert: AlertView) => void;
  onToggle: (alert: AlertView) => void;
  onDelete: (alert: AlertView) => void;
};

/**
 * One job alert on the Alerts page: its name, its search in words, whether it is on, how often
 * it mails, its last mail and the jobs matched since, and what can be done with it.
 */
export function AlertCard({ alert, toggling, onEdit, onToggle, onDelete }: AlertCardProps) {
  const { t } = useTranslation('jobAlerts');
  const { t: common } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const sentOn = formatDate(alert.lastSentAt, 'DD-MM-YYYY', language);
  const sent = sentAgo(alert.lastSentAt, new Date(), common);
  // The alert's name, as its owner wrote it, for screen readers after each action's words.
  const name = (
    <span className="sr-only" translate="no">
      {' '}
      {alert.name}
    </span>
  );
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} translate="no" className="text-base font-semibold leading-snug text-slate-900">
            {alert.name}
          </h2>
          <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
            <Search className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="min-w-0">
              <AlertSearchText alert={alert} />
            </span>
          </p>
        </div>
        <ActiveBadge active={alert.active} />
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="flex items-center gap-1.5 text-xs text-slate-500">
            <Repeat className="h-3.5 w-3.5" aria-hidden="true" />
            {t('card.howOften')}
          </dt>
          <dd className="mt-0.5 font-medium text-slate-900">{frequencyText(alert.frequency, common)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="flex items-center gap-1.5 text-xs text-slate-500">
            <CalendarClock className="h-3.5 w-3.5" aria-hidden="true" />
            {t('card.lastEmail')}
          </dt>
          <dd className="mt-0.5 font-medium text-slate-900">
            {alert.lastSentAt && sent ? (
              <time dateTime={alert.lastSentAt} title={sentOn ?? undefined}>
                {sent}
              </time>
            ) : (
              t('card.notSent')
            )}
          </dd>
        </div>
        <div className="col-span-2 min-w-0 sm:col-span-1">
          <dt className="flex items-center gap-1.5 text-xs text-slate-500">
            <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
            {alert.lastSentAt ? t('card.newSince') : t('card.newSoFar')}
          </dt>
          <dd className={`mt-0.5 font-medium ${alert.newMatches > 0 ? 'text-brand-700' : 'text-slate-900'}`}>
            {t('card.newJobs', { count: alert.newMatches })}
          </dd>
        </div>
      </dl>

      {alert.active ? null : (
        <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600 ring-1 ring-inset ring-slate-200">
          {t('card.pausedNote')}
        </p>
      )}

      <div className="mt-4 grid grid-cols-2 gap-2 border-t border-slate-100 pt-4 sm:flex sm:flex-wrap">
        <Link to={alert.findJobsUrl} className={buttonClasses('secondary', 'sm')}>
          <Search className="h-4 w-4" aria-hidden="true" />
          {t('card.seeJobs')}
          <span className="sr-only">{richText(t('card.forName'), { name: () => <span translate="no">{alert.name}</span> })}</span>
        </Link>
        <Button variant="outline" size="sm" onClick={() => onEdit(alert)}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {t('card.edit')}
          {name}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onToggle(alert)} isLoading={toggling}>
          {toggling ? null : alert.active ? (
            <Pause className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Play className="h-4 w-4" aria-hidden="true" />
          )}
          {alert.active ? t('card.pause') : t('card.resume')}
          {name}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="hover:border-red-300 hover:bg-red-50 hover:text-red-700"
          onClick={() => onDelete(alert)}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('card.delete')}
          {name}
        </Button>
      </div>
    </article>
  );
}

function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('jobAlerts');
  return active ? (
    <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-inset ring-emerald-600/20">
      <span className="h-1.5 w-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
      {t('card.active')}
    </span>
  ) : (
    <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 ring-1 ring-inset ring-slate-500/20">
      <Pause className="h-3 w-3" aria-hidden="true" />
      {t('card.pausedBadge')}
    </span>
  );
}
