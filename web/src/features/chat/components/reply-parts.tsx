import { useId, type ReactNode } from 'react';
import { ArrowRight, Banknote, Building2, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';
import type { SalaryWords } from '@/lib/money';
import { chatSalary, linkTarget, type ChatJob, type ChatLink } from '../lib/reply';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** A reply's URL as a link: in the app for this site's pages, a new tab for web addresses, else the text. */
function ReplyLink({ url, className, children }: { url: string; className: string; children: ReactNode }) {
  const target = linkTarget(url);
  if (target?.kind === 'internal') {
    return (
      <Link to={target.to} className={className}>
        {children}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}

/**
 * The jobs of a reply as compact cards: the title links to the job's page (the link covers the
 * card, so a click anywhere opens it), then company, place and salary text.
 */
export function ReplyJobs({ jobs, salaryWords }: { jobs: readonly ChatJob[]; salaryWords?: SalaryWords }) {
  const { t } = useTranslation('chat');
  if (!jobs.length) return null;
  return (
    <ul aria-label={t('jobs', { count: jobs.length })} className="w-full space-y-2">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} salaryWords={salaryWords} />
        </li>
      ))}
    </ul>
  );
}

function JobCard({ job, salaryWords }: { job: ChatJob; salaryWords?: SalaryWords }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative rounded-xl border border-slate-200 bg-white px-3.5 py-3 shadow-xs transition hover:border-brand-300 hover:shadow-md hover:shadow-brand-900/5"
    >
      <h3 id={titleId} className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900">
        <ReplyLink
          url={job.url}
          className="after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
        >
          <span translate="no">{job.title}</span>
        </ReplyLink>
      </h3>
      <p className="mt-1 flex min-w-0 items-center gap-1.5 text-xs text-slate-700">
        <Building2 className="h-3.5 w-3.5 shrink-0 text-slate-400" aria-hidden="true" />
        <span translate="no" className="truncate">
          {job.company}
        </span>
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        {job.location ? (
          <p className="flex min-w-0 items-center gap-1 text-slate-600">
            <MapPin className="h-3.5 w-3.5 shrink-0 text-slate-400" aria-hidden="true" />
            <span translate="no" className="truncate">
              {job.location}
            </span>
          </p>
        ) : null}
        {job.salaryText ? (
          <p className="flex min-w-0 items-center gap-1 font-medium text-slate-900">
            <Banknote className="h-3.5 w-3.5 shrink-0 text-emerald-600" aria-hidden="true" />
            <span>{chatSalary(job, salaryWords)}</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** A reply's links ("See all 12 jobs", "Track applications") as buttons; only pages of this site and http(s) addresses. */
export function ReplyLinks({ links }: { links: readonly ChatLink[] }) {
  // A link that leads nowhere this widget follows is no button at all.
  const { t } = useTranslation('chat');
  const shown = links.filter((link) => linkTarget(link.url));
  if (!shown.length) return null;
  return (
    <ul aria-label={t('links')} className="flex flex-wrap gap-2">
      {shown.map((link) => (
        <li key={`${link.label} ${link.url}`}>
          <ReplyLink
            url={link.url}
            className={`inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-brand-200 bg-white px-3 py-1.5 text-xs font-semibold text-brand-800 shadow-xs transition hover:border-brand-300 hover:bg-brand-50 ${focusRing}`}
          >
            {/* The assistant's words, in the question's language. */}
            <span translate="no">{link.label}</span>
            <ArrowRight className="h-3.5 w-3.5" aria-hidden="true" />
          </ReplyLink>
        </li>
      ))}
    </ul>
  );
}
