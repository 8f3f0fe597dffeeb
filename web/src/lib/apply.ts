import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api-client';
import type { Translate } from './i18n';

// Applying to a job, shared by every page with an Apply button (find jobs, the job page, saved
// jobs): the call, what it refreshes, and how its failures read (spec §8).

/** POST /api/applications/{jobId}: the job seeker applies with the résumé of their profile. */
const applyToJob = (jobId: string) => api.post('/api/applications/{jobId}', { params: { jobId } });

/**
 * Applies; on success the job seeker's own views (applications, overview) and every job list or
 * page (which show the application's status, and recommendations, which leave it out) reload.
 */
export function useApplyToJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    onSuccess: () =>
      Promise.all(
        [['applications'], ['jobseeker-overview'], ['jobs'], ['saved-jobs']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Spec §8: a missing résumé sends the job seeker to their profile. */
export const RESUME_NEEDED = 'Please upload your resume in profile before applying to jobs!';

/**
 * What a failed application tells the job seeker, and whether to go and upload a résumé. On a
 * translated screen, `t` (its `common` words) and `errorText` (lib/error-text's `useErrorText()`)
 * give it in the screen's language; English without them.
 */
export function applyFailure(
  error: unknown,
  t?: Translate,
  errorText?: (error: unknown, fallback: string) => string,
): { message: string; toProfile: boolean } {
  const message = errorMessage(error, '');
  if (/resume/i.test(message)) return { message: t ? t('apply.resumeNeeded') : RESUME_NEEDED, toProfile: true };
  if (t) return { message: errorText ? errorText(error, t('apply.failed')) : message || t('apply.failed'), toProfile: false };
  return { message: message || 'Something went wrong! Try later', toProfile: false };
}
