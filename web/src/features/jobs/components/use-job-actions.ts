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
import { useErrorText } from '@/lib/error-text';
import { useLanguage, useTranslation } from '@/lib/i18n';
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
export function useJobActions({ anonymousApplyMessage }: JobActionsOptions = {}) {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const errorText = useErrorText();
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
      toast.info(t('actions.loginToSave'));
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
          toast.success(t(save ? 'actions.saved' : 'actions.removed'));
          void client.invalidateQueries({ queryKey: ['saved-jobs'] });
          refreshJob(job);
        },
        onError: () => {
          setSavedOverride((s) => ({ ...s, [job._id]: !save }));
          toast.error(t('actions.saveFailed'));
        },
        onSettled: () => setSaving((s) => ({ ...s, [job._id]: false })),
      },
    );
  };

  const onApply = (job: Job) => {
    if (user?.role === 'employer') {
      toast.error(t('actions.employerCannotApply'));
      return;
    }
    if (user?.role !== 'jobseeker') {
      toast.info(anonymousApplyMessage ?? t('actions.loginToApply'));
      later(LOGIN_DELAY_MS, () => navigate(paths.loginJobseeker, { state: returnTo(jobPath(job)) }));
      return;
    }
    setApplying(job._id);
    applyToJob.mutate(job._id, {
      onSuccess: (reply) => {
        setApplied((s) => ({ ...s, [job._id]: true }));
        // The moment an employer may get in touch: the safety line comes with the good news (issue 29).
        // The server's words in English (the spec's), ours in another language.
        const applied = (language === 'en' && reply.message) || t('actions.applied');
        toast.success(applied, { description: t('applyControls.neverPay'), duration: 6000 });
      },
      onError: (error) => {
        const failure = applyFailure(error);
        if (failure.toProfile) {
          // A requirement, not a fault: the profile offers a simple résumé and brings them back.
          toast.info(t('actions.resumeNeeded'), { duration: 5000 });
          later(PROFILE_DELAY_MS, () => navigate(paths.candidate.userProfile, { state: returnTo(jobPath(job)) }));
          return;
        }
        toast.error(errorText(error, t('actions.applyFailed')));
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
