import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { jobQueryKey } from '@/lib/job-query';
import { applyFailure, useApplyToJob } from '@/lib/apply';
import type { Job } from '@/types/api';
import { useSaveJob } from '../api/save-job';

const LOGIN_DELAY_MS = 1500;
const PROFILE_DELAY_MS = 2000;

type JobActionsOptions = {
  /**
   * The prompt an anonymous visitor gets on Apply: the search page's by default, the job page
   * has its own (spec §6).
   */
  anonymousApplyMessage?: string;
  /** Navigation state for the login page, e.g. `{ from }` so the visitor comes back after login. */
  loginState?: unknown;
};

/**
 * Save and Apply on the search page's cards and the job page (spec §6, §8): the prompts for
 * anonymous visitors and employers, an optimistic save reverted on failure, and applying with
 * its messages.
 */
export function useJobActions({
  anonymousApplyMessage = 'Please login as job seeker to apply for jobs',
  loginState,
}: JobActionsOptions = {}) {
  const { data: user } = useUser();
  const navigate = useNavigate();
  const client = useQueryClient();
  const saveJob = useSaveJob();
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
      toast.error('Please login as job seeker to save jobs');
      navigate(paths.loginJobseeker, { state: loginState });
      return;
    }
    const save = !isSaved(job);
    setSavedOverride((s) => ({ ...s, [job._id]: save }));
    setSaving((s) => ({ ...s, [job._id]: true }));
    saveJob.mutate(
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
      toast.error(anonymousApplyMessage);
      later(LOGIN_DELAY_MS, () => navigate(paths.loginJobseeker, { state: loginState }));
      return;
    }
    setApplying(job._id);
    applyToJob.mutate(job._id, {
      onSuccess: (reply) => {
        setApplied((s) => ({ ...s, [job._id]: true }));
        toast.success(reply.message || 'Applied to job successfully');
      },
      onError: (error) => {
        const failure = applyFailure(error);
        toast.error(failure.message, failure.toProfile ? { duration: 5000 } : undefined);
        if (failure.toProfile) later(PROFILE_DELAY_MS, () => navigate(paths.candidate.userProfile));
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
