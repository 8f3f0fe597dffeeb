import { useState } from 'react';
import { ArrowLeft, CircleHelp, Send } from 'lucide-react';
import { JobCard } from '@/components/job-card';
import { Button } from '@/components/ui/button';
import { jobPlace, jobSalary, workModeLabel } from '@/lib/jobs';
import type { Job, SalaryFrequency } from '@/types/api';
import { genderLabel } from '../lib/labels';
import { periodQuestion as question } from '../lib/salary-period';
import type { Refusal } from '../lib/moderation';
import { PostingRefused } from './posting-refused';

type JobPreviewProps = {
  job: Job;
  onBack: () => void;
  onPublish: () => void;
  publishing: boolean;
  /** Whether the form behind the preview is valid (Publish waits for it, spec §4). */
  valid: boolean;
  /** The period the amounts look like when it is not the chosen one, else null. */
  periodQuestion?: SalaryFrequency | null;
  /** Takes the period the question offered. */
  onChangePeriod?: (period: SalaryFrequency) => void;
  /** What the scam-risk check refused at the last publish (issue 29), shown beside Publish. */
  refusal?: Refusal | null;
};

/**
 * The preview screen (spec §2.15): the job card of the search and a page like the job's detail,
 * with 'Back to edit' and 'Publish Job'. Links in the preview lead nowhere yet, so they are held.
 */
export function JobPreview({
  job,
  onBack,
  onPublish,
  publishing,
  valid,
  periodQuestion = null,
  onChangePeriod,
  refusal = null,
}: JobPreviewProps) {
  // 'No, keep …' answers the question for these amounts and this period.
  const asked = `${job.salaryMin}-${job.salaryMax}-${job.salaryFrequency}`;
  const [kept, setKept] = useState<string | null>(null);
  const asking = periodQuestion !== null && kept !== asked;
  const facts: [string, string][] = [
    ['Job type', job.type],
    ['Work mode', workModeLabel(job.workMode)],
    ['Category', job.category],
    ['Location', jobPlace(job)],
    ['Salary', jobSalary(job).text],
    ['Open positions', String(job.openPositions)],
    ['Gender preference', genderLabel(job.gender)],
    ['Blue collar job', job.isBlueCollar],
  ];
  const actions = (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onBack} disabled={publishing}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to edit
      </Button>
      <Button onClick={onPublish} disabled={!valid || asking} isLoading={publishing}>
        {publishing ? null : <Send className="h-4 w-4" aria-hidden="true" />}
        Publish Job
      </Button>
    </div>
  );

  return (
    <section aria-labelledby="preview-heading" className="space-y-6">
      <div className="rounded-xl border border-brand-200 bg-brand-50/70 px-4 py-3 text-sm text-brand-900">
        <h2 id="preview-heading" className="font-semibold">
          Preview
        </h2>
        <p className="mt-0.5 text-brand-800">This is how job seekers will see your job. Nothing is published yet.</p>
      </div>

      {asking && periodQuestion ? (
        <section
          aria-labelledby="period-question"
          className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-4 text-sm text-amber-950 sm:px-5"
        >
          <div className="flex items-start gap-3">
            <CircleHelp className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
            <div className="min-w-0">
              <h2 id="period-question" className="font-semibold">
                {question(periodQuestion)}
              </h2>
              <p className="mt-0.5 text-amber-900">
                The salary reads <span className="font-semibold">{jobSalary(job).text}</span>. Amounts like these are usually paid{' '}
                {periodQuestion}.
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button size="sm" onClick={() => onChangePeriod?.(periodQuestion)}>
                  Yes, {periodQuestion}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setKept(asked)}>
                  No, keep {job.salaryFrequency}
                </Button>
              </div>
            </div>
          </div>
        </section>
      ) : null}

      <div>
        <h3 className="mb-2 text-sm font-medium text-slate-600">In search results</h3>
        {/* The card's links would open a job that does not exist yet: clicks are held. */}
        <div className="max-w-xl" onClickCapture={(event) => event.preventDefault()}>
          <JobCard job={job} headingLevel={4} />
        </div>
      </div>

      <article aria-label="Job page preview" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-8">
        <h3 className="text-sm font-medium text-slate-600">On the job&apos;s page</h3>
        <p className="mt-3 text-2xl font-bold tracking-tight text-slate-900 wrap-break-word">{job.title}</p>
        <p className="mt-1 text-slate-600">{job.company.companyName || job.company.name}</p>
        <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-3">
          {facts.map(([term, value]) => (
            <div key={term} className="min-w-0 rounded-xl bg-slate-50 px-3 py-2.5 sm:px-4 sm:py-3">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
              <dd className="mt-1 text-sm font-semibold text-slate-900 wrap-break-word">{value}</dd>
            </div>
          ))}
        </dl>
        <h4 className="mt-8 text-lg font-semibold text-slate-900">Job Description</h4>
        <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-slate-700 wrap-break-word">{job.description}</p>
        {job.requirements.trim() ? (
          <>
            <h4 className="mt-6 text-lg font-semibold text-slate-900">Requirements</h4>
            <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-slate-700 wrap-break-word">{job.requirements}</p>
          </>
        ) : null}
      </article>

      {refusal ? <PostingRefused refusal={refusal} /> : null}
      {actions}
    </section>
  );
}
