import { useEffect, useMemo, useRef, useState } from 'react';
import { Building2, ShieldAlert } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { Head } from '@/components/ui/head';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { buttonClasses } from '@/components/ui/button-styles';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useErrorText } from '@/lib/error-text';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { richText } from '@/lib/rich-text';
import { useZodForm } from '@/lib/form';
import { jobPath } from '@/lib/jobs';
import { useMeta } from '@/lib/meta';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import type { Job, Meta, SalaryFrequency, User } from '@/types/api';
import { useJob } from '@/lib/job-query';
import { usePublishJob, type JobBody } from '../api/publish-job';
import { companyProfileComplete, EMPTY_JOB_FORM, fromJob, jobFormSchema } from '../lib/job-form';
import { previewJob } from '../lib/preview-job';
import { likelyPeriod } from '../lib/salary-period';
import { postingRefusal, publishedMessage, type Refusal } from '../lib/moderation';
import { JobForm } from './job-form';
import { JobPreview } from './job-preview';

// Spec §8 Employer side: the words are the catalogue's (postJob: publishFailed, loadFailed,
// profileIncomplete), the English word for word.
const PROFILE_REDIRECT_MS = 2000;
const PROFILE_TOAST_MS = 5000;

/** The job to edit: `jobId` in navigation state (spec §2.15), else `?jobId=` (so a reload keeps it). */
function useJobId(): string | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as { jobId?: unknown } | null)?.jobId;
  if (typeof fromState === 'string' && fromState) return fromState;
  return params.get('jobId') || null;
}

/**
 * Post or edit a job (/post-job, spec §2.15): the form, its preview and the publish. A new job
 * needs a complete company profile: without one the spec's message shows and the employer is
 * taken to /company-profile after 2 s.
 */
export function PostJob() {
  const { t } = useTranslation('postJob');
  const errorText = useErrorText();
  const jobId = useJobId();
  const { data: user } = useUser();
  const meta = useMeta();
  const job = useJob(jobId);
  const editing = jobId !== null;

  const title = editing ? t('title.edit') : t('title.post');
  let body;
  if (!user) {
    body = null;
  } else if (user.isSuspended) {
    body = <Suspended message={user.suspensionMessage} />;
  } else if (!editing && !companyProfileComplete(user)) {
    body = <IncompleteProfile />;
  } else if (meta.isError) {
    body = <ErrorState message={t('loadFailed')} onRetry={() => void meta.refetch()} />;
  } else if (editing && job.isError) {
    body = (
      <ErrorState message={errorText(job.error, t('loadFailed'))} onRetry={() => void job.refetch()}>
        {richText(t('orPostNew'), {
          link: (words) => (
            <Link to={paths.employer.postJob} className="font-medium text-brand-700 underline underline-offset-2">
              {words}
            </Link>
          ),
        })}
      </ErrorState>
    );
  } else if (!meta.data || (editing && !job.data)) {
    body = <JobFormSkeleton label={editing ? t('loadingJob') : t('loadingForm')} />;
  } else {
    body = <JobEditor key={jobId ?? 'new'} meta={meta.data} user={user} job={editing ? (job.data ?? null) : null} />;
  }

  return (
    <div className="mx-auto max-w-4xl">
      <Head title={title} />
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{editing ? t('intro.edit') : t('intro.post')}</p>
      </header>
      {body}
    </div>
  );
}

/** The form and its preview for a new job (`job` null) or an existing one. */
function JobEditor({ meta, user, job }: { meta: Meta; user: User; job: Job | null }) {
  const { t } = useTranslation('postJob');
  const language = useLanguage();
  const errorText = useErrorText();
  const schema = useMemo(() => jobFormSchema(meta, t), [meta, t]);
  const form = useZodForm(schema, { defaultValues: job ? fromJob(job) : EMPTY_JOB_FORM });
  const [preview, setPreview] = useState<JobBody | null>(null);
  // What the scam-risk check refused, shown beside Publish until the next publish (issue 29).
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const publishJob = usePublishJob();
  const navigate = useNavigate();
  const later = useDelayedAction();
  const editing = job !== null;

  const publish = (body: JobBody) => {
    setRefusal(null);
    publishJob.mutate(
      { id: job?._id ?? null, body },
      {
        onSuccess: (reply) => {
          const saved = reply.job;
          // The API's words are English: another language says it in its own.
          const outcome = publishedMessage(reply.review, language === 'en' ? reply.message : undefined, editing, t);
          // The toaster sits outside the router: plain links to the job's page.
          const link = (label: string) => (
            <a href={jobPath(saved)} className="font-medium text-brand-700 underline underline-offset-2">
              {label}
            </a>
          );
          if (outcome.held) {
            // Saved, but not searchable until an admin approves it: never announced as live.
            toast.info(outcome.title, {
              description: (
                <>
                  {outcome.text} {link(t('published.viewYourJob'))}
                </>
              ),
              duration: 10000,
            });
          } else {
            toast.success(outcome.title, { description: link(t('published.viewPublicPage')), duration: 8000 });
          }
          void navigate(paths.employer.manageJobs, { state: { jobId: saved._id } });
        },
        onError: (error) => {
          const refused = postingRefusal(error);
          if (refused) {
            setRefusal(refused);
            return;
          }
          if (isApiError(error) && error.body.code === 'profile_incomplete') {
            toast.error(errorText(error, t('profileIncomplete')), { duration: PROFILE_TOAST_MS });
            later(() => void navigate(paths.employer.companyProfile), PROFILE_REDIRECT_MS);
            return;
          }
          toast.error(errorText(error, t('publishFailed')));
        },
      },
    );
  };

  const onValid = (body: JobBody, next: 'preview' | 'publish') => {
    // Amounts that look like the other period are never published unasked: the preview asks first.
    if (next === 'publish' && !likelyPeriod(body.salaryMin, body.salaryMax, body.salaryFrequency)) {
      publish(body);
      return;
    }
    setPreview(body);
    window.scrollTo({ top: 0 });
  };

  /** The answer to 'Did you mean per month?': the preview and the form take the period. */
  const changePeriod = (period: SalaryFrequency) => {
    form.setValue('salaryFrequency', period, { shouldDirty: true });
    setPreview((body) => (body ? { ...body, salaryFrequency: period } : body));
  };

  if (preview) {
    return (
      <JobPreview
        periodQuestion={likelyPeriod(preview.salaryMin, preview.salaryMax, preview.salaryFrequency)}
        onChangePeriod={changePeriod}
        job={previewJob(preview, user, job ?? undefined)}
        publishing={publishJob.isPending}
        valid={form.formState.isValid || !form.formState.isSubmitted}
        onBack={() => {
          setPreview(null);
          window.scrollTo({ top: 0 });
        }}
        onPublish={() => publish(preview)}
        refusal={refusal}
      />
    );
  }
  return <JobForm form={form} catalogue={meta} onValid={onValid} publishing={publishJob.isPending} refusal={refusal} />;
}

/**
 * Spec §5/§8: an employer whose company profile lacks what a job shows is told so (5 s toast)
 * and taken to /company-profile after 2 s.
 */
function IncompleteProfile() {
  const { t } = useTranslation('postJob');
  const message = t('profileIncomplete');
  const navigate = useNavigate();
  const later = useDelayedAction();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    toast.error(message, { id: 'profile-incomplete', duration: PROFILE_TOAST_MS });
    later(() => void navigate(paths.employer.companyProfile, { replace: true }), PROFILE_REDIRECT_MS);
  }, [later, navigate, message]);

  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-amber-200 bg-amber-50 px-6 py-12 text-center"
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <Building2 className="h-7 w-7" aria-hidden="true" />
      </span>
      <p className="mt-4 max-w-md font-medium text-slate-900">{message}</p>
      <p className="mt-1.5 text-sm text-slate-600">{t('takingYou')}</p>
      <Link to={paths.employer.companyProfile} className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('completeProfile')}
      </Link>
    </div>
  );
}

/**
 * An employer an admin suspended (issue 29) cannot post or edit jobs (the API answers 403
 * `account_suspended`): said before they fill a form in vain.
 */
function Suspended({ message }: { message?: string }) {
  const { t } = useTranslation('postJob');
  return (
    <div role="alert" className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 px-5 py-5 text-red-950">
      <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">{t('suspended.title')}</p>
        {/* The admin's words, as written. */}
        {message && (
          <p translate="no" className="mt-2 text-sm break-words text-red-900">
            &ldquo;{message}&rdquo;
          </p>
        )}
        <p className="mt-1 text-sm text-red-900">
          {richText(t('suspended.text'), {
            email: () => (
              <a href={`mailto:${env.SUPPORT_EMAIL}`} className="font-medium underline underline-offset-2">
                {env.SUPPORT_EMAIL}
              </a>
            ),
          })}
        </p>
      </div>
    </div>
  );
}

/** The form's outline while the catalogue or the job loads: its four sections and buttons. */
function JobFormSkeleton({ label }: { label: string }) {
  const field = () => (
    <div className="space-y-2">
      <Skeleton className="h-4 w-28" />
      <Skeleton className="h-11 w-full rounded-lg" />
    </div>
  );
  const section = (fields: number, wideFirst = false) => (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
      <Skeleton className="mb-5 h-5 w-40" />
      <div className="grid gap-5 sm:grid-cols-2">
        {Array.from({ length: fields }, (_, i) => (
          <div key={i} className={wideFirst && i === 0 ? 'sm:col-span-2' : ''}>
            {field()}
          </div>
        ))}
      </div>
    </div>
  );
  return (
    <LoadingRegion label={label} className="space-y-6">
      {section(7, true)}
      {section(3)}
      {section(2)}
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
        <Skeleton className="mb-5 h-5 w-32" />
        <div className="space-y-5">
          <div className="space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-36 w-full rounded-lg" />
          </div>
          <div className="space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-24 w-full rounded-lg" />
          </div>
        </div>
      </div>
      <div className="flex justify-end gap-3">
        <Skeleton className="h-11 w-28 rounded-lg" />
        <Skeleton className="h-11 w-36 rounded-lg" />
      </div>
    </LoadingRegion>
  );
}
