import { SavedJobs } from '@/features/saved-jobs/components/saved-jobs';

/** Saved jobs (/user-saved-jobs and /saved-jobs, spec §2.13). */
export default function Page() {
  return <SavedJobs />;
}
