import { useState } from 'react';
import { ArrowLeft, CircleHelp, Send } from 'lucide-react';
import { JobCard } from '@/components/job-card';
import { Button } from '@/components/ui/button';
import { useCatalogueWords } from '@/lib/catalogue-words';
import { formatNumber, useSalaryWords } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { jobPlace, jobSalary } from '@/lib/jobs';
import { richText } from '@/lib/rich-text';
import type { Job, SalaryFrequency } from '@/types/api';
import { genderLabel, yesNoLabel } from '../lib/labels';
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
  const { t } = useTranslation('postJob');
  const words = useCatalogueWords();
  const salaryWords = useSalaryWords();
  const salary = jobSalary(job, { words: salaryWords }).text;
  // 'No, keep …' answers the question for these amounts and this period.
  const asked = `${job.salaryMin}-${job.salaryMax}-${job.salaryFrequency}`;
  const [kept, setKept] = useState<string | null>(null);
  const asking = periodQuestion !== null && kept !== asked;
  // [term, value, whether the value is the employer's own words (a place name)]
  const facts: [string, string, boolean?][] = [
    [t('preview.jobType'), words.jobType(job.type)],
    [t('preview.workMode'), words.workMode(job.workMode)],
    [t('preview.category'), words.category(job.category)],
    [t('preview.location'), jobPlace(job), true],
    [t('preview.salary'), salary],
    [t('preview.openPositions'), formatNumber(job.openPositions)],
    [t('preview.gender'), genderLabel(job.gender, t, words)],
    [t('preview.blueCollar'), yesNoLabel(job.isBlueCollar, t)],
  ];
  const actions = (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onBack} disabled={publishing}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('preview.back')}
      </Button>
      <Button onClick={onPublish} disabled={!valid || asking} isLoading={publishing}>
        {publishing ? null : <Send className="h-4 w-4" aria-hidden="true" />}
        {t('preview.publish')}
      </Button>
    </div>
  );

  return (
    <section aria-labelledby="preview-heading" className="space-y-6">
      <div className="rounded-xl border border-brand-200 bg-brand-50/70 px-4 py-3 text-sm text-brand-900">
        <h2 id="preview-heading" className="font-semibold">
          {t('preview.title')}
        </h2>
        <p className="mt-0.5 text-brand-800">{t('preview.intro')}</p>
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
                {t('preview.question', { period: words.salaryFrequency(periodQuestion) })}
              </h2>
              <p className="mt-0.5 text-amber-900">
                {richText(t('preview.salaryReads', { salary, period: words.salaryFrequency(periodQuestion) }), {
                  strong: (amount) => <span className="font-semibold">{amount}</span>,
                })}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button size="sm" onClick={() => onChangePeriod?.(periodQuestion)}>
                  {t('preview.yes', { period: words.salaryFrequency(periodQuestion) })}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setKept(asked)}>
                  {t('preview.keep', { period: words.salaryFrequency(job.salaryFrequency) })}
                </Button>
              </div>
            </div>
          </div>
        </section>
      ) : null}

      <div>
        <h3 className="mb-2 text-sm font-medium text-slate-600">{t('preview.inSearch')}</h3>
        {/* The card's links would open a job that does not exist yet: clicks are held. */}
        <div className="max-w-xl" onClickCapture={(event) => event.preventDefault()}>
          <JobCard job={job} headingLevel={4} />
        </div>
      </div>

      <article aria-label={t('preview.pageLabel')} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-8">
        <h3 className="text-sm font-medium text-slate-600">{t('preview.onPage')}</h3>
        <p translate="no" className="mt-3 text-2xl font-bold tracking-tight text-slate-900 wrap-break-word">
          {job.title}
        </p>
        <p translate="no" className="mt-1 text-slate-600">
          {job.company.companyName || job.company.name}
        </p>
        <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-3">
          {facts.map(([term, value, own]) => (
            <div key={term} className="min-w-0 rounded-xl bg-slate-50 px-3 py-2.5 sm:px-4 sm:py-3">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
              <dd translate={own ? 'no' : undefined} className="mt-1 text-sm font-semibold text-slate-900 wrap-break-word">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <h4 className="mt-8 text-lg font-semibold text-slate-900">{t('preview.description')}</h4>
        <p translate="no" className="mt-2 whitespace-pre-line text-sm leading-relaxed text-slate-700 wrap-break-word">
          {job.description}
        </p>
        {job.requirements.trim() ? (
          <>
            <h4 className="mt-6 text-lg font-semibold text-slate-900">{t('preview.requirements')}</h4>
            <p translate="no" className="mt-2 whitespace-pre-line text-sm leading-relaxed text-slate-700 wrap-break-word">
              {job.requirements}
            </p>
          </>
        ) : null}
      </article>

      {refusal ? <PostingRefused refusal={refusal} /> : null}
      {actions}
    </section>
  );
}
