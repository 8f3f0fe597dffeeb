import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { jobQueryKey } from '@/lib/job-query';
import { jobPath } from '@/lib/jobs';
import { returnTo } from '@/lib/return-to';
import { applyFailure, useApplyToJob } from '@/lib/apply';
import { NEVER_PAY } from '@/lib/safety';
import type { Job } from '@/types/api';
import { useBookmarkJob } from '../api/bookmark-job';

const LOGIN_DELAY_MS = 1500;
const PROFILE_DELAY_MS = 2000;

type JobActionsOptions = {
  /**
   * The prompt an anonymous visitor gets on Apply: the search page's by default, the job page
   * has its own (spec §6).
   */
  anonymousApplyMessage?: string;
};

/**
 * Save and Apply on the search page's cards and the job page (spec §6, §8): the prompts for
 * anonymous visitors and employers, an optimistic save reverted on failure, and applying with
 * its messages. A signed-out Apply is a prompt, not an error: the login page (and sign-up and
 * email verification after it) bring the visitor back to the job, where one tap applies; a
 * missing résumé sends them to their profile, which offers a simple résumé and comes back too.
 */
export function useJobActions({
  anonymousApplyMessage = 'Please login as job seeker to apply for jobs',
}: JobActionsOptions = {}) {
  const { data: user } = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const bookmarkJob = useBookmarkJob();
  const applyToJob = useApplyToJob();
  const [savedOverride, setSavedOverride] = useState<Record<string, boolean>>({});
  const [saving, setSaving] = useState<Record<string, boolean>>({});
  const [applied, setApplied] = useState<Record<string, boolean>>({});
  const [applying, setApplying] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const later = (ms: number, run: () => void) => timers.current.push(setTimeout(run, ms));
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  /** The job page's copy of `job` is stale after a save or an application. */
  const refreshJob = (job: Job) => void client.invalidateQueries({ queryKey: jobQueryKey(job._id) });

  const isSaved = (job: Job) => savedOverride[job._id] ?? job.isSaved;

  const onSave = (job: Job) => {
    if (user?.role !== 'jobseeker') {
      toast.info('Please login as job seeker to save jobs');
      navigate(paths.loginJobseeker, { state: returnTo(`${location.pathname}${location.search}`) });
      return;
    }
    const save = !isSaved(job);
    setSavedOverride((s) => ({ ...s, [job._id]: save }));
    setSaving((s) => ({ ...s, [job._id]: true }));
    bookmarkJob.mutate(
      { id: job._id, save },
      {
        onSuccess: () => {
          toast.success(save ? 'Job saved successfully' : 'Job removed successfully');
          void client.invalidateQueries({ queryKey: ['saved-jobs'] });
          refreshJob(job);
        },
        onError: () => {
          setSavedOverride((s) => ({ ...s, [job._id]: !save }));
          toast.error('Something went wrong: Try again later');
        },
        onSettled: () => setSaving((s) => ({ ...s, [job._id]: false })),
      },
    );
  };

  const onApply = (job: Job) => {
    if (user?.role === 'employer') {
      toast.error('Employers cannot apply for jobs. Please login as a job seeker.');
      return;
    }
    if (user?.role !== 'jobseeker') {
      toast.info(anonymousApplyMessage);
      later(LOGIN_DELAY_MS, () => navigate(paths.loginJobseeker, { state: returnTo(jobPath(job)) }));
      return;
    }
    setApplying(job._id);
    applyToJob.mutate(job._id, {
      onSuccess: (reply) => {
        setApplied((s) => ({ ...s, [job._id]: true }));
        // The moment an employer may get in touch: the safety line comes with the good news (issue 29).
        toast.success(reply.message || 'Applied to job successfully', { description: NEVER_PAY, duration: 6000 });
      },
      onError: (error) => {
        const failure = applyFailure(error);
        if (failure.toProfile) {
          // A requirement, not a fault: the profile offers a simple résumé and brings them back.
          toast.info(failure.message, { duration: 5000 });
          later(PROFILE_DELAY_MS, () => navigate(paths.candidate.userProfile, { state: returnTo(jobPath(job)) }));
          return;
        }
        toast.error(failure.message);
      },
      onSettled: () => setApplying(null),
    });
  };

  return {
    showSave: user?.role === 'jobseeker',
    isSaved,
    isSaving: (job: Job) => saving[job._id] ?? false,
    isApplied: (job: Job) => applied[job._id] ?? job.applicationStatus !== 'null',
    isApplying: (job: Job) => applying === job._id,
    onSave,
    onApply,
  };
}
