import { FindJobs } from '@/features/jobs/components/find-jobs';

/** Find jobs (/find-jobs, spec §2.7). */
export default function Page() {
  return <FindJobs />;
}
